import { beforeAll, describe, expect, it } from "vitest";
import { createTestTenant, loginAs } from "../../../test/auth-helpers";
import { useTestApp } from "../../../test/test-app";

// The app behind a load balancer at 10.0.0.5 that ends TLS and says so in X-Forwarded-Proto.
const PROXY = "10.0.0.5";

describe("response headers that depend on the request", () => {
  const t = useTestApp({ env: { TRUST_PROXY: PROXY } });
  let session: Record<string, string>;

  beforeAll(async () => {
    const { tenant } = await createTestTenant(t.database.db);
    session = await loginAs(t.app, { tenantCd: tenant.tenantCd, displayUserId: "admin" });
  });

  it("keeps API answers out of every cache", async () => {
    const me = await t.app.inject({ url: "/app/api/v2/login/loginuser", headers: session });
    expect(me.statusCode).toBe(200);
    expect(me.headers["cache-control"]).toBe("no-store");
    // An encoded spelling reaches the same route and gets the same header.
    const encoded = await t.app.inject({ url: "/%61pp/api/v2/login/loginuser", headers: session });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers["cache-control"]).toBe("no-store");
    const formApi = await t.app.inject({ url: "/app/form-api/form-user/me" });
    expect(formApi.headers["cache-control"]).toBe("no-store");
    const refused = await t.app.inject({ url: "/app/api/v2/login/loginuser" });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });

  it("sends HSTS only over https", async () => {
    const plain = await t.app.inject({ url: "/healthz" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();

    const viaTls = await t.app.inject({
      url: "/healthz",
      remoteAddress: PROXY,
      headers: { "x-forwarded-proto": "https" },
    });
    expect(viaTls.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");

    // A client that reaches the app directly cannot claim https.
    const claimed = await t.app.inject({
      url: "/healthz",
      remoteAddress: "198.51.100.9",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
  });
});
