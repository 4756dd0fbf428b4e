import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestTenant, createTestUser } from "../../../test/auth-helpers";
import {
  assignSet,
  contextFor,
  createPermissionTenant,
  type PermissionTenant,
} from "../../../test/permissions/permission-fixtures";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { grantAdministrator } from "./default-permission-sets";
import { findMenuAuthority } from "./menu-authority";
import {
  createPermissionSet,
  deletePermissionSet,
  findPermissionSet,
  listPermissionSets,
  PermissionSetInUseError,
  PermissionSetNameTakenError,
  PermissionSetNotFoundError,
  updatePermissionSet,
} from "./permission-sets";

describe("permission sets", () => {
  let database: Database;
  let t: PermissionTenant;
  let other: PermissionTenant;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createPermissionTenant(database.db);
    other = await createPermissionTenant(database.db);
  });
  afterAll(() => database?.close());

  const input = (name: string, extra: object = {}) => ({
    name,
    description: "",
    isLecturerDefault: false,
    menuAuthorities: [{ menuCd: "member-list", authority: 0 as const }],
    ...extra,
  });

  it("starts a tenant with the four default sets, lecturer default among them", async () => {
    const sets = await listPermissionSets(database.db, t.tenant.id);
    expect(sets.map((s) => [s.name, s.isLecturerDefault, s.userCount])).toEqual([
      ["システム管理者", false, 1],
      ["参照のみ", false, 1],
      ["教務担当", false, 0],
      ["講師（学習計画）", true, 0],
    ]);
    const academic = await findPermissionSet(database.db, t.tenant.id, t.sets.academicStaff);
    const authorityOf = (code: string) => academic?.menuAuthorities.find((m) => m.menuCd === code)?.authority;
    expect([authorityOf("member-list"), authorityOf("login-user"), authorityOf("authority-setting")]).toEqual(
      [0, 1, 2],
    );
  });

  it("updates only the menus sent and keeps the others", async () => {
    const id = await createPermissionSet(database.db, t.tenant.id, input("更新テスト"));
    await updatePermissionSet(database.db, t.tenant.id, id, {
      ...input("更新テスト2", { description: "説明" }),
      menuAuthorities: [{ menuCd: "faq", authority: 1 }],
    });
    const found = await findPermissionSet(database.db, t.tenant.id, id);
    expect(found).toMatchObject({ name: "更新テスト2", description: "説明" });
    expect(found?.menuAuthorities).toEqual([
      { menuCd: "faq", authority: 1 },
      { menuCd: "member-list", authority: 0 },
    ]);
  });

  it("refuses a taken name, an unknown or repeated menu code in Japanese", async () => {
    await expect(
      createPermissionSet(database.db, t.tenant.id, input("システム管理者")),
    ).rejects.toBeInstanceOf(PermissionSetNameTakenError);
    const id = await createPermissionSet(database.db, t.tenant.id, input("改名テスト"));
    await expect(updatePermissionSet(database.db, t.tenant.id, id, input("参照のみ"))).rejects.toThrow(
      "権限セット名「参照のみ」は既に使用されています。",
    );
    await expect(
      createPermissionSet(database.db, t.tenant.id, {
        ...input("不明"),
        menuAuthorities: [{ menuCd: "no-such-menu", authority: 0 }],
      }),
    ).rejects.toThrow("メニュー「no-such-menu」は存在しません。");
    await expect(
      createPermissionSet(database.db, t.tenant.id, {
        ...input("重複"),
        menuAuthorities: [
          { menuCd: "faq", authority: 0 },
          { menuCd: "faq", authority: 1 },
        ],
      }),
    ).rejects.toThrow("メニュー「faq」が重複しています。");
    // The same name is free in another tenant.
    expect(await createPermissionSet(database.db, other.tenant.id, input("改名テスト"))).toBeGreaterThan(0);
  });

  it("keeps one lecturer default per tenant", async () => {
    const id = await createPermissionSet(
      database.db,
      t.tenant.id,
      input("新講師", { isLecturerDefault: true }),
    );
    const defaults = (await listPermissionSets(database.db, t.tenant.id)).filter((s) => s.isLecturerDefault);
    expect(defaults.map((s) => s.permissionSetId)).toEqual([id]);
    const otherDefaults = (await listPermissionSets(database.db, other.tenant.id)).filter(
      (s) => s.isLecturerDefault,
    );
    expect(otherDefaults).toHaveLength(1);
  });

  it("refuses to delete a set in use with 409 and deletes it once unassigned", async () => {
    const id = await createPermissionSet(database.db, t.tenant.id, input("使用中"));
    const user = await createTestUser(database.db, t.tenant, t.organization, "setuser");
    await assignSet(database.db, t, user, id);
    const attempt = deletePermissionSet(database.db, t.tenant.id, id);
    await expect(attempt).rejects.toBeInstanceOf(PermissionSetInUseError);
    await expect(deletePermissionSet(database.db, t.tenant.id, id)).rejects.toThrow(
      "この権限セットは1件のユーザー権限に割り当てられているため削除できません。割り当てを変更してから削除してください。",
    );
    await assignSet(database.db, t, user, t.sets.referenceOnly);
    await deletePermissionSet(database.db, t.tenant.id, id);
    expect(await findPermissionSet(database.db, t.tenant.id, id)).toBeNull();
  });

  it("treats another tenant's set as missing", async () => {
    const theirs = other.sets.administrator;
    expect(await findPermissionSet(database.db, t.tenant.id, theirs)).toBeNull();
    await expect(
      updatePermissionSet(database.db, t.tenant.id, theirs, input("乗っ取り")),
    ).rejects.toBeInstanceOf(PermissionSetNotFoundError);
    await expect(deletePermissionSet(database.db, t.tenant.id, theirs)).rejects.toBeInstanceOf(
      PermissionSetNotFoundError,
    );
    expect((await findPermissionSet(database.db, other.tenant.id, theirs))?.name).toBe("システム管理者");
  });

  it("makes a fresh tenant's user an administrator, reusing the set for the next one", async () => {
    const fresh = await createTestTenant(database.db);
    const target = { tenantId: fresh.tenant.id, organizationId: fresh.organization.id };
    await grantAdministrator(database.db, { ...target, loginUserId: fresh.admin.id });
    const second = await createTestUser(database.db, fresh.tenant, fresh.organization, "second");
    await grantAdministrator(database.db, { ...target, loginUserId: second.id });
    const sets = await listPermissionSets(database.db, fresh.tenant.id);
    expect(sets.map((s) => [s.name, s.userCount])).toEqual([["システム管理者", 2]]);
    expect(await findMenuAuthority(database.db, contextFor(fresh, second), "authority-setting")).toEqual({
      authority: 0,
      referenceAuthority: 0,
    });
  });
});
