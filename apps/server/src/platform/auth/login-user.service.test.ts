import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { createTenantWithStudentOrganization } from "../tenancy/tenancy.service";
import {
  createLoginUser,
  findLoginUser,
  LoginIdTakenError,
  LoginUserNotFoundError,
  resetLoginUserPassword,
  resetLoginUserTwoStep,
} from "./login-user.service";
import { loginUser } from "./login-user.tables";
import { verifyPassword } from "./password";

describe("login users", () => {
  let database: Database;
  let tenantId: number;
  let organizationId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const created = await createTenantWithStudentOrganization(database.db, {
      tenantCd: "auth-test",
      name: "認証テスト学園",
      contractType: "BASIC",
      operationType: "TESTING",
    });
    tenantId = created.tenant.id;
    organizationId = created.studentOrganization.id;
  });
  afterAll(() => database?.close());

  const newUser = (displayUserId: string, password = "Start-pass1") =>
    createLoginUser(database.db, {
      tenantId,
      organizationId,
      displayUserId,
      name: "山田　花子",
      mailAddress: "hanako@example.jp",
      password,
    });

  it("creates an account with a hashed password and no two-step setup yet", async () => {
    const user = await newUser("hanako");
    expect(user.passwordHash).not.toContain("Start-pass1");
    expect(await verifyPassword("Start-pass1", user.passwordHash)).toBe(true);
    expect(user).toMatchObject({ totpEnabled: false, totpSecretEncrypted: null, failedLoginCount: 0 });
  });

  it("refuses a weak password and a taken login id in Japanese", async () => {
    await expect(newUser("weak", "password")).rejects.toThrow(
      "8文字以上で、英大文字・英小文字・数字・記号のうち3種類以上を使用してください",
    );
    await newUser("taken");
    const duplicate = newUser("taken");
    await expect(duplicate).rejects.toBeInstanceOf(LoginIdTakenError);
    await expect(newUser("taken")).rejects.toThrow("ログインID「taken」は既に使用されています。");
  });

  it("resets the password and lifts a lockout", async () => {
    const user = await newUser("locked");
    await database.db
      .update(loginUser)
      .set({ failedLoginCount: 5, lockedUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(loginUser.id, user.id));
    await resetLoginUserPassword(database.db, tenantId, "locked", "New-pass22");
    const after = (await findLoginUser(database.db, tenantId, "locked"))!;
    expect(await verifyPassword("New-pass22", after.passwordHash)).toBe(true);
    expect(await verifyPassword("Start-pass1", after.passwordHash)).toBe(false);
    expect(after).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
    expect(after.passwordChangedAt.getTime()).toBeGreaterThanOrEqual(user.passwordChangedAt.getTime());
  });

  it("clears the TOTP secret so the next login sets it up again", async () => {
    const user = await newUser("totp");
    await database.db
      .update(loginUser)
      .set({ totpSecretEncrypted: "encrypted-secret", totpEnabled: true })
      .where(eq(loginUser.id, user.id));
    await resetLoginUserTwoStep(database.db, tenantId, "totp");
    expect(await findLoginUser(database.db, tenantId, "totp")).toMatchObject({
      totpSecretEncrypted: null,
      totpEnabled: false,
    });
  });

  it("says which login id it could not find", async () => {
    await expect(resetLoginUserTwoStep(database.db, tenantId, "nobody")).rejects.toBeInstanceOf(
      LoginUserNotFoundError,
    );
    await expect(resetLoginUserPassword(database.db, tenantId, "nobody", "New-pass22")).rejects.toThrow(
      "ログインID「nobody」のユーザーが見つかりません。",
    );
  });

  it("keeps login ids unique per tenant only", async () => {
    const other = await createTenantWithStudentOrganization(database.db, {
      tenantCd: "auth-other",
      name: "別学園",
      contractType: "BASIC",
      operationType: "TESTING",
    });
    await newUser("shared");
    const again = await createLoginUser(database.db, {
      tenantId: other.tenant.id,
      organizationId: other.studentOrganization.id,
      displayUserId: "shared",
      name: "別人",
      mailAddress: "other@example.jp",
      password: "Other-pass1",
    });
    expect(again.tenantId).toBe(other.tenant.id);
  });
});
