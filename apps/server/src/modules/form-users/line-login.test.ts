import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  createFormSchool,
  type FormSchool,
  PUBLIC_URL,
  useFormUserTestApp,
} from "../../../test/form-users/form-user-test-app";
import {
  authorizeAt,
  CookieJar,
  type LoopbackOidcProvider,
  startLoopbackOidcProvider,
} from "../../../test/form-users/loopback-oidc-provider";
import { auditLog } from "../../platform/audit/audit.tables";
import { organizationParameter } from "../../platform/tenancy/tenancy.tables";
import { formUser } from "./form-users.tables";
import { saveLineChannel } from "./line-channel";
import { LINE_CALLBACK_PATH, LINE_LOGIN_COOKIE } from "./line-login.routes";
import { LINE_MESSAGES } from "./line-login.service";

const URL_BASE = "/app/form-api/form-login/line/url";
const ME = "/app/form-api/form-user/me";
const hanako = { sub: "U4af4980629", name: "山田 花子", password: "line-pass-1" };
const taro = { sub: "U7c1d2e3f40", name: "佐藤 太郎", password: "line-pass-2" };

describe("LINE Login through OpenID Connect", () => {
  const t = useFormUserTestApp();
  let provider: LoopbackOidcProvider;
  let school: FormSchool;
  let unconfigured: FormSchool;

  beforeAll(async () => {
    provider = await startLoopbackOidcProvider({
      redirectUri: `${PUBLIC_URL}${LINE_CALLBACK_PATH}`,
      accounts: [hanako, taro],
    });
    school = await createFormSchool(t);
    unconfigured = await createFormSchool(t);
    await saveLineChannel(t.database.db, t.secretBox, school.organization, {
      channelId: provider.channelId,
      channelSecret: provider.channelSecret,
      issuer: provider.issuer,
    });
  });
  afterAll(async () => {
    await provider?.close();
  });

  /** The URL call of the login modal: the authorisation URL and the cookie binding it to this browser. */
  async function start(mode: "sign-in" | "sign-up", query = `?formId=${school.formId}`, s = school) {
    const res = await call(t, s, { method: "GET", url: `${URL_BASE}/${mode}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const bound = res.cookies.find((c) => c.name === LINE_LOGIN_COOKIE);
    return {
      url: res.json().url as string | null,
      cookie: bound ? `${LINE_LOGIN_COOKIE}=${bound.value}` : "",
      bound,
    };
  }

  /** The browser arriving back from the provider at the app's callback. */
  async function arrive(callbackUrl: string, cookie: string) {
    const back = new URL(callbackUrl);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}${LINE_CALLBACK_PATH}`);
    const res = await t.app.inject({
      url: `${back.pathname}${back.search}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(302);
    const session = res.cookies.find((c) => c.name === "gakumu_form_session");
    return {
      location: new URL(res.headers.location as string, PUBLIC_URL),
      cookie: session?.value ? `gakumu_form_session=${session.value}` : null,
    };
  }

  async function login(mode: "sign-in" | "sign-up", who: typeof hanako, query?: string) {
    const started = await start(mode, query);
    const callback = await authorizeAt(provider, started.url!, new CookieJar(), who);
    return arrive(callback, started.cookie);
  }

  it("offers no LINE button to a school without a channel", async () => {
    const res = await start("sign-in", "", unconfigured);
    expect(res.url).toBeNull();
    expect(res.bound).toBeUndefined();
  });

  it("keeps the channel secret sealed", async () => {
    const [stored] = await t.database.db
      .select()
      .from(organizationParameter)
      .where(
        and(
          eq(organizationParameter.organizationId, school.organization.id),
          eq(organizationParameter.parameterType, "CHANNEL_SECRET"),
        ),
      );
    expect(stored!.value).toMatch(/^v1\./);
    expect(stored!.value).not.toContain(provider.channelSecret);
  });

  it("asks with state, nonce and PKCE, kept on the server behind a short-lived cookie", async () => {
    const { url, bound } = await start("sign-in");
    const asked = new URL(url!);
    expect(asked.origin).toBe(provider.issuer);
    const params = Object.fromEntries(asked.searchParams);
    expect(params).toMatchObject({
      client_id: provider.channelId,
      response_type: "code",
      scope: "openid profile",
      redirect_uri: `${PUBLIC_URL}${LINE_CALLBACK_PATH}`,
      code_challenge_method: "S256",
    });
    expect(params.state).toBeTruthy();
    expect(params.nonce).toBeTruthy();
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(bound).toMatchObject({ httpOnly: true, sameSite: "Lax", maxAge: 600 });
  });

  it("registers a new LINE account with its display name and returns to the form, logged in", async () => {
    const { location, cookie } = await login("sign-up", hanako);
    expect(location.pathname).toBe(`/app/form-frontend/${school.formId}/answer`);
    expect(location.searchParams.get("lineLogin")).toBe("done");
    const me = await call(t, school, { method: "GET", url: ME, cookie: cookie! });
    expect(me.json()).toMatchObject({ loginId: null, lineDisplayName: "山田 花子" });
    const [row] = await t.database.db.select().from(formUser).where(eq(formUser.lineSubject, hanako.sub));
    expect(row).toMatchObject({
      organizationId: school.organization.id,
      lineDisplayName: "山田 花子",
      passwordHash: null,
    });
    const [trail] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "form-user.line-sign-up"));
    expect(trail!.targetId).toBe(String(row!.id));
  });

  it("signs the same LINE account in again (linked by sub) and takes the current display name", async () => {
    const first = await login("sign-in", taro);
    const firstId = (await call(t, school, { method: "GET", url: ME, cookie: first.cookie! })).json()
      .formUserId;
    provider.accounts.set(taro.sub, { ...taro, name: "佐藤 太郎（たろう）" });
    const again = await login("sign-in", taro, "");
    expect(again.location.pathname).toBe(`/app/form-frontend/mypage/${school.accessKey}`);
    const me = (await call(t, school, { method: "GET", url: ME, cookie: again.cookie! })).json();
    expect(me).toMatchObject({ formUserId: firstId, lineDisplayName: "佐藤 太郎（たろう）" });
    expect(
      await t.database.db.select().from(formUser).where(eq(formUser.lineSubject, taro.sub)),
    ).toHaveLength(1);
  });

  it("returns with a Japanese message when the person cancels at LINE", async () => {
    const started = await start("sign-in");
    const callback = await authorizeAt(provider, started.url!, new CookieJar(), "cancel");
    const { location, cookie } = await arrive(callback, started.cookie);
    expect(location.pathname).toBe(`/app/form-frontend/${school.formId}/answer`);
    expect(location.searchParams.get("lineLoginError")).toBe(LINE_MESSAGES.cancelled);
    expect(cookie).toBeNull();
  });

  it("refuses a callback from another browser, a forged state, and a replayed code", async () => {
    const started = await start("sign-in");
    const callback = await authorizeAt(provider, started.url!, new CookieJar(), hanako);

    const elsewhere = await arrive(callback, "");
    expect(elsewhere.location.pathname).toBe("/app/form-frontend/mypage");
    expect(elsewhere.location.searchParams.get("lineLoginError")).toBe(LINE_MESSAGES.expired);

    const forged = new URL(callback);
    forged.searchParams.set("state", "forged-state");
    const tampered = await arrive(forged.href, started.cookie);
    expect(tampered.location.searchParams.get("lineLoginError")).toBe(LINE_MESSAGES.failed);
    expect(tampered.cookie).toBeNull();

    // The pending login was spent by the forged attempt: the genuine answer cannot be used after it.
    const replay = await arrive(callback, started.cookie);
    expect(replay.location.searchParams.get("lineLoginError")).toBe(LINE_MESSAGES.expired);
  });

  it("refuses a form id that is not the link's form", async () => {
    const res = await call(t, school, {
      method: "GET",
      url: `${URL_BASE}/sign-in?formId=${school.formId + 1000}`,
    });
    expect(res.statusCode).toBe(404);
    const noKey = await t.app.inject({ url: `${URL_BASE}/sign-in` });
    expect(noKey.json().code).toBe("FORM_ACCESS_KEY_IS_NOT_SET");
  });
});
