import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, loginAs } from "../../../test/auth-helpers";
import {
  assignSet,
  createPermissionTenant,
  type PermissionTenant,
} from "../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../test/test-app";
import type { LoginUserRow } from "../../platform/auth/login-user.service";

const BASE = "/app/api/notice-settings";

describe("通知設定 over HTTP", () => {
  const t = useTestApp();
  let school: PermissionTenant;
  let other: PermissionTenant;
  let teacher: LoginUserRow;
  let lecturer: LoginUserRow;
  const as: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    const db = t.database.db;
    school = await createPermissionTenant(db);
    other = await createPermissionTenant(db);
    teacher = await createTestUser(db, school.tenant, school.organization, "teacher");
    // 教務担当: master menus (通知設定 among them) reference only.
    await assignSet(db, school, teacher, school.sets.academicStaff);
    lecturer = await createTestUser(db, school.tenant, school.organization, "lecturer");
    await assignSet(db, school, lecturer, school.sets.lecturer);
    as.admin = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
    as.teacher = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "teacher" });
    as.lecturer = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "lecturer" });
    as.otherAdmin = await loginAs(t.app, { tenantCd: other.tenant.tenantCd, displayUserId: "admin" });
    // Two tenants and logins with TOTP: slow on a loaded machine.
  }, 180_000);

  const call = (
    method: "GET" | "PUT",
    url: string,
    headers: Record<string, string> | undefined,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  it("shows every type off for someone who chose nothing, in the code list's order", async () => {
    const res = await call("GET", `${BASE}/me`, as.teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      loginUserId: teacher.id,
      hasMailAddress: true,
      editable: true,
      canManageOthers: false,
      settings: [
        { type: "CONTACT_FROM_MEMBER", byMail: false, byPush: false },
        { type: "HEALTH_CARE", byMail: false, byPush: false },
        { type: "PUSH_REPLY_FOR_MYSELF", byMail: false, byPush: false },
        { type: "CERTIFICATE_ISSUE_REQUEST", byMail: false, byPush: false },
        { type: "SAMPLE_QR_SCAN", byMail: false, byPush: false },
      ],
    });
  });

  it("lets a reference-only teacher choose their own notices, keeping types left out", async () => {
    const first = await call("PUT", `${BASE}/me`, as.teacher, {
      settings: [{ type: "CONTACT_FROM_MEMBER", byMail: true, byPush: true }],
    });
    expect(first.statusCode).toBe(200);
    const second = await call("PUT", `${BASE}/me`, as.teacher, {
      settings: [{ type: "HEALTH_CARE", byMail: false, byPush: true }],
    });
    expect(second.json().settings.slice(0, 2)).toEqual([
      { type: "CONTACT_FROM_MEMBER", byMail: true, byPush: true },
      { type: "HEALTH_CARE", byMail: false, byPush: true },
    ]);
  });

  it("keeps staff without the menu out", async () => {
    expect((await call("GET", `${BASE}/me`, as.lecturer)).statusCode).toBe(403);
    const put = await call("PUT", `${BASE}/me`, as.lecturer, { settings: [] });
    expect(put.statusCode).toBe(403);
  });

  it("lets an administrator list staff and change a teacher's settings, but not a teacher another's", async () => {
    const list = await call("GET", `${BASE}/staff`, as.admin);
    expect(list.statusCode).toBe(200);
    const row = list.json().items.find((i: { loginUserId: number }) => i.loginUserId === teacher.id);
    expect(row).toMatchObject({
      name: "テスト teacher",
      enabledTypes: ["CONTACT_FROM_MEMBER", "HEALTH_CARE"],
    });
    const changed = await call("PUT", `${BASE}/staff/${teacher.id}`, as.admin, {
      settings: [{ type: "SAMPLE_QR_SCAN", byMail: true, byPush: false }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().settings[4]).toEqual({ type: "SAMPLE_QR_SCAN", byMail: true, byPush: false });

    expect((await call("GET", `${BASE}/staff`, as.teacher)).statusCode).toBe(403);
    expect((await call("GET", `${BASE}/staff/${school.admin.id}`, as.teacher)).statusCode).toBe(403);
    const refused = await call("PUT", `${BASE}/staff/${school.admin.id}`, as.teacher, { settings: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/権限|許可/);
  });

  it("never reaches another tenant's staff", async () => {
    expect((await call("GET", `${BASE}/staff/${teacher.id}`, as.otherAdmin)).statusCode).toBe(404);
    const put = await call("PUT", `${BASE}/staff/${teacher.id}`, as.otherAdmin, {
      settings: [{ type: "CONTACT_FROM_MEMBER", byMail: false, byPush: false }],
    });
    expect(put.statusCode).toBe(404);
    const mine = await call("GET", `${BASE}/staff/${teacher.id}`, as.admin);
    expect(mine.json().settings[0]).toEqual({ type: "CONTACT_FROM_MEMBER", byMail: true, byPush: true });
    const list = await call("GET", `${BASE}/staff`, as.otherAdmin);
    expect(list.json().items.map((i: { loginUserId: number }) => i.loginUserId)).not.toContain(teacher.id);
  });

  it("answers bad input with a Japanese 400, never a 500", async () => {
    const cases: object[] = [
      { settings: [{ type: "NOPE\u0000", byMail: true, byPush: true }] },
      { settings: [{ type: "\ud800", byMail: true, byPush: true }] },
      { settings: [{ type: "HEALTH_CARE", byMail: "yes", byPush: true }] },
      {
        settings: [
          { type: "HEALTH_CARE", byMail: true, byPush: true },
          { type: "HEALTH_CARE", byMail: false, byPush: true },
        ],
      },
      { settings: "all" },
    ];
    for (const payload of cases) {
      const res = await call("PUT", `${BASE}/me`, as.teacher, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
    for (const id of ["99999999999999999999", "-1", "abc"])
      expect((await call("GET", `${BASE}/staff/${id}`, as.admin)).statusCode).toBe(400);
    expect((await call("GET", `${BASE}/staff/2147480000`, as.admin)).statusCode).toBe(404);
  });

  it("needs the CSRF header to save", async () => {
    const cookie = as.teacher?.cookie;
    const res = await t.app.inject({
      method: "PUT",
      url: `${BASE}/me`,
      headers: { cookie: cookie! },
      payload: { settings: [] },
    });
    expect(res.statusCode).toBe(403);
  });
});
