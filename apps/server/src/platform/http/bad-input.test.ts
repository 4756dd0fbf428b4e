import { NonLoginAccessKeyDataType } from "@gakumu/domain";
import { describe, expect, it } from "vitest";
import { apiHeaders, loginAs } from "../../../test/auth-helpers";
import { createForm, issueKey, publish } from "../../../test/forms/form-test-kit";
import { type SampleRequest, sampleRequests, urlOf } from "../../../test/http/request-samples";
import { createPermissionTenant, type PermissionTenant } from "../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../test/test-app";
import { createFormUserSession, FORM_SESSION_COOKIE } from "../../modules/form-users/form-user-session";
import { formUser } from "../../modules/form-users/form-users.tables";
import { member } from "../../modules/members/members.tables";
import { issueAccessKey } from "../access-keys/non-login-access-keys";
import { UNSTORABLE_TEXT_MESSAGE } from "./input-text";

const NUL = "山田\u0000太郎";
const LONE_SURROGATE = "山田\ud800太郎";
const READS = new Set(["GET", "HEAD"]);

/** The route's own body with `text` in every string, plus a key it does not know carrying `text`. */
function badBody(sample: SampleRequest, text: string): unknown {
  const body = sample.hasJsonBody ? sample.body : {};
  return body && typeof body === "object" && !Array.isArray(body) ? { ...body, note: text } : body;
}

/**
 * Text PostgreSQL cannot store (a NUL; a lone surrogate, which no UTF-8 can carry) must be refused
 * with a 400 on every route, wherever it sits in the request — never reach the database as a 500.
 * Every route the access gate knows is called as a system administrator, with a request built from
 * its own schema so that the bad text sits where the route really reads strings.
 */
