import { describe, expect, it } from "vitest";
import { loginAs } from "../../../test/auth-helpers";
import { createPermissionTenant } from "../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../test/test-app";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Walks every registered menu route: a reference-only user may not call any that writes, and a user
 * of another tenant gets nothing from any of them. Ids in paths are the other tenant's, so a route
 * that forgot its tenant filter would show up here as a 2xx.
 */
describe("every menu route", () => {
  const t = useTestApp();

  it("refuses a reference-only caller every mutation", async () => {
    const school = await createPermissionTenant(t.database.db);
    const viewer = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "viewer" });
    const writes = t.app
      .declaredRoutes()
      .filter((r) => r.access && "menu" in r.access && WRITE_METHODS.has(r.method));
    expect(writes.length).toBeGreaterThan(5);
    for (const route of writes) {
      if (route.access && "menu" in route.access && route.access.write === false) continue;
      const url = route.url.replace(/:(\w+)/g, "1");
      const res = await t.app.inject({ method: route.method as "POST", url, headers: viewer, payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it("gives a caller from another tenant nothing of this tenant's", async () => {
    const school = await createPermissionTenant(t.database.db);
    const other = await createPermissionTenant(t.database.db);
    const intruder = await loginAs(t.app, { tenantCd: other.tenant.tenantCd, displayUserId: "admin" });
    const ids = { id: String(school.admin.id), jobId: "00000000-0000-0000-0000-000000000000" };
    for (const route of t.app.declaredRoutes()) {
      if (!route.access || !("menu" in route.access) || !/:\w+/.test(route.url)) continue;
      const url = route.url.replace(
        /:(\w+)/g,
        (_, name: string) => ids[name as keyof typeof ids] ?? String(school.admin.id),
      );
      const res = await t.app.inject({
        method: route.method as "GET",
        url,
        headers: intruder,
        payload: route.method === "GET" ? undefined : {},
      });
      expect([400, 403, 404], `${route.method} ${route.url} → ${res.statusCode}`).toContain(res.statusCode);
    }
  });
});
