import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { loginAs } from "../../../test/auth-helpers";
import { useTestApp } from "../../../test/test-app";
import { auditLog } from "../../platform/audit/audit.tables";
import { assignPermission } from "../../platform/permissions/login-user-permissions";
import { createTreeTenant, type TreeTenant } from "./hierarchy-fixtures.testing";

const BASE = "/app/api/v2/grades";
type Method = "GET" | "POST" | "PUT" | "DELETE";

describe("grade master API", () => {
  const t = useTestApp();
  const tenant = () => createTreeTenant(t.app, t.database.db);
  const call = (a: TreeTenant, method: Method, url: string, payload?: object, headers = a.adminHeaders) =>
    t.app.inject({ method, url, headers, payload });
  const list = async (a: TreeTenant) => (await call(a, "GET", BASE)).json().gradeList;

  it("lists grades in display order with their members (not deleted, every mode)", async () => {
    const a = await tenant();
    expect(await list(a)).toEqual([
      { gradeCd: 1, name: "1年", sortOrder: 1, memberCount: 2 },
      { gradeCd: 2, name: "2年", sortOrder: 2, memberCount: 2 },
      { gradeCd: 3, name: "3年", sortOrder: 3, memberCount: 1 },
    ]);
  });

  it("adds a grade last by default or where asked, and refuses a taken code with 409", async () => {
    const a = await tenant();
    const added = await call(a, "POST", BASE, { gradeCd: 4, name: " 専攻科 " });
    expect(added.statusCode).toBe(201);
    expect(added.json().grade).toEqual({ gradeCd: 4, name: "専攻科", sortOrder: 4, memberCount: 0 });
    const first = await call(a, "POST", BASE, { gradeCd: 0, name: "予科", sortOrder: 0 });
    expect(first.json().grade).toMatchObject({ gradeCd: 0, sortOrder: 0 });
    expect((await list(a)).map((g: { gradeCd: number }) => g.gradeCd)).toEqual([0, 1, 2, 3, 4]);
    const taken = await call(a, "POST", BASE, { gradeCd: 2, name: "重複" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("学年コード「2」は既に登録されています。");
  });

  it("refuses bad input with Japanese 400", async () => {
    const a = await tenant();
    for (const [body, message] of [
      [{ gradeCd: 100, name: "x" }, "学年コードは0〜99の整数で入力してください"],
      [{ gradeCd: 1.5, name: "x" }, "学年コードは0〜99の整数で入力してください"],
      [{ name: "x" }, "学年コードは0〜99の整数で入力してください"],
      [{ gradeCd: 9, name: "" }, "学年名を入力してください"],
      [{ gradeCd: 9, name: "長".repeat(51) }, "50文字以内"],
      [{ gradeCd: 9, name: "x", sortOrder: -1 }, "表示順は0〜9999の整数で入力してください"],
    ] as const) {
      const res = await call(a, "POST", BASE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await call(a, "PUT", `${BASE}/abc`, { name: "x", sortOrder: 1 })).statusCode).toBe(400);
  });

  it("renames and reorders a grade; its code stays; the change is audited", async () => {
    const a = await tenant();
    const res = await call(a, "PUT", `${BASE}/3`, { name: "3学年", sortOrder: 0 });
    expect(res.json().grade).toEqual({ gradeCd: 3, name: "3学年", sortOrder: 0, memberCount: 1 });
    await vi.waitFor(async () => {
      const rows = await t.database.db
        .select({ targetType: auditLog.targetType, targetId: auditLog.targetId })
        .from(auditLog)
        .where(
          and(eq(auditLog.tenantId, a.tenant.id), eq(auditLog.action, "PUT /app/api/v2/grades/:gradeCd")),
        );
      expect(rows).toEqual([{ targetType: "grade", targetId: "3" }]);
    });
    expect((await list(a))[0].gradeCd).toBe(3);
    expect((await call(a, "PUT", `${BASE}/9`, { name: "x", sortOrder: 1 })).statusCode).toBe(404);
  });

  it("deletes an unused grade, but not one members hold or a grade permission names (409)", async () => {
    const a = await tenant();
    const held = await call(a, "DELETE", `${BASE}/1`);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe("この学年には在籍者が2名いるため削除できません。");

    await call(a, "POST", BASE, { gradeCd: 5, name: "5年" });
    await assignPermission(
      t.database.db,
      { tenantId: a.tenant.id, loginUserId: a.viewer.id, organizationId: a.organization.id, processMode: 0 },
      { permissionSetId: a.sets.referenceOnly, referenceAuthority: 0, gradePermission: 5, scopes: [] },
    );
    const named = await call(a, "DELETE", `${BASE}/5`);
    expect(named.statusCode).toBe(409);
    expect(named.json().message).toContain("権限設定（学年権限）で使用されているため削除できません。");

    await call(a, "POST", BASE, { gradeCd: 6, name: "6年" });
    expect((await call(a, "DELETE", `${BASE}/6`)).statusCode).toBe(204);
    expect((await list(a)).some((g: { gradeCd: number }) => g.gradeCd === 6)).toBe(false);
    expect((await call(a, "DELETE", `${BASE}/6`)).statusCode).toBe(404);
  });

  it("keeps tenants apart (404) and a reference-only user to reading (403)", async () => {
    const a = await tenant();
    const b = await tenant();
    await call(b, "POST", BASE, { gradeCd: 42, name: "B専用" });
    expect((await call(a, "PUT", `${BASE}/42`, { name: "乗っ取り", sortOrder: 1 })).statusCode).toBe(404);
    expect((await call(a, "DELETE", `${BASE}/42`)).statusCode).toBe(404);
    expect((await list(a)).some((g: { gradeCd: number }) => g.gradeCd === 42)).toBe(false);
    expect((await list(b)).find((g: { gradeCd: number }) => g.gradeCd === 42)?.name).toBe("B専用");

    const viewer = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "viewer" });
    expect((await call(a, "GET", BASE, undefined, viewer)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ["POST", BASE, { gradeCd: 7, name: "x" }],
      ["PUT", `${BASE}/1`, { name: "x", sortOrder: 1 }],
      ["DELETE", `${BASE}/3`, undefined],
    ] as const)
      expect((await call(a, method, url, body, viewer)).statusCode, `${method} ${url}`).toBe(403);
  });
});
