import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, createTestUser, loginAs } from "../../../test/auth-helpers";
import { createPermissionTenant, type PermissionTenant } from "../../../test/permissions/permission-fixtures";
import { usePermissionTestApp } from "../../../test/permissions/permission-test-app";

const BASE = "/app/api/v2/authority-setting";

describe("authority setting API", () => {
  const t = usePermissionTestApp();
  let a: PermissionTenant;
  let b: PermissionTenant;
  let admin: Record<string, string>;
  let viewer: Record<string, string>;

  beforeAll(async () => {
    a = await createPermissionTenant(t.database.db);
    b = await createPermissionTenant(t.database.db);
    admin = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "admin" });
    viewer = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "viewer" });
  });

  const call = (
    headers: Record<string, string>,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });

  it("serves the logged-in user's menu in the spec §3.2 shape and refuses an anonymous caller", async () => {
    const res = await call(admin, "GET", "/app/api/auth/menu?processMode=0&systemCd=2&tenantCd=x&userId=1");
    expect(res.statusCode).toBe(200);
    const master = res
      .json()
      .menuCategoryList.find((c: { menuCategoryCd: number }) => c.menuCategoryCd === 800);
    expect(master.menuCategoryName).toBe("マスタ管理");
    expect(master.menuList.map((m: { menuCd: string }) => m.menuCd)).toContain("login-user");
    expect((await t.app.inject({ url: "/app/api/auth/menu" })).statusCode).toBe(401);
    const foreign = await call(
      admin,
      "GET",
      `/app/api/auth/menu?systemCd=2&organizationCd=${b.organization.organizationCd}`,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe("指定された組織のメニューを参照する権限がありません。");
  });

  it("lets a reference-only user read but not write", async () => {
    expect((await call(viewer, "GET", `${BASE}/permission-sets`)).statusCode).toBe(200);
    const create = await call(viewer, "POST", `${BASE}/permission-sets`, { name: "閲覧者の作成" });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe("操作は許可されていません。");
    const del = await call(viewer, "DELETE", `${BASE}/permission-sets/${a.sets.academicStaff}`);
    expect(del.statusCode).toBe(403);
  });

  it("creates, reads, updates and deletes a set with its menu authorities", async () => {
    const created = await call(admin, "POST", `${BASE}/permission-sets`, {
      name: "  保健室  ",
      description: "ヘルスケアのみ",
      menuAuthorityList: [
        { menuCd: "health-check", authority: 0 },
        { menuCd: "member-list", authority: 1 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().permissionSetId;
    expect(created.json()).toMatchObject({ name: "保健室", isLecturerDefault: false, userCount: 0 });

    const updated = await call(admin, "PUT", `${BASE}/permission-sets/${id}`, {
      name: "保健室（養護教諭）",
      menuAuthorityList: [{ menuCd: "member-list", authority: 0 }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().menuAuthorityList).toEqual([
      { menuCd: "health-check", authority: 0 },
      { menuCd: "member-list", authority: 0 },
    ]);
    const list = await call(admin, "GET", `${BASE}/permission-sets`);
    expect(list.json().permissionSetList.map((s: { name: string }) => s.name)).toContain(
      "保健室（養護教諭）",
    );
    expect((await call(admin, "DELETE", `${BASE}/permission-sets/${id}`)).statusCode).toBe(204);
    expect((await call(admin, "GET", `${BASE}/permission-sets/${id}`)).statusCode).toBe(404);
  });

  it("answers bad input with 400 and a Japanese message, never 500", async () => {
    const cases: [object, string][] = [
      [{ name: "" }, "権限セット名を入力してください"],
      [{ name: "　" }, "権限セット名を入力してください"],
      [{ name: "あ".repeat(51) }, "50文字以内で入力してください"],
      [{ name: "x", menuAuthorityList: [{ menuCd: "faq", authority: 3 }] }, "選択肢の中から選択してください"],
      [
        { name: "x", menuAuthorityList: [{ menuCd: "FAQ!", authority: 0 }] },
        "メニューコードが正しくありません",
      ],
      [
        { name: "x", menuAuthorityList: [{ menuCd: "no-such", authority: 0 }] },
        "メニュー「no-such」は存在しません。",
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await call(admin, "POST", `${BASE}/permission-sets`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    for (const id of ["abc", "0", "-1", "99999999999"]) {
      expect((await call(admin, "GET", `${BASE}/permission-sets/${id}`)).statusCode).toBe(400);
    }
  });

  it("refuses to delete a set in use with 409 in Japanese", async () => {
    const res = await call(admin, "DELETE", `${BASE}/permission-sets/${a.sets.referenceOnly}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "CONFLICT" });
    expect(res.json().message).toContain("割り当てられているため削除できません");
  });

  it("assigns a set with reference authority, grade and scopes, and takes it away", async () => {
    const user = await createTestUser(t.database.db, a.tenant, a.organization, "teacher");
    const url = `${BASE}/login-users/${user.id}/permission`;
    expect((await call(admin, "GET", url)).json()).toEqual({ permission: null });
    const body = {
      permissionSetId: a.sets.academicStaff,
      referenceAuthority: 1,
      gradePermission: -1,
      scopeList: [],
    };
    const res = await call(admin, "PUT", url, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().permission).toMatchObject({ permissionSetName: "教務担当", referenceAuthority: 1 });

    const badGrade = await call(admin, "PUT", url, { ...body, gradePermission: 7 });
    expect(badGrade.statusCode).toBe(400);
    expect(badGrade.json().message).toBe("指定された学年は存在しません。");
    const badScope = await call(admin, "PUT", url, {
      ...body,
      scopeList: [{ dataType: "IN_CHARGE", divisionCd: "Z9" }],
    });
    expect(badScope.json().message).toBe("所属コード「Z9」は存在しません。");
    const badType = await call(admin, "PUT", url, {
      ...body,
      scopeList: [{ dataType: "OWNER", divisionCd: "A" }],
    });
    expect(badType.statusCode).toBe(400);

    const users = await call(admin, "GET", `${BASE}/login-users?keyword=teacher`);
    expect(users.json().loginUserList[0].permission.permissionSetName).toBe("教務担当");
    expect((await call(admin, "DELETE", url)).statusCode).toBe(204);
    expect((await call(admin, "GET", url)).json()).toEqual({ permission: null });
    const self = await call(admin, "DELETE", `${BASE}/login-users/${a.admin.id}/permission`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("自分自身の権限は解除できません。");
  });

  it("never reaches another tenant's sets or users: 404", async () => {
    const theirSet = b.sets.administrator;
    expect((await call(admin, "GET", `${BASE}/permission-sets/${theirSet}`)).statusCode).toBe(404);
    expect(
      (await call(admin, "PUT", `${BASE}/permission-sets/${theirSet}`, { name: "奪取" })).statusCode,
    ).toBe(404);
    expect((await call(admin, "DELETE", `${BASE}/permission-sets/${theirSet}`)).statusCode).toBe(404);
    const theirUser = `${BASE}/login-users/${b.admin.id}/permission`;
    expect((await call(admin, "GET", theirUser)).statusCode).toBe(404);
    const assign = { permissionSetId: a.sets.administrator, referenceAuthority: 0, gradePermission: -1 };
    expect((await call(admin, "PUT", theirUser, assign)).statusCode).toBe(404);
    // Their set for our user: the set is not found in our tenant.
    const own = `${BASE}/login-users/${a.viewer.id}/permission`;
    expect((await call(admin, "PUT", own, { ...assign, permissionSetId: theirSet })).statusCode).toBe(404);
    const names = (await call(admin, "GET", `${BASE}/permission-sets`)).json().permissionSetList;
    expect(names.every((s: { permissionSetId: number }) => s.permissionSetId !== theirSet)).toBe(true);
  });

  it("lists the organisation's menus, grades and hierarchy for the editor", async () => {
    const menus = await call(admin, "GET", `${BASE}/menus`);
    expect(menus.json().menuCategoryList).toHaveLength(25);
    const scope = await call(admin, "GET", `${BASE}/scope-master`);
    expect(scope.json()).toEqual({ gradeList: [], divisionList: [] });
    expect((await t.app.inject({ url: `${BASE}/menus`, headers: apiHeaders })).statusCode).toBe(401);
  });
});
