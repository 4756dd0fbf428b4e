import { describe, expect, it } from "vitest";
import { createTestUser, loginAs } from "../../../test/auth-helpers";
import { useTestApp } from "../../../test/test-app";
import { createTreeTenant } from "./hierarchy-fixtures.testing";

const URL = "/app/api/v2/scope-master";

describe("scope master API", () => {
  const t = useTestApp();

  it("gives grades, the hierarchy in tree order with disabled flags, and the organisation's users", async () => {
    const a = await createTreeTenant(t.app, t.database.db);
    const b = await createTreeTenant(t.app, t.database.db);
    await createTestUser(t.database.db, a.tenant, a.organization, "clerk");
    await t.app.inject({
      method: "PUT",
      url: "/app/api/v2/hierarchy/nodes/K1/disabled",
      headers: a.adminHeaders,
      payload: { disabled: true },
    });

    // Any logged-in user may read it: the viewer holds no write authority anywhere.
    const viewer = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "viewer" });
    const res = await t.app.inject({ method: "GET", url: URL, headers: viewer });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.grades).toEqual([
      { gradeCd: 1, name: "1年", sortOrder: 1 },
      { gradeCd: 2, name: "2年", sortOrder: 2 },
      { gradeCd: 3, name: "3年", sortOrder: 3 },
    ]);
    expect(body.divisions.map((d: { divisionCd: string }) => d.divisionCd)).toEqual([
      "D1",
      "C1",
      "G1",
      "K1",
      "H1",
      "K2",
      "C2",
      "D2",
    ]);
    expect(body.divisions[3]).toEqual({
      divisionCd: "K1",
      parentDivisionCd: "G1",
      depth: 4,
      name: "1組",
      sortOrder: 1,
      disabled: true,
    });
    expect(body.divisions.filter((d: { disabled: boolean }) => d.disabled).length).toBe(2);
    expect(body.loginUsers).toEqual([
      { loginUserId: a.admin.id, displayUserId: "admin", name: "テスト admin" },
      { loginUserId: expect.any(Number), displayUserId: "clerk", name: "テスト clerk" },
      { loginUserId: a.viewer.id, displayUserId: "viewer", name: "テスト viewer" },
    ]);
    expect(body.loginUsers.some((u: { loginUserId: number }) => u.loginUserId === b.admin.id)).toBe(false);
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "GET", url: URL, headers: { "x-requested-by": "gakumu" } });
    expect(res.statusCode).toBe(401);
  });
});
