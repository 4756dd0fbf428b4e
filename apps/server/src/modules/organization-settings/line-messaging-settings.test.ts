import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, loginAs } from "../../../test/auth-helpers";
import { type LineApiStandIn, startLineApiStandIn } from "../../../test/loopback/line-api-stand-in";
import { createPermissionTenant, type PermissionTenant } from "../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../test/test-app";

const URL = "/app/api/v2/organization-setting/line-messaging";

describe("organization setting: LINE official account (Messaging API)", () => {
  let line: LineApiStandIn;
  const env: Record<string, string> = { PUBLIC_URL: "https://gakumu.example" };
  beforeAll(async () => {
    line = await startLineApiStandIn();
    env.LINE_API_URL = line.url;
  });
  afterAll(() => line?.close());
  const t = useTestApp({ env });
  let a: PermissionTenant;
  let b: PermissionTenant;
  let admin: Record<string, string>;
  let viewer: Record<string, string>;
  let otherAdmin: Record<string, string>;

  beforeAll(async () => {
    a = await createPermissionTenant(t.database.db);
    b = await createPermissionTenant(t.database.db);
    admin = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "admin" });
    viewer = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "viewer" });
    otherAdmin = await loginAs(t.app, { tenantCd: b.tenant.tenantCd, displayUserId: "admin" });
  });

  const get = (headers = admin) => t.app.inject({ method: "GET", url: URL, headers });
  const put = (payload: object, headers = admin) =>
    t.app.inject({ method: "PUT", url: URL, headers, payload });

  it("saves the token sealed, never answers it, and shows this month's quota read from LINE", async () => {
    const empty = (await get()).json();
    expect(empty).toEqual({
      configured: false,
      enabled: false,
      linkedMembers: 0,
      quota: null,
      quotaError: null,
      memberCallbackUrl: "https://gakumu.example/app/api/member-app/line/callback",
    });

    line.quota.limit = 5000;
    line.quota.used = 1234;
    const saved = await put({ channelAccessToken: line.token, enabled: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      configured: true,
      enabled: true,
      quota: { type: "limited", limit: 5000, used: 1234 },
      quotaError: null,
    });
    expect(saved.body).not.toContain(line.token);
    const { rows } = await t.database.executeSql(
      "select value from organization_parameter where organization_id = $1 and parameter_type = 'CHANNEL_ACCESS_TOKEN'",
      [a.organization.id],
    );
    expect((rows[0] as { value: string }).value).toMatch(/^v1\./);
    expect((rows[0] as { value: string }).value).not.toContain(line.token);

    // Turning it off keeps the stored token when the box is left empty.
    const off = await put({ channelAccessToken: "", enabled: false });
    expect(off.json()).toMatchObject({ configured: true, enabled: false, quota: { used: 1234 } });

    line.quota.limit = "none";
    expect((await get()).json().quota).toEqual({ type: "none", limit: null, used: 1234 });

    const removed = await t.app.inject({ method: "DELETE", url: URL, headers: admin });
    expect(removed.json()).toMatchObject({ configured: false, enabled: false, quota: null });
  });

  it("says in Japanese why LINE refused the token", async () => {
    const res = await put({ channelAccessToken: "another-token-that-line-does-not-know", enabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      configured: true,
      quota: null,
      quotaError: "チャネルアクセストークンが無効です。LINE Developersで発行したトークンを確認してください。",
    });
    await t.app.inject({ method: "DELETE", url: URL, headers: admin });
  });

  it("refuses bad input with a Japanese message and changes nothing", async () => {
    const noToken = await put({ enabled: true });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toBe("チャネルアクセストークンを入力してください");
    for (const channelAccessToken of ["短い", "token with spaces in it", "x".repeat(1001)]) {
      const bad = await put({ channelAccessToken, enabled: true });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain("チャネルアクセストークンは半角英数字");
    }
    for (const channelAccessToken of ["abc\u0000defghijklmnopqrstuvwxyz", "\ud800abcdefghijklmnopqrstuv"]) {
      const bad = await put({ channelAccessToken, enabled: true });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain("使用できない文字が含まれています");
    }
    const noFlag = await put({ channelAccessToken: line.token });
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.body).toContain("LINEで配信するかを選んでください");
    expect((await get()).json().configured).toBe(false);
  });

  it("is the caller's organisation only, and read-only for a reference user", async () => {
    await put({ channelAccessToken: line.token, enabled: true });
    expect((await get(otherAdmin)).json()).toMatchObject({ configured: false, quota: null });
    expect((await get(viewer)).statusCode).toBe(200);
    expect((await put({ channelAccessToken: line.token, enabled: false }, viewer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: URL, headers: viewer })).statusCode).toBe(403);
    expect((await get()).json().enabled).toBe(true);
    expect((await t.app.inject({ method: "GET", url: URL, headers: apiHeaders })).statusCode).toBe(401);
  });
});
