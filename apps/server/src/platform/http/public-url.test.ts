import os from "node:os";
import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, loginAs } from "../../../test/auth-helpers";
import {
  createFormSchool,
  type FormSchool,
  mailTo,
  newIp,
  register,
  useFormUserTestApp,
} from "../../../test/form-users/form-user-test-app";
import { startLoopbackOidcProvider } from "../../../test/form-users/loopback-oidc-provider";
import { issueKey } from "../../../test/forms/form-test-kit";
import { saveLineChannel } from "../../modules/form-users/line-channel";
import { LINE_CALLBACK_PATH } from "../../modules/form-users/line-login.routes";
import { publicBaseUrl } from "./public-url";

const settings = (overrides: Partial<Parameters<typeof publicBaseUrl>[0]>) => ({
  PUBLIC_URL: undefined,
  HOST: "127.0.0.1",
  PORT: 3000,
  ...overrides,
});

describe("the public base URL", () => {
  it("is PUBLIC_URL when set, without a trailing slash", () => {
    expect(publicBaseUrl(settings({ PUBLIC_URL: "https://gakumu.example/" }))).toBe("https://gakumu.example");
  });

  it("is the configured listen address otherwise", () => {
    expect(publicBaseUrl(settings({ HOST: "192.0.2.10", PORT: 8080 }))).toBe("http://192.0.2.10:8080");
    expect(publicBaseUrl(settings({ HOST: "::1" }))).toBe("http://[::1]:3000");
  });

  it("names the machine when the server listens on every interface", () => {
    expect(publicBaseUrl(settings({ HOST: "0.0.0.0" }))).toBe(`http://${os.hostname()}:3000`);
    expect(publicBaseUrl(settings({ HOST: "::" }))).toBe(`http://${os.hostname()}:3000`);
  });
});

// PUBLIC_URL unset and the test defaults HOST=127.0.0.1, PORT=3000: every link leaving the server must
// point there, whatever Host or X-Forwarded-Host the request carried.
const BASE = "http://127.0.0.1:3000";
const poisoned = { host: "evil.example", "x-forwarded-host": "evil.example" };

describe("links that leave the server, with a forged Host", () => {
  const t = useFormUserTestApp({ withoutPublicUrl: true });
  let school: FormSchool;
  let admin: Record<string, string>;

  beforeAll(async () => {
    school = await createFormSchool(t);
    admin = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
  });

  const linkIn = (text: string) => {
    const link = /https?:\/\/\S+/.exec(text)?.[0];
    if (!link) throw new Error(`no link in:\n${text}`);
    return new URL(link);
  };

  it("mails the back-office password reset link to the configured address", async () => {
    const before = t.smtp.received.length;
    const res = await t.app.inject({
      method: "POST",
      url: "/app/api/v2/manage/login-reminder",
      headers: { ...apiHeaders, ...poisoned },
      payload: { tenantCd: school.tenant.tenantCd, mailAddress: "admin@example.jp" },
    });
    expect(res.statusCode, res.body).toBe(204);
    const mail = await mailTo(t, "admin@example.jp", "パスワード再設定のご案内", before);
    expect(linkIn(mail.text).origin).toBe(BASE);
    expect(mail.text).not.toContain("evil.example");
  });

  it("mails the applicant's password reset link to the configured address", async () => {
    const account = await register(t, school);
    const before = t.smtp.received.length;
    const res = await t.app.inject({
      method: "POST",
      url: "/app/form-api/password/send-reset-mail",
      remoteAddress: newIp(),
      headers: { ...school.keyHeaders, ...poisoned },
      payload: { mailAddress: account.loginId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(t, account.loginId, "パスワード再設定のご案内", before);
    expect(`${linkIn(mail.text).origin}${linkIn(mail.text).pathname}`).toBe(
      `${BASE}/app/form-frontend/password-reset`,
    );
    expect(mail.text).not.toContain("evil.example");
  });

  it("shows staff a form link on the configured address", async () => {
    const issued = await issueKey(t.app, { ...admin, ...poisoned }, school.formId);
    expect(new URL(issued.url).origin).toBe(BASE);
  });

  it("gives LINE the callback on the configured address", async () => {
    const provider = await startLoopbackOidcProvider({
      redirectUri: `${BASE}${LINE_CALLBACK_PATH}`,
      accounts: [],
    });
    try {
      await saveLineChannel(t.database.db, t.secretBox, school.organization, {
        channelId: provider.channelId,
        channelSecret: provider.channelSecret,
        issuer: provider.issuer,
      });
      const settingsPage = await t.app.inject({
        url: "/app/api/v2/organization-setting/line-channel",
        headers: { ...admin, ...poisoned },
      });
      expect(settingsPage.json().callbackUrl).toBe(`${BASE}${LINE_CALLBACK_PATH}`);

      const started = await t.app.inject({
        url: `/app/form-api/form-login/line/url/sign-in?formId=${school.formId}`,
        remoteAddress: newIp(),
        headers: { ...school.keyHeaders, ...poisoned },
      });
      expect(started.statusCode, started.body).toBe(200);
      const authorize = new URL(started.json().url);
      expect(authorize.searchParams.get("redirect_uri")).toBe(`${BASE}${LINE_CALLBACK_PATH}`);
    } finally {
      await provider.close();
    }
  });
});