describe("text the database cannot store", () => {
  const t = useTestApp();

  function requestsFor(text: string): SampleRequest[] {
    const documented = new Map(sampleRequests(t.app, text).map((s) => [`${s.method} ${s.route}`, s]));
    // HEAD answers carry no body to read the message from; the GET beside each is walked.
    return t.app
      .declaredRoutes()
      .filter((r) => r.method !== "HEAD")
      .map(
        (r) =>
          documented.get(`${r.method} ${r.url}`) ?? {
            method: r.method,
            route: r.url,
            params: Object.fromEntries([...r.url.matchAll(/:(\w+)/g)].map((m) => [m[1], text])),
            query: {},
            body: undefined,
            hasJsonBody: false,
          },
      );
  }

  /**
   * A link of a published form and a logged-in form user of its school: the gate resolves them
   * before an applicant route reads its input.
   */
  let applicant: Record<string, string> = {};
  async function openLink(school: PermissionTenant, admin: Record<string, string>) {
    const form = await publish(t.app, admin, await createForm(t.app, admin));
    const { accessKeyValue } = await issueKey(t.app, admin, form.formId);
    const [user] = await t.database.db
      .insert(formUser)
      .values({
        tenantId: school.tenant.id,
        organizationId: school.organization.id,
        loginId: "nul@example.com",
      })
      .returning();
    const token = await createFormUserSession(
      t.database.db,
      { tenantId: school.tenant.id, organizationId: school.organization.id, formUserId: user!.id },
      { ip: "127.0.0.1", userAgent: undefined },
    );
    applicant = { "x-access-key": accessKeyValue, cookie: `${FORM_SESSION_COOKIE}=${token}` };
    memberSession = await logInMember(school);
  }

  /** A member of the school logged in to the member app (its routes resolve the member at the gate). */
  let memberSession: Record<string, string> = {};
  async function logInMember(school: PermissionTenant): Promise<Record<string, string>> {
    const [row] = await t.database.db
      .insert(member)
      .values({
        tenantId: school.tenant.id,
        organizationId: school.organization.id,
        memberId: "NUL-MEMBER",
        name: "生徒 NUL",
      })
      .returning({ id: member.id });
    const key = await issueAccessKey(t.database.db, {
      tenantId: school.tenant.id,
      dataType: NonLoginAccessKeyDataType.LOGIN_QR,
      memberId: row!.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/app/api/member-app/auth/qr-login",
      headers: apiHeaders,
      payload: { token: key.token, password: "Sakura-2026", passwordConfirm: "Sakura-2026" },
    });
    const cookie = res.cookies.find((c) => c.name === "gakumu_member");
    if (!cookie) throw new Error(`member login failed: ${res.statusCode} ${res.body}`);
    return { cookie: `gakumu_member=${cookie.value}` };
  }
  const withApplicant = (headers: Record<string, string>) => ({
    ...headers,
    ...applicant,
    cookie: [headers.cookie, applicant.cookie].filter(Boolean).join("; "),
  });
  const applicantRoute = (url: string) =>
    url.startsWith("/app/form-api/") || url.startsWith("/app/form-login/");
  const memberRoute = (url: string) => url.startsWith("/app/api/member-app/");
  const headersFor = (url: string, headers: Record<string, string>) =>
    applicantRoute(url)
      ? withApplicant(headers)
      : memberRoute(url)
        ? { ...headers, cookie: [headers.cookie, memberSession.cookie].filter(Boolean).join("; ") }
        : headers;

  async function expectRefused(
    headers: Record<string, string>,
    request: { method: string; url: string; payload?: unknown },
    what: string,
  ) {
    const res = await t.app.inject({
      method: request.method as "POST",
      url: request.url,
      headers: headersFor(request.url, headers),
      ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    });
    expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(400);
    expect(res.json().message, what).toContain(UNSTORABLE_TEXT_MESSAGE);
  }

  it("refuses a NUL in the body, the query or a path parameter of every route", async () => {
    const school = await createPermissionTenant(t.database.db);
    const admin = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
    await openLink(school, admin);
    const clean = new Map(requestsFor("テスト").map((s) => [`${s.method} ${s.route}`, s]));
    const routes = requestsFor(NUL);
    expect(routes.length).toBeGreaterThan(100);
    for (const bad of routes) {
      const ok = clean.get(`${bad.method} ${bad.route}`) as SampleRequest;
      const name = `${bad.method} ${bad.route}`;
      const payload = READS.has(bad.method) ? undefined : ok.hasJsonBody ? ok.body : {};
      // In the query: every string the route reads, and one it does not know.
      await expectRefused(
        admin,
        { method: bad.method, url: urlOf({ ...ok, query: { ...bad.query, note: NUL } }), payload },
        `query of ${name}`,
      );
      if (Object.keys(bad.params).length > 0) {
        await expectRefused(
          admin,
          // Every parameter, numeric ones too: the text check comes before any schema.
          {
            method: bad.method,
            url: urlOf({ ...ok, params: Object.fromEntries(Object.keys(bad.params).map((k) => [k, NUL])) }),
            payload,
          },
          `params of ${name}`,
        );
      }
      if (!READS.has(bad.method)) {
        await expectRefused(
          admin,
          { method: bad.method, url: urlOf(ok), payload: badBody(bad, NUL) },
          `body of ${name}`,
        );
      }
    }
  }, 240_000);

  it("refuses a lone surrogate in the JSON body of every route that takes one", async () => {
    const school = await createPermissionTenant(t.database.db);
    const admin = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
    await openLink(school, admin);
    const clean = new Map(requestsFor("テスト").map((s) => [`${s.method} ${s.route}`, s]));
    const writes = requestsFor(LONE_SURROGATE).filter((s) => !READS.has(s.method));
    expect(writes.length).toBeGreaterThan(50);
    for (const bad of writes) {
      const ok = clean.get(`${bad.method} ${bad.route}`) as SampleRequest;
      await expectRefused(
        admin,
        { method: bad.method, url: urlOf(ok), payload: badBody(bad, LONE_SURROGATE) },
        `body of ${bad.method} ${bad.route}`,
      );
    }
    // Half a pair the other way round, and in an object key rather than a value.
    await expectRefused(
      admin,
      { method: "POST", url: "/app/api/v2/manage/login", payload: { "\udc00": "x" } },
      "key of the login body",
    );
  }, 240_000);

  it("refuses an integer beyond int4 and an impossible date with 400 and a message naming the field", async () => {
    const school = await createPermissionTenant(t.database.db);
    const admin = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
    // Refused by the route's schema (the shared domain bounds), before any query: the message names
    // the field, instead of the database's generic refusal or a 500.
    const cases: [method: "GET" | "DELETE", url: string, field: string][] = [
      ["DELETE", "/app/api/v2/form/1?version=2147483648", "版番号"],
      ["DELETE", "/app/api/v2/form/1?version=0", "版番号"],
      ["GET", "/app/api/v2/form/2147483648", "フォーム"],
      ["DELETE", "/app/api/v2/form/2147483648?version=1", "フォーム"],
      ["GET", "/app/api/v2/form/1/answers?submittedFrom=9999-99-99", "送信日（から）"],
      ["GET", "/app/api/v2/form/1/answers?submittedTo=2025-02-30", "送信日（まで）"],
      ["GET", "/app/api/v2/form/1/answers?page=2147483648", "ページ"],
      ["GET", "/app/api/v2/login-user?page=2147483648", "ページ"],
    ];
    for (const [method, url, field] of cases) {
      const res = await t.app.inject({ method, url, headers: admin });
      expect(res.statusCode, `${method} ${url} → ${res.body}`).toBe(400);
      expect(res.json(), `${method} ${url}`).toMatchObject({ code: "VALIDATION_ERROR" });
      expect(res.json().message, `${method} ${url}`).toContain(field);
    }
  });

  it("refuses bad text in the unauthenticated login with the message, not a 500", async () => {
    const school = await createPermissionTenant(t.database.db);
    const login = { tenantCd: school.tenant.tenantCd, displayUserId: "admin", password: "Gakumu-test1" };
    for (const body of [
      { ...login, displayUserId: `admin${"\u0000"}` },
      { ...login, tenantCd: NUL },
      { ...login, password: LONE_SURROGATE },
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/app/api/v2/manage/login",
        headers: apiHeaders,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR" });
      expect(res.json().message).toContain(UNSTORABLE_TEXT_MESSAGE);
    }
    // A header the login keeps (the browser's name goes into the login history).
    const res = await t.app.inject({
      method: "POST",
      url: "/app/api/v2/manage/login",
      headers: { ...apiHeaders, "user-agent": `Mozilla${"\u0000"}` },
      payload: login,
    });
    expect(res.statusCode, res.body).toBe(400);
    // And the real login still works afterwards.
    const ok = await t.app.inject({
      method: "POST",
      url: "/app/api/v2/manage/login",
      headers: apiHeaders,
      payload: login,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
