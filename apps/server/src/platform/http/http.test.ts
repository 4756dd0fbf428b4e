import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";

describe("platform HTTP", () => {
  const t = useTestApp();

  it("answers health and readiness", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers["x-request-id"]).toBeTruthy();
  });

  it("refuses a mutation without the X-Requested-By header", async () => {
    const res = await t.app.inject({ method: "POST", url: "/app/api/anything", payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("CSRF_HEADER_MISSING");
  });

  it("refuses a mutation without the header whatever spelling of the path reaches the route", async () => {
    // /%61pp/api/… is routed to /app/api/… (the router decodes the path), so the check cannot look at
    // the raw URL. The login route is a real mutation every client can reach.
    for (const url of [
      "/%61pp/api/v2/manage/login",
      "/app/%61pi/v2/manage/login",
      "//app/api/v2/manage/login",
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url,
        payload: { tenantCd: "none", displayUserId: "admin", password: "x" },
      });
      expect(res.json().code, url).toBe("CSRF_HEADER_MISSING");
    }
    const withHeader = await t.app.inject({
      method: "POST",
      url: "/%61pp/api/v2/manage/login",
      headers: { "x-requested-by": "test" },
      payload: { tenantCd: "none", displayUserId: "admin", password: "x" },
    });
    expect(withHeader.json().code).toBe("LOGIN_FAILED");
  });

  it("answers an unknown API path with a Japanese JSON 404", async () => {
    const res = await t.app.inject({ url: "/app/api/nope", headers: { "x-requested-by": "test" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "NOT_FOUND", message: "リクエストURLが存在しません。" });
  });

  it("sends security headers with a content security policy", async () => {
    const res = await t.app.inject({ url: "/healthz" });
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves the OpenAPI document generated from the route schemas", async () => {
    const res = await t.app.inject({ url: "/app/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    expect(res.json().info.title).toBe("学務 API");
  });

  it("keeps tables reachable after migration", async () => {
    const { rows } = await t.database.executeSql("select count(*)::int as n from tenant");
    expect(rows).toEqual([{ n: 0 }]);
  });
});
