import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, loginAs } from "../../../test/auth-helpers";
import {
  assignSet,
  createPermissionTenant,
  type PermissionTenant,
} from "../../../test/permissions/permission-fixtures";
import { usePermissionTestApp } from "../../../test/permissions/permission-test-app";
import { findLoginUser } from "../../platform/auth/login-user.service";
import { loginUser } from "../../platform/auth/login-user.tables";
import { checkPasswordRule, verifyPassword } from "../../platform/auth/password";
import { createGrades, createHierarchy } from "../../platform/hierarchy/hierarchy.service";
import { assignPermission, findPermission } from "../../platform/permissions/login-user-permissions";

const BASE = "/app/api/v2/login-user";

describe("login user API", () => {
  const t = usePermissionTestApp();
  let a: PermissionTenant;
  let b: PermissionTenant;
  let admin: Record<string, string>;

  beforeAll(async () => {
    a = await createPermissionTenant(t.database.db);
    b = await createPermissionTenant(t.database.db);
    for (let i = 1; i <= 22; i++) {
      await createTestUser(t.database.db, a.tenant, a.organization, `staff${String(i).padStart(2, "0")}`);
    }
    admin = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "admin" });
  });

  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url, headers, payload });

  it("pages by 20 in login id order and searches by id, name and full-width id", async () => {
    const first = (await call("GET", BASE)).json();
    expect(first).toMatchObject({ totalCount: 24, page: 1, pageSize: 20 });
    expect(first.loginUserList[0]).toMatchObject({ displayUserId: "admin", locked: false });
    expect(first.loginUserList[0].permission).toMatchObject({ permissionSetName: "システム管理者" });
    const second = (await call("GET", `${BASE}?page=2`)).json();
    expect(second.loginUserList.map((u: { displayUserId: string }) => u.displayUserId)).toEqual([
      "staff20",
      "staff21",
      "staff22",
      "viewer",
    ]);
    expect((await call("GET", `${BASE}?keyword=ｓｔａｆｆ0`)).json().totalCount).toBe(9);
    expect(
      (await call("GET", `${BASE}?keyword=${encodeURIComponent("テスト viewer")}`)).json().totalCount,
    ).toBe(1);
    expect((await call("GET", `${BASE}?keyword=%25`)).json().totalCount).toBe(0);
    expect((await call("GET", `${BASE}?page=0`)).statusCode).toBe(400);
  });

  it("creates an account with a generated password shown once, to be changed at first login", async () => {
    const res = await call("POST", BASE, {
      displayUserId: "tanaka",
      name: "田中　一郎",
      mailAddress: "tanaka@example.jp",
      permission: { permissionSetId: a.sets.academicStaff, referenceAuthority: 1 },
    });
    expect(res.statusCode).toBe(201);
    const { loginUser: created, generatedPassword } = res.json();
    expect(checkPasswordRule(generatedPassword)).toBeNull();
    expect(created).toMatchObject({
      displayUserId: "tanaka",
      passwordChangeRequired: true,
      totpEnabled: false,
    });
    expect(created.permission).toMatchObject({ permissionSetName: "教務担当", referenceAuthority: 1 });
    const stored = await findLoginUser(t.database.db, a.tenant.id, "tanaka");
    expect(await verifyPassword(generatedPassword, stored!.passwordHash)).toBe(true);

    const typed = await call("POST", BASE, {
      displayUserId: "suzuki",
      name: "鈴木",
      mailAddress: "suzuki@example.jp",
      password: "Chosen-pass1",
    });
    expect(typed.json()).toMatchObject({ generatedPassword: null, loginUser: { permission: null } });
  });

  it("refuses a taken id with 409 and bad input with Japanese 400", async () => {
    const taken = await call("POST", BASE, {
      displayUserId: "admin",
      name: "重複",
      mailAddress: "a@example.jp",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("ログインID「admin」は既に使用されています。");
    const cases: [object, string][] = [
      [{ displayUserId: "", name: "x", mailAddress: "x@example.jp" }, "ユーザーIDを入力してください"],
      [{ displayUserId: "山田", name: "x", mailAddress: "x@example.jp" }, "ユーザーIDは半角英数字と記号"],
      [{ displayUserId: "ok1", name: "", mailAddress: "x@example.jp" }, "氏名を入力してください"],
      [
        { displayUserId: "ok2", name: "x", mailAddress: "not-mail" },
        "メールアドレスの形式で入力してください",
      ],
      [{ displayUserId: "ok3", name: "x", mailAddress: "x@example.jp", password: "weak" }, "8文字以上"],
    ];
    for (const [payload, message] of cases) {
      const res = await call("POST", BASE, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it("locks and unlocks an account, ending its sessions, but never one's own", async () => {
    const viewerHeaders = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "viewer" });
    expect((await call("GET", BASE, undefined, viewerHeaders)).statusCode).toBe(200);
    const locked = await call("POST", `${BASE}/${a.viewer.id}/lock`);
    expect(locked.json().loginUser).toMatchObject({ locked: true, lockedUntil: "9999-12-31T00:00:00.000Z" });
    expect((await call("GET", BASE, undefined, viewerHeaders)).statusCode).toBe(401);
    const unlocked = await call("POST", `${BASE}/${a.viewer.id}/unlock`);
    expect(unlocked.json().loginUser).toMatchObject({ locked: false, lockedUntil: null });
    const self = await call("POST", `${BASE}/${a.admin.id}/lock`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("自分自身のアカウントはロックできません。");
  });

  it("lets a reference-only user list but not lock, create or reset", async () => {
    const viewerHeaders = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "viewer" });
    expect((await call("POST", `${BASE}/${a.admin.id}/lock`, undefined, viewerHeaders)).statusCode).toBe(403);
    const create = { displayUserId: "nope", name: "x", mailAddress: "x@example.jp" };
    expect((await call("POST", BASE, create, viewerHeaders)).statusCode).toBe(403);
    expect((await call("POST", `${BASE}/${a.admin.id}/reset-password`, {}, viewerHeaders)).statusCode).toBe(
      403,
    );
  });

  it("resets a password (must change next time) and the TOTP secret", async () => {
    const user = await createTestUser(t.database.db, a.tenant, a.organization, "resetme");
    await t.database.db
      .update(loginUser)
      .set({ totpSecretEncrypted: "sealed", totpEnabled: true })
      .where(eq(loginUser.id, user.id));
    const reset = await call("POST", `${BASE}/${user.id}/reset-password`, {});
    expect(reset.statusCode).toBe(200);
    expect(reset.json().loginUser.passwordChangeRequired).toBe(true);
    const stored = await findLoginUser(t.database.db, a.tenant.id, "resetme");
    expect(await verifyPassword(reset.json().generatedPassword, stored!.passwordHash)).toBe(true);

    const totp = await call("POST", `${BASE}/${user.id}/reset-totp`);
    expect(totp.json().loginUser.totpEnabled).toBe(false);
    expect((await findLoginUser(t.database.db, a.tenant.id, "resetme"))?.totpSecretEncrypted).toBeNull();
  });

  it("updates name and mail, and sets or removes the permission keeping grade and scopes", async () => {
    const user = await createTestUser(t.database.db, a.tenant, a.organization, "rename");
    await createHierarchy(t.database.db, a.organization, [{ code: "A", name: "普通科" }]);
    await createGrades(t.database.db, a.organization, [{ gradeCd: 1, name: "1年" }]);
    const target = {
      tenantId: a.tenant.id,
      loginUserId: user.id,
      organizationId: a.organization.id,
      processMode: 0,
    };
    await assignPermission(t.database.db, target, {
      permissionSetId: a.sets.academicStaff,
      referenceAuthority: 1,
      gradePermission: 1,
      scopes: [{ dataType: "PERMISSION", divisionCd: "A" }],
    });
    const url = `${BASE}/${user.id}`;
    const assigned = await call("PUT", url, {
      name: "改名　太郎",
      mailAddress: "rename@example.jp",
      permission: { permissionSetId: a.sets.referenceOnly, referenceAuthority: 2 },
    });
    expect(assigned.json().loginUser).toMatchObject({
      name: "改名　太郎",
      permission: { permissionSetName: "参照のみ", referenceAuthority: 2, gradePermission: 1 },
    });
    expect((await findPermission(t.database.db, target))?.scopes).toEqual([
      { dataType: "PERMISSION", divisionCd: "A" },
    ]);
    const removed = await call("PUT", url, {
      name: "改名　太郎",
      mailAddress: "rename@example.jp",
      permission: null,
    });
    expect(removed.json().loginUser.permission).toBeNull();
    const self = await call("PUT", `${BASE}/${a.admin.id}`, {
      name: "x",
      mailAddress: "a@example.jp",
      permission: null,
    });
    expect(self.json().message).toBe("自分自身の権限は解除できません。");
    const options = (await call("GET", `${BASE}/permission-sets`)).json().permissionSetList;
    expect(options.map((o: { name: string }) => o.name)).toEqual([
      "システム管理者",
      "参照のみ",
      "教務担当",
      "講師（学習計画）",
    ]);
  });

  it("shows a user with reference authority 2 only themselves", async () => {
    const user = await createTestUser(t.database.db, a.tenant, a.organization, "myselfonly");
    await assignSet(t.database.db, a, user, a.sets.administrator, 2);
    const headers = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "myselfonly" });
    const list = (await call("GET", BASE, undefined, headers)).json();
    expect(list.loginUserList.map((u: { displayUserId: string }) => u.displayUserId)).toEqual(["myselfonly"]);
    expect((await call("POST", `${BASE}/${a.viewer.id}/lock`, undefined, headers)).statusCode).toBe(404);
  });

  it("never shows or changes another tenant's users: 404", async () => {
    const theirs = b.admin.id;
    expect((await call("GET", `${BASE}/${theirs}`)).statusCode).toBe(404);
    for (const action of ["lock", "unlock", "reset-totp", "reset-password"]) {
      expect((await call("POST", `${BASE}/${theirs}/${action}`, {})).statusCode).toBe(404);
    }
    const update = await call("PUT", `${BASE}/${theirs}`, { name: "乗っ取り", mailAddress: "x@example.jp" });
    expect(update.statusCode).toBe(404);
    expect((await findLoginUser(t.database.db, b.tenant.id, "admin"))?.lockedUntil).toBeNull();
    const list = (await call("GET", BASE)).json();
    expect(list.loginUserList.every((u: { loginUserId: number }) => u.loginUserId !== theirs)).toBe(true);
  });
});
