import { describe, expect, it } from "vitest";
import { apiHeaders, loginAs } from "../../../test/auth-helpers";
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

const APPLICANT_PREFIXES = ["/app/form-api/", "/app/form-login/"];
/** The applicant routes that need neither a link nor a login: leaving, and LINE coming back. */
const TRULY_PUBLIC = ["POST /app/form-api/logout", "GET /app/form-api/form-login/line/callback"];

describe("every applicant route", () => {
  const t = useTestApp();
  const applicantRoutes = () =>
    t.app
      .declaredRoutes()
      .filter((r) => APPLICANT_PREFIXES.some((p) => r.url.startsWith(p)) && r.method !== "HEAD");
  const call = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: route.method as "POST",
      url: route.url.replace(/:(\w+)/g, "1"),
      headers: { ...apiHeaders, ...headers },
      payload: route.method === "GET" ? undefined : {},
    });

  it("declares how the applicant reaches it, and only leaving and LINE's callback are public", () => {
    const routes = applicantRoutes();
    expect(routes.length).toBeGreaterThan(15);
    const undeclared = routes.filter((r) => !r.access || !("applicant" in r.access || "public" in r.access));
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const open = routes.filter((r) => r.access && "public" in r.access).map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...TRULY_PUBLIC].sort());
  });

  it("refuses at the gate, with the spec's codes, a caller without the key or the login it declares", async () => {
    const kinds = new Map<string, { method: string; url: string }[]>();
    for (const route of applicantRoutes()) {
      if (!route.access || !("applicant" in route.access)) continue;
      kinds.set(route.access.applicant, [...(kinds.get(route.access.applicant) ?? []), route]);
    }
    expect([...kinds.keys()].sort()).toEqual(["access-key", "access-key-or-form-user", "form-user"]);
    for (const route of kinds.get("access-key")!) {
      const res = await call(route);
      expect(res.json().code, `${route.method} ${route.url}`).toBe("FORM_ACCESS_KEY_IS_NOT_SET");
    }
    // Without a key the login is what is missing.
    for (const route of [...kinds.get("form-user")!, ...kinds.get("access-key-or-form-user")!]) {
      const res = await call(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().code).toBe("UNAUTHENTICATED");
    }
    // A malformed key is refused as such before any handler runs (and before the body is read).
    const submit = kinds.get("access-key")!.find((r) => r.url.endsWith("/submit"))!;
    const bad = await call(submit, { "x-access-key": "not a key" });
    expect(bad.json().code).toBe("FORM_ACCESS_KEY_IS_NOT_VALID");
  });
});
