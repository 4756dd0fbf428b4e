import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, loginAs } from "../../../test/auth-helpers";
import { createPermissionTenant, type PermissionTenant } from "../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../test/test-app";

const URL = "/app/api/v2/organization-setting/line-channel";
const SECRET = "0123456789abcdef0123456789abcdef";

describe("organization setting: LINE Login channel", () => {
  const t = useTestApp();
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

  /** Whether the organisation's forms offer LINE: the form frontend's own question. */
  async function formsOfferLine(): Promise<boolean> {
    const { rows } = await t.database.executeSql(
      "select count(*)::int as n from organization_parameter where organization_id = $1 and parameter_category = 'LINE'",
      [a.organization.id],
    );
    return (rows[0] as { n: number }).n >= 2;
  }

  it("saves the channel, keeps the secret sealed and out of every answer, and removes it", async () => {
    const empty = (await get()).json();
    expect(empty).toMatchObject({ configured: false, channelId: "" });
    expect(empty.callbackUrl).toMatch(/\/app\/form-api\/form-login\/line\/callback$/);

    const saved = await put({ channelId: "1234567890", channelSecret: SECRET });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ configured: true, channelId: "1234567890" });
    expect(saved.body).not.toContain(SECRET);
    const { rows } = await t.database.executeSql(
      "select value from organization_parameter where organization_id = $1 and parameter_type = 'CHANNEL_SECRET'",
      [a.organization.id],
    );
    expect((rows[0] as { value: string }).value).not.toContain(SECRET);

    // A new channel ID with the secret left empty keeps the stored secret.
    const renamed = await put({ channelId: "2234567890", channelSecret: "" });
    expect(renamed.json()).toMatchObject({ configured: true, channelId: "2234567890" });
    expect(await formsOfferLine()).toBe(true);

    const removed = await t.app.inject({ method: "DELETE", url: URL, headers: admin });
    expect(removed.json()).toMatchObject({ configured: false, channelId: "" });
    expect(await formsOfferLine()).toBe(false);
  });

  it("refuses bad input with a Japanese message and changes nothing", async () => {
    const first = await put({ channelId: "abc", channelSecret: SECRET });
    expect(first.statusCode).toBe(400);
    expect(first.body).toContain("チャネルIDは半角数字で入力してください");
    const noSecret = await put({ channelId: "1234567890" });
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().message).toBe("チャネルシークレットを入力してください");
    const badSecret = await put({ channelId: "1234567890", channelSecret: "秘密" });
    expect(badSecret.body).toContain("チャネルシークレットは半角英数字16〜64文字で入力してください");
    expect((await get()).json().configured).toBe(false);
  });

  it("is the caller's organisation only, and read-only for a reference user", async () => {
    await put({ channelId: "1234567890", channelSecret: SECRET });
    expect((await get(otherAdmin)).json().configured).toBe(false);
    expect((await get(viewer)).statusCode).toBe(200);
    expect((await put({ channelId: "9", channelSecret: SECRET }, viewer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: URL, headers: viewer })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: URL, headers: apiHeaders });
    expect(anonymous.statusCode).toBe(401);
  });
});
