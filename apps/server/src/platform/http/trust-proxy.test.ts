import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, cookieFrom, createTestTenant, type TestTenant } from "../../../test/auth-helpers";
import { useTestApp } from "../../../test/test-app";
import { ConfigError, loadConfig } from "../../config";
import { ATTEMPT_OUTCOME, MAX_FAILURES_PER_IP, recordAttempt } from "../auth/login-attempts";
import { organizationIpRange } from "../sessions/sessions.tables";

// One load balancer at 10.0.0.5 in front of the app. It appends the address it saw to whatever
// X-Forwarded-For the client wrote, so the client controls every entry left of the last one.
const PROXY = "10.0.0.5";
const SCHOOL = "203.0.113.7";
const OUTSIDER = "198.51.100.9";
const viaProxy = (client: string, forged = SCHOOL) => ({
  remoteAddress: PROXY,
  headers: { "x-forwarded-for": `${forged}, ${client}` },
});

describe("client addresses behind a trusted proxy", () => {
  const t = useTestApp({ env: { TRUST_PROXY: "10.0.0.0/8" } });
  let tenant: TestTenant;
  let session: Record<string, string>;

  beforeAll(async () => {
    tenant = await createTestTenant(t.database.db);
    await t.database.db.insert(organizationIpRange).values({
      tenantId: tenant.tenant.id,
      organizationId: tenant.organization.id,
      cidr: "203.0.113.0/24",
    });
    // The outsider logs in through the proxy, claiming to be inside the school network.
    const login = await t.app.inject({
      method: "POST",
      url: "/app/api/v2/manage/login",
      ...viaProxy(OUTSIDER),
      headers: { ...apiHeaders, ...viaProxy(OUTSIDER).headers },
      payload: { tenantCd: tenant.tenant.tenantCd, displayUserId: "admin", password: "Gakumu-test1" },
    });
    expect(login.statusCode, login.body).toBe(200);
    session = { ...apiHeaders, cookie: cookieFrom(login) };
  });

  const me = (request: { remoteAddress: string; headers: Record<string, string> }) =>
    t.app.inject({
      url: "/app/api/v2/login/loginuser",
      remoteAddress: request.remoteAddress,
      headers: { ...session, ...request.headers },
    });

  it("checks the IP allow-list against the address the proxy saw, not a forged one", async () => {
    const forged = await me(viaProxy(OUTSIDER));
    expect(forged.json().code).toBe("IP_NOT_APPROVED");
    expect((await me(viaProxy(SCHOOL, "1.2.3.4"))).statusCode).toBe(200);
  });

  it("ignores X-Forwarded-For from a client that reaches the app directly", async () => {
    const direct = await me({ remoteAddress: OUTSIDER, headers: { "x-forwarded-for": SCHOOL } });
    expect(direct.json().code).toBe("IP_NOT_APPROVED");
  });

  it("records the real client address in the login history", async () => {
    const history = await t.app.inject({
      url: "/app/api/v2/security/login-history",
      ...viaProxy(SCHOOL),
      headers: { ...session, ...viaProxy(SCHOOL).headers },
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()[0]).toMatchObject({ ipAddress: OUTSIDER, result: "success" });
  });

  it("throttles logins by the real client address whatever the forged entries say", async () => {
    const client = "198.51.100.20";
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      await recordAttempt(t.database.db, {
        tenantId: tenant.tenant.id,
        displayUserId: `guess${i}`,
        loginUserId: null,
        step: "password",
        outcome: ATTEMPT_OUTCOME.FAILED,
        ip: client,
        userAgent: undefined,
      });
    }
    const attempt = await t.app.inject({
      method: "POST",
      url: "/app/api/v2/manage/login",
      remoteAddress: PROXY,
      headers: { ...apiHeaders, "x-forwarded-for": `192.0.2.${Math.floor(Math.random() * 250)}, ${client}` },
      payload: { tenantCd: tenant.tenant.tenantCd, displayUserId: "someone", password: "x" },
    });
    expect(attempt.json().code).toBe("LOGIN_LOCKED");
  });
});

describe("TRUST_PROXY", () => {
  const trustOf = (value?: string) =>
    loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;
  const problemOf = (value: string) => {
    try {
      trustOf(value);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`${value} was accepted`);
  };

  it("believes nobody by default or when turned off", () => {
    expect(trustOf()).toBe(false);
    expect(trustOf("false")).toBe(false);
    expect(trustOf("0")).toBe(false);
  });

  it("takes the proxies' addresses, CIDRs and named private ranges", () => {
    expect(trustOf("10.0.0.0/8, 127.0.0.1")).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    expect(trustOf("2001:db8::/32,loopback")).toEqual(["2001:db8::/32", "loopback"]);
  });

  it("refuses blanket trust and hop counts, which let a client choose its own address", () => {
    expect(problemOf("true")).toContain("TRUST_PROXY: true は使えません");
    expect(problemOf("1")).toContain("段数（1）は指定できません");
    expect(problemOf("0.0.0.0/0")).toContain("すべてのアドレスを信頼する指定");
  });

  it("names the entry it cannot read", () => {
    expect(problemOf("10.0.0.0/8,proxy.internal")).toContain(
      "「proxy.internal」は IP アドレスでも CIDR でもありません",
    );
    expect(problemOf("10.0.0.300")).toContain("「10.0.0.300」");
    expect(problemOf("10.0.0.0/33")).toContain("「10.0.0.0/33」");
    expect(problemOf("10.0.0.0/8,")).toContain("「」");
  });
});
