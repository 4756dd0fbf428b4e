import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  apiHeaders,
  cookieFrom,
  createTestTenant,
  loginAs,
  TEST_PASSWORD,
  totpCodeFor,
} from "../../../test/auth-helpers";
import { useTestApp } from "../../../test/test-app";
import { loginAttempt } from "../sessions/sessions.tables";
import { loginUser } from "./login-user.tables";

describe("back-office login", () => {
  const t = useTestApp();
  const post = (url: string, payload: object, headers: Record<string, string> = apiHeaders) =>
    t.app.inject({ method: "POST", url, payload, headers });

  it("logs in with a password alone where two-step authentication is not required", async () => {
    const { tenant } = await createTestTenant(t.database.db);
    const res = await post("/app/api/v2/manage/login", {
      tenantCd: tenant.tenantCd,
      displayUserId: "admin",
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoStepType: 0, url: null });
    const cookie = res.cookies.find((c) => c.name === "gakumu_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    const me = await t.app.inject({
      url: "/app/api/v2/login/loginuser",
      headers: { cookie: cookieFrom(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      tenantCd: tenant.tenantCd,
      displayUserId: "admin",
      processMode: 0,
      totpEnabled: false,
    });
  });

  it("asks for TOTP set-up with a QR URI, refuses a wrong code and a replayed one", async () => {
    const { tenant } = await createTestTenant(t.database.db, { twoStep: true });
    const first = await post("/app/api/v2/manage/login", {
      tenantCd: tenant.tenantCd,
      displayUserId: "admin",
      password: TEST_PASSWORD,
    });
    expect(first.json().twoStepType).toBe(1);
    const url: string = first.json().url;
    expect(url).toMatch(/^otpauth:\/\/totp\//);
    const pending = cookieFrom(first);

    // A pending session is not a login: the gate still refuses it.
    expect(
      (await t.app.inject({ url: "/app/api/v2/login/loginuser", headers: { cookie: pending } })).statusCode,
    ).toBe(401);

    const wrong = await post(
      "/app/api/v2/manage/login/totp",
      { displayUserId: "admin", code: "000000" },
      { ...apiHeaders, cookie: pending },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("TOTP_CODE_INVALID");

    const code = await totpCodeFor(url);
    const ok = await post(
      "/app/api/v2/manage/login/totp",
      { displayUserId: "admin", code },
      { ...apiHeaders, cookie: pending },
    );
    expect(ok.statusCode).toBe(200);
    expect(cookieFrom(ok)).not.toBe(pending); // rotated at the privilege change
    expect(
      (await t.app.inject({ url: "/app/api/v2/login/loginuser", headers: { cookie: pending } })).statusCode,
    ).toBe(401);

    const again = await post("/app/api/v2/manage/login", {
      tenantCd: tenant.tenantCd,
      displayUserId: "admin",
      password: TEST_PASSWORD,
    });
    expect(again.json()).toEqual({ twoStepType: 1, url: null }); // already set up: no new QR
    const replay = await post(
      "/app/api/v2/manage/login/totp",
      { displayUserId: "admin", code },
      { ...apiHeaders, cookie: cookieFrom(again) },
    );
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe("TOTP_CODE_INVALID");
  });

  it("accepts one code once when it arrives from several password-step sessions at the same moment", async () => {
    const { tenant, admin } = await createTestTenant(t.database.db, { twoStep: true });
    const passwordStep = () =>
      post("/app/api/v2/manage/login", {
        tenantCd: tenant.tenantCd,
        displayUserId: "admin",
        password: TEST_PASSWORD,
      });
    const setup = await passwordStep();
    const url: string = setup.json().url;
    const setupCode = await totpCodeFor(url);
    const confirmed = await post(
      "/app/api/v2/manage/login/totp",
      { displayUserId: "admin", code: setupCode },
      { ...apiHeaders, cookie: cookieFrom(setup) },
    );
    expect(confirmed.statusCode).toBe(200);
    // Forget the step the set-up used, so the current code is fresh for every session below.
    await t.database.db.update(loginUser).set({ totpLastTimeStep: null }).where(eq(loginUser.id, admin.id));

    const pending: string[] = [];
    for (let i = 0; i < 5; i++) pending.push(cookieFrom(await passwordStep()));
    const code = await totpCodeFor(url);
    const results = await Promise.all(
      pending.map((cookie) =>
        post("/app/api/v2/manage/login/totp", { displayUserId: "admin", code }, { ...apiHeaders, cookie }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.json().code).toBe("TOTP_CODE_INVALID");
    }
  });

  it("answers a wrong password and an unknown id with the same message", async () => {
    const { tenant } = await createTestTenant(t.database.db);
    const wrong = await post("/app/api/v2/manage/login", {
      tenantCd: tenant.tenantCd,
      displayUserId: "admin",
      password: "Wrong-pass1",
    });
    const unknown = await post("/app/api/v2/manage/login", {
      tenantCd: tenant.tenantCd,
      displayUserId: "nobody",
      password: "Wrong-pass1",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe("ユーザーIDまたはパスワードが正しくありません。");
  });

  it("locks an id after five failures, existing or not, even for the right password", async () => {
    const { tenant } = await createTestTenant(t.database.db);
    for (const id of ["admin", "ghost"]) {
      for (let i = 0; i < 5; i++) {
        await post("/app/api/v2/manage/login", {
          tenantCd: tenant.tenantCd,
          displayUserId: id,
          password: "Wrong-pass1",
        });
      }
    }
    const locked = await post("/app/api/v2/manage/login", {
      tenantCd: tenant.tenantCd,
      displayUserId: "admin",
      password: TEST_PASSWORD,
    });
    const ghost = await post("/app/api/v2/manage/login", {
      tenantCd: tenant.tenantCd,
      displayUserId: "ghost",
      password: TEST_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("LOGIN_LOCKED");
    expect(ghost.json()).toEqual(locked.json());
  });

  it("checks at most five of many guesses sent at once, so the right one among them is refused", async () => {
    const { tenant } = await createTestTenant(t.database.db);
    const guess = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/app/api/v2/manage/login",
        payload: { tenantCd: tenant.tenantCd, displayUserId: "admin", password },
        headers: apiHeaders,
        // An address of its own: the flood must not lock this file's other logins by address.
        remoteAddress: "192.0.2.50",
      });
    const wrong = Array.from({ length: 50 }, (_, i) => guess(`Wrong-pass${i}`));
    const results = await Promise.all([...wrong, guess(TEST_PASSWORD)]);
    const right = results.at(-1)!;
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe("LOGIN_LOCKED");
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(46);
    const [checked] = await t.database.db
      .select({ n: count() })
      .from(loginAttempt)
      .where(and(eq(loginAttempt.tenantId, tenant.id), eq(loginAttempt.displayUserId, "admin")));
    expect(checked!.n).toBe(5);
    // The id stays locked for the right password sent alone afterwards.
    expect((await guess(TEST_PASSWORD)).json().code).toBe("LOGIN_LOCKED");
  });

  it("refuses a login post without the CSRF header and validates the body in Japanese", async () => {
    const noHeader = await t.app.inject({
      method: "POST",
      url: "/app/api/v2/manage/login",
      payload: { displayUserId: "a", password: "b" },
    });
    expect(noHeader.statusCode).toBe(403);
    const empty = await post("/app/api/v2/manage/login", { displayUserId: "", password: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("ユーザーIDを入力してください");
  });

  it("ends a session after the organisation's idle timeout", async () => {
    const { tenant } = await createTestTenant(t.database.db, {
      parameters: [{ category: "SESSION", type: "IDLE_TIMEOUT_MINUTES", value: "1" }],
    });
    const headers = await loginAs(t.app, { tenantCd: tenant.tenantCd, displayUserId: "admin" });
    expect(
      (await t.app.inject({ url: "/app/api/v2/login/loginuser", headers })).json().idleTimeoutMinutes,
    ).toBe(1);
    await t.database.db.execute(sql`update login_session set last_seen_at = now() - interval '2 minutes'`);
    const expired = await t.app.inject({ url: "/app/api/v2/login/loginuser", headers });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe("JSON_SESSION");
  });

  it("refuses requests from outside the organisation's allowed address ranges", async () => {
    const { tenant, organization } = await createTestTenant(t.database.db);
    const headers = await loginAs(t.app, { tenantCd: tenant.tenantCd, displayUserId: "admin" });
    await t.database.db.execute(
      sql`insert into organization_ip_range (tenant_id, organization_id, cidr) values (${tenant.id}, ${organization.id}, '10.0.0.0/8')`,
    );
    const refused = await t.app.inject({ url: "/app/api/v2/login/loginuser", headers });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("IP address not approval.");
    await t.database.db.execute(
      sql`insert into organization_ip_range (tenant_id, organization_id, cidr) values (${tenant.id}, ${organization.id}, '127.0.0.0/8')`,
    );
    expect((await t.app.inject({ url: "/app/api/v2/login/loginuser", headers })).statusCode).toBe(200);
  });

  it("logs out and forgets the session", async () => {
    const { tenant } = await createTestTenant(t.database.db);
    const headers = await loginAs(t.app, { tenantCd: tenant.tenantCd, displayUserId: "admin" });
    expect(
      (await t.app.inject({ method: "POST", url: "/app/api/v2/manage/logout", headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: "/app/api/v2/login/loginuser", headers })).statusCode).toBe(401);
  });

  it("keeps a user inside their tenant: another tenant's organisation is refused", async () => {
    const a = await createTestTenant(t.database.db);
    const b = await createTestTenant(t.database.db);
    const headers = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "admin" });
    const query = `systemCd=${b.organization.systemCd}&organizationCd=${b.organization.organizationCd}`;
    for (const url of [
      "/app/api/v2/login/organization",
      "/app/api/v2/organization/parameter",
      "/app/api/v2/system/member/importfield",
    ]) {
      expect((await t.app.inject({ url: `${url}?${query}`, headers })).statusCode).toBe(403);
    }
    const select = await t.app.inject({
      method: "POST",
      url: "/app/api/v2/login/select-process",
      headers,
      payload: {
        systemCd: b.organization.systemCd,
        organizationCd: b.organization.organizationCd,
        processMode: 0,
      },
    });
    expect(select.statusCode).toBe(403);
    const [user] = await t.database.db.select().from(loginUser).where(eq(loginUser.id, a.admin.id));
    expect(user!.tenantId).toBe(a.tenant.id);
  });

  it("refuses an anonymous caller on every route that is not public", async () => {
    for (const route of t.app.declaredRoutes()) {
      if (!route.access || "public" in route.access || route.url.includes("*")) continue;
      // Applicants' routes ask for a link or a form login instead (walked in route-guard.test.ts).
      if ("applicant" in route.access) continue;
      const url = route.url.replace(/:(\w+)/g, "1");
      const res = await t.app.inject({
        method: route.method as "GET",
        url,
        headers: apiHeaders,
        payload: route.method === "GET" ? undefined : {},
      });
      expect([401], `${route.method} ${route.url}`).toContain(res.statusCode);
    }
  });

  it("declares access on every API route", () => {
    const undeclared = t.app.declaredRoutes().filter((r) => !r.access);
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(t.app.declaredRoutes().length).toBeGreaterThan(5);
  });
});
