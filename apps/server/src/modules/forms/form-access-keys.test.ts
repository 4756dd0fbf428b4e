import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/auth-helpers";
import { createForm, FORMS, issueKey, publish } from "../../../test/forms/form-test-kit";
import { createPermissionTenant, type PermissionTenant } from "../../../test/permissions/permission-fixtures";
import { usePermissionTestApp } from "../../../test/permissions/permission-test-app";
import { organization } from "../../platform/tenancy/tenancy.tables";
import { MAX_KEY_FAILURES_PER_IP } from "./access-key-resolve";
import { formAccessKey } from "./forms.tables";

const RESOLVE = "/app/form-api/access-key/resolve";
const DEFINITION = "/app/form-api/form-definition";
const LOGO = "/app/form-api/organization-logo";

describe("form links (access keys)", () => {
  const t = usePermissionTestApp();
  let a: PermissionTenant;
  let admin: Record<string, string>;
  let published: { formId: number; formCd: string; version: number };

  beforeAll(async () => {
    a = await createPermissionTenant(t.database.db);
    admin = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "admin" });
    published = await publish(t.app, admin, await createForm(t.app, admin));
  });

  const open = (url: string, key?: string, remoteAddress = "198.51.100.1") =>
    t.app.inject({ url, remoteAddress, headers: key === undefined ? {} : { "x-access-key": key } });

  it("issues a link shown once, stores only the key's hash, and lists prefixes", async () => {
    const issued = await issueKey(t.app, admin, published.formId, {
      inviteeMailAddress: "hanako@example.jp",
      inviteeName: "山田 花子",
      expiresAt: "2099-03-31T23:59:00+09:00",
    });
    expect(issued.accessKeyValue).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(issued.url).toBe(
      // PUBLIC_URL unset in the tests: the configured listen address, never the request's Host.
      `http://127.0.0.1:3000/app/form-frontend/redirect?accessKey=${issued.accessKeyValue}`,
    );
    expect(issued.accessKey).toMatchObject({
      keyPrefix: issued.accessKeyValue.slice(0, 6),
      dataType: "FORM",
      inviteeName: "山田 花子",
      state: "ACTIVE",
      expiresAt: "2099-03-31T14:59:00.000Z",
    });
    const [row] = await t.database.db
      .select()
      .from(formAccessKey)
      .where(eq(formAccessKey.id, issued.accessKey.accessKeyId));
    expect(row!.keyHash).toBe(crypto.createHash("sha256").update(issued.accessKeyValue).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(issued.accessKeyValue);

    const list = await t.app.inject({ url: `${FORMS}/${published.formId}/access-keys`, headers: admin });
    expect(JSON.stringify(list.json())).not.toContain(issued.accessKeyValue);
    expect(list.json().accessKeyList[0]).toEqual(issued.accessKey);

    const past = await t.app.inject({
      method: "POST",
      url: `${FORMS}/${published.formId}/access-keys`,
      headers: admin,
      payload: { expiresAt: "2020-01-01T00:00:00Z" },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("有効期限には現在より後の日時を指定してください。");
  });

  it("resolves a link to the organisation, the form and the answer page", async () => {
    const { accessKeyValue } = await issueKey(t.app, admin, published.formId);
    const res = await open(RESOLVE, accessKeyValue);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      organization: {
        name: a.organization.name,
        organizationCd: a.organization.organizationCd,
        processMode: 0,
      },
      form: {
        formId: published.formId,
        formCd: published.formCd,
        formType: "APPLICATION",
        title: "2027年度 推薦入試 出願フォーム",
        loginRequired: 1,
        accountRegistrationRequired: false,
        reception: "OPEN",
      },
      accessKey: { dataType: "FORM", expiresAt: null, inviteeName: null, inviteeMailAddress: null },
      route: `/${published.formId}/answer`,
      // Without an address of the form or the organisation, the link names the platform sender.
      senderMailAddress: a.organization.senderMailAddress || t.mailer.platformSenderAddress,
      analytics: { ga4Ids: [], gtmIds: [] },
    });
    const definition = await open(DEFINITION, accessKeyValue);
    expect(definition.json()).toMatchObject({
      formId: published.formId,
      reception: "OPEN",
      closedMessageHtml: null,
    });
    expect(definition.json().sections[1].items[1]).toMatchObject({ itemKey: "report", fileTypes: [4] });
  });

  it("answers a missing, forged, revoked or expired key with the spec's codes", async () => {
    expect((await open(RESOLVE)).json().code).toBe("FORM_ACCESS_KEY_IS_NOT_SET");
    expect((await open(RESOLVE, "")).json().code).toBe("FORM_ACCESS_KEY_IS_NOT_SET");
    const forged = await open(RESOLVE, crypto.randomBytes(24).toString("base64url"));
    expect(forged.json()).toMatchObject({
      code: "FORM_ACCESS_KEY_IS_NOT_VALID",
      message: "アクセスキーが正しくありません。",
    });
    expect((await open(RESOLVE, "short")).json().code).toBe("FORM_ACCESS_KEY_IS_NOT_VALID");

    const revoked = await issueKey(t.app, admin, published.formId);
    const res = await t.app.inject({
      method: "POST",
      url: `${FORMS}/${published.formId}/access-keys/${revoked.accessKey.accessKeyId}/revoke`,
      headers: admin,
    });
    expect(res.json().accessKey).toMatchObject({ state: "REVOKED", revokedAt: expect.any(String) });
    for (const url of [RESOLVE, DEFINITION, LOGO])
      expect((await open(url, revoked.accessKeyValue)).json().code, url).toBe("FORM_ACCESS_KEY_IS_NOT_VALID");

    const expiring = await issueKey(t.app, admin, published.formId, { expiresAt: "2099-01-01T00:00:00Z" });
    await t.database.db
      .update(formAccessKey)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(formAccessKey.id, expiring.accessKey.accessKeyId));
    const expired = await open(RESOLVE, expiring.accessKeyValue);
    expect(expired.json()).toMatchObject({
      code: "FORM_ACCESS_KEY_IS_EXPIRED",
      message: "アクセスキーの有効期限が切れています。",
    });
    expect((await open(DEFINITION, expiring.accessKeyValue)).json().code).toBe("FORM_ACCESS_KEY_IS_EXPIRED");
    const listed = await t.app.inject({ url: `${FORMS}/${published.formId}/access-keys`, headers: admin });
    const states = listed
      .json()
      .accessKeyList.map((k: { accessKeyId: number; state: string }) => [k.accessKeyId, k.state]);
    expect(states).toContainEqual([expiring.accessKey.accessKeyId, "EXPIRED"]);
  });

  it("tells an unpublished form apart from a bad key, and a deleted form's key is invalid", async () => {
    const draft = await createForm(t.app, admin);
    const { accessKeyValue } = await issueKey(t.app, admin, draft.formId);
    const res = await open(RESOLVE, accessKeyValue);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: "NOT_FOUND",
      message: "このフォームは現在公開されていません。",
    });
    expect((await open(DEFINITION, accessKeyValue)).json().message).toBe(
      "このフォームは現在公開されていません。",
    );
    await t.app.inject({ method: "DELETE", url: `${FORMS}/${draft.formId}?version=1`, headers: admin });
    expect((await open(RESOLVE, accessKeyValue)).json().code).toBe("FORM_ACCESS_KEY_IS_NOT_VALID");
  });

  it("serves the organisation's logo, or 404 with a clear message when none is set", async () => {
    const { accessKeyValue } = await issueKey(t.app, admin, published.formId);
    const none = await open(LOGO, accessKeyValue);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: "NOT_FOUND", message: "組織のロゴが設定されていません。" });
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    await t.database.db
      .update(organization)
      .set({ logo: png, logoMimeType: "image/png" })
      .where(eq(organization.id, a.organization.id));
    const logo = await open(LOGO, accessKeyValue);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/png");
    expect(logo.rawPayload.equals(png)).toBe(true);
  });

  it("makes an address that keeps trying keys wait (429), without touching other addresses", async () => {
    const { accessKeyValue } = await issueKey(t.app, admin, published.formId);
    const attacker = "203.0.113.50";
    for (let i = 0; i < MAX_KEY_FAILURES_PER_IP; i++)
      expect((await open(RESOLVE, crypto.randomBytes(24).toString("base64url"), attacker)).statusCode).toBe(
        403,
      );
    const blocked = await open(RESOLVE, accessKeyValue, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("RATE_LIMITED");
    const guess = await open(RESOLVE, crypto.randomBytes(24).toString("base64url"), attacker);
    expect(guess.json().code).toBe("RATE_LIMITED");
    expect((await open(RESOLVE, "not a key", attacker)).json().code).toBe("RATE_LIMITED");
    expect((await open(RESOLVE, accessKeyValue, "203.0.113.51")).statusCode).toBe(200);
  });

  it("issues and revokes only for forms of the caller's tenant", async () => {
    const b = await createPermissionTenant(t.database.db);
    const stranger = await loginAs(t.app, { tenantCd: b.tenant.tenantCd, displayUserId: "admin" });
    const mine = await issueKey(t.app, admin, published.formId);
    const otherForm = await createForm(t.app, stranger);
    const res = await t.app.inject({
      method: "POST",
      url: `${FORMS}/${otherForm.formId}/access-keys/${mine.accessKey.accessKeyId}/revoke`,
      headers: stranger,
    });
    expect(res.statusCode).toBe(404);
    expect((await open(RESOLVE, mine.accessKeyValue)).statusCode).toBe(200);
  });
});
