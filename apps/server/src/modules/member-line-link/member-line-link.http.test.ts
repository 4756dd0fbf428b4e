import { NonLoginAccessKeyDataType } from "@gakumu/domain";
import { MEMBER_LINE_CALLBACK_PATH } from "@gakumu/domain/member-line/member-line-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders } from "../../../test/auth-helpers";
import {
  authorizeAt,
  CookieJar,
  type LoopbackOidcProvider,
  startLoopbackOidcProvider,
} from "../../../test/form-users/loopback-oidc-provider";
import { type LineApiStandIn, startLineApiStandIn } from "../../../test/loopback/line-api-stand-in";
import { useTestApp } from "../../../test/test-app";
import { issueAccessKey } from "../../platform/access-keys/non-login-access-keys";
import { createSecretBox } from "../../platform/auth/secret-box";
import { saveLineChannel } from "../form-users/line-channel";
import {
  addMembers,
  createMemberSchool,
  idOf,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { MEMBER_LINE_COOKIE } from "./member-line-link.routes";
import { MEMBER_LINE_MESSAGES } from "./member-line-link.service";

const API = "/app/api/member-app";
const LINK = `${API}/line`;
const PUBLIC_URL = "https://gakumu.example";
const PASSWORD = "Sakura-2026";
const hanako = { sub: "U4af4980629aaaaaaaaaaaaaaaaaaaaaa", name: "山田 花子", password: "line-pass-1" };

describe("the member app's LINE link", () => {
  let provider: LoopbackOidcProvider;
  let line: LineApiStandIn;
  const env: Record<string, string> = { PUBLIC_URL };
  beforeAll(async () => {
    provider = await startLoopbackOidcProvider({
      redirectUri: `${PUBLIC_URL}${MEMBER_LINE_CALLBACK_PATH}`,
      accounts: [hanako],
    });
    line = await startLineApiStandIn();
    env.LINE_API_URL = line.url;
  });
  afterAll(async () => {
    await provider?.close();
    await line?.close();
  });
  const t = useTestApp({ env });
  let school: MemberSchool;
  let other: MemberSchool;
  const id: Record<string, number> = {};
  const cookie: Record<string, string> = {};

  async function loginMember(schoolOf: MemberSchool, code: string): Promise<string> {
    const key = await issueAccessKey(t.database.db, {
      tenantId: schoolOf.tenant.id,
      dataType: NonLoginAccessKeyDataType.LOGIN_QR,
      memberId: id[code]!,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const res = await t.app.inject({
      method: "POST",
      url: `${API}/auth/qr-login`,
      headers: apiHeaders,
      payload: { token: key.token, password: PASSWORD, passwordConfirm: PASSWORD },
      remoteAddress: `192.0.2.${id[code]! % 250}`,
    });
    const set = res.cookies.find((c) => c.name === "gakumu_member");
    if (!set) throw new Error(`member login failed: ${res.statusCode} ${res.body}`);
    return `gakumu_member=${set.value}`;
  }

  const as = (who: string | null, method: "GET" | "POST" | "DELETE", url = LINK) =>
    t.app.inject({ method, url, headers: { ...apiHeaders, ...(who ? { cookie: cookie[who] } : {}) } });

  /** 「LINEと連携する」: the LINE Login URL and the cookie binding the callback to this browser. */
  async function start(who: string) {
    const res = await as(who, "POST");
    expect(res.statusCode, res.body).toBe(200);
    const bound = res.cookies.find((c) => c.name === MEMBER_LINE_COOKIE);
    return { url: res.json().url as string, cookie: `${MEMBER_LINE_COOKIE}=${bound!.value}`, bound: bound! };
  }

  /** The browser arriving back from LINE at the callback; where it is sent next. */
  async function arrive(callbackUrl: string, bindingCookie: string | null) {
    const back = new URL(callbackUrl);
    const res = await t.app.inject({
      url: `${back.pathname}${back.search}`,
      headers: bindingCookie ? { cookie: bindingCookie } : {},
    });
    expect(res.statusCode).toBe(302);
    return new URL(res.headers.location as string, PUBLIC_URL);
  }

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    other = await createMemberSchool(db);
    await addMembers(db, [memberRow(school, "A1"), memberRow(school, "A2")]);
    await addMembers(db, [memberRow(other, "X1")]);
    for (const code of ["A1", "A2"]) id[code] = await idOf(db, school.organization.id, code);
    id.X1 = await idOf(db, other.organization.id, "X1");
    // The app seals with the test app's key (test/test-app.ts).
    await saveLineChannel(db, createSecretBox(Buffer.alloc(32, 7)), school.organization, {
      channelId: provider.channelId,
      channelSecret: provider.channelSecret,
      issuer: provider.issuer,
    });
    cookie.A1 = await loginMember(school, "A1");
    cookie.A2 = await loginMember(school, "A2");
    cookie.X1 = await loginMember(other, "X1");
  }, 120_000);

  it("asks LINE with state, nonce and PKCE behind a short-lived cookie, and links the member's LINE account", async () => {
    expect((await as("A1", "GET")).json()).toEqual({
      available: true,
      linked: false,
      displayName: null,
      linkedAt: null,
      messagingEnabled: false,
    });
    const started = await start("A1");
    const asked = new URL(started.url);
    expect(asked.origin).toBe(provider.issuer);
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      client_id: provider.channelId,
      redirect_uri: `${PUBLIC_URL}${MEMBER_LINE_CALLBACK_PATH}`,
      scope: "openid profile",
      code_challenge_method: "S256",
      bot_prompt: "aggressive",
    });
    expect(asked.searchParams.get("state")).toBeTruthy();
    expect(asked.searchParams.get("nonce")).toBeTruthy();
    expect(started.bound).toMatchObject({ httpOnly: true, sameSite: "Lax", path: MEMBER_LINE_CALLBACK_PATH });

    const callback = await authorizeAt(provider, started.url, new CookieJar(), hanako);
    const location = await arrive(callback, started.cookie);
    expect(location.pathname).toBe("/app/member/settings");
    expect(location.searchParams.get("line")).toBe("linked");
    const state = (await as("A1", "GET")).json();
    expect(state).toMatchObject({ linked: true, displayName: "山田 花子", messagingEnabled: false });
    const { rows } = await t.database.executeSql(
      "select tenant_id, organization_id, line_user_id from member_line_link where member_id = $1",
      [id.A1],
    );
    expect(rows).toEqual([
      { tenant_id: school.tenant.id, organization_id: school.organization.id, line_user_id: hanako.sub },
    ]);

    // LINE becomes a channel once the organisation's official account sends.
    const channels = () => t.delivery.memberChannels(school.tenant.id, [id.A1!]);
    expect((await channels()).get(id.A1!)?.line).toBe(false);
    await t.delivery.saveLineOrganization(
      { tenantId: school.tenant.id, organizationId: school.organization.id },
      { channelAccessToken: line.token, enabled: true },
    );
    expect((await channels()).get(id.A1!)?.line).toBe(true);
    expect((await as("A1", "GET")).json().messagingEnabled).toBe(true);

    // The binding cookie works once.
    const again = await arrive(callback, started.cookie);
    expect(again.searchParams.get("lineError")).toBe(MEMBER_LINE_MESSAGES.expired);

    const unlinked = await as("A1", "DELETE");
    expect(unlinked.json()).toMatchObject({ linked: false, displayName: null });
    expect((await channels()).get(id.A1!)?.line).toBe(false);
  });

  it("links nothing when the state, the cookie or the member's consent is missing", async () => {
    const started = await start("A2");
    const callback = await authorizeAt(provider, started.url, new CookieJar(), hanako);
    const forged = new URL(callback);
    forged.searchParams.set("state", "forged-state");
    expect((await arrive(forged.href, started.cookie)).searchParams.get("lineError")).toBe(
      MEMBER_LINE_MESSAGES.failed,
    );
    const second = await start("A2");
    const noCookie = await authorizeAt(provider, second.url, new CookieJar(), hanako);
    expect((await arrive(noCookie, null)).searchParams.get("lineError")).toBe(MEMBER_LINE_MESSAGES.expired);
    const third = await start("A2");
    const cancelled = await authorizeAt(provider, third.url, new CookieJar(), "cancel");
    expect((await arrive(cancelled, third.cookie)).searchParams.get("lineError")).toBe(
      MEMBER_LINE_MESSAGES.cancelled,
    );
    expect((await as("A2", "GET")).json().linked).toBe(false);
  });

  it("keeps to the member's own school and link", async () => {
    // A1 links; another school's member neither sees nor removes it, and their school has no LINE.
    const started = await start("A1");
    await arrive(await authorizeAt(provider, started.url, new CookieJar(), hanako), started.cookie);
    expect((await as("X1", "GET")).json()).toMatchObject({ available: false, linked: false });
    const refused = await as("X1", "POST");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MEMBER_LINE_MESSAGES.unavailable);
    expect((await as("X1", "DELETE")).statusCode).toBe(200);
    expect((await as("A1", "GET")).json().linked).toBe(true);
    expect((await t.delivery.memberChannels(other.tenant.id, [id.A1!])).size).toBe(0);
    expect((await as(null, "GET")).statusCode).toBe(401);
    expect((await as(null, "POST")).statusCode).toBe(401);
  });
});
