import { describe, expect, it } from "vitest";
import { loginAs } from "../../../test/auth-helpers";
import { createPermissionTenant } from "../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../test/test-app";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Walks every registered menu route: a reference-only user may not call any that writes. (Another
 * tenant's calls with this tenant's real ids are walked in tenant-isolation.test.ts.)
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
});
