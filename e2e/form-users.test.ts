import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type LoopbackOidcProvider,
  startLoopbackOidcProvider,
} from "../apps/server/test/form-users/loopback-oidc-provider";
import { sampleDefinition } from "../apps/server/test/forms/form-test-kit";
import {
  type LoopbackSmtpServer,
  startLoopbackSmtpServer,
} from "../apps/server/test/mail/loopback-smtp-server";
import { freePort, type RunningServer, startServer } from "../scripts/server-process";
import {
  publishFormWithLink,
  registerWithMailedCode,
  setDemoParameter,
  waitForMail,
} from "./fixtures/applicant";
import { loginThroughApi } from "./fixtures/backoffice";
import { copySeededDataDir, launchBrowser } from "./fixtures/browser";

/**
 * Form users as an applicant on a phone meets them: registering with the code mailed to a loopback
 * SMTP server, resetting a forgotten password from the mailed link, and logging in with LINE through
 * a real OpenID provider on loopback standing in for LINE (its channel set with the CLI).
 */
describe("form users in the browser", () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: LoopbackSmtpServer;
  let line: LoopbackOidcProvider;
  let linkPath: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-e2e-form-users-"));
  const mail = `hanako.${Date.now()}@example.jp`;
  const password = "Hanako-pass1";

  beforeAll(async () => {
    smtp = await startLoopbackSmtpServer();
    const port = await freePort();
    line = await startLoopbackOidcProvider({
      redirectUri: `http://127.0.0.1:${port}/app/form-api/form-login/line/callback`,
      accounts: [{ sub: "U-line-1", name: "東雲 花子", password: "line-pass" }],
    });
    // The demo school, seeded once for every browser test; its LINE settings are written before the start.
    copySeededDataDir(dataDir);
    setDemoParameter(dataDir, "LINE", "CHANNEL_ID", line.channelId);
    setDemoParameter(dataDir, "LINE", "CHANNEL_SECRET", line.channelSecret);
    setDemoParameter(dataDir, "LINE", "ISSUER", line.issuer);
    server = await startServer({
      dataDir,
      port,
      requireSpas: true,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
    browser = await launchBrowser();
    const admin = await newPage();
    await loginThroughApi(admin, "admin");
    ({ linkPath } = await publishFormWithLink(
      admin,
      sampleDefinition({ accountRegistrationRequired: true, title: "学校説明会 申込フォーム" }),
    ));
    await admin.context().close();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    await line?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function newPage(width = 1280): Promise<Page> {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: "ja-JP",
      timezoneId: "Asia/Tokyo",
      viewport: { width, height: 780 },
    });
    return context.newPage();
  }

  /** Opens the link on a 360 px phone; the form needs an account, so the login modal opens. */
  async function openLinkOnPhone(): Promise<Page> {
    const page = await newPage(360);
    await page.goto(linkPath);
    await page.getByRole("dialog").waitFor();
    return page;
  }

  it("registers with the code mailed to the address", async () => {
    const page = await openLinkOnPhone();
    await registerWithMailedCode(page, smtp, mail, password);
    await page.context().close();
  }, 60_000);

  it("resets a forgotten password from the mailed link and logs in with the new one", async () => {
    const page = await openLinkOnPhone();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "パスワードをお忘れの方" }).click();
    const forgot = page.getByRole("dialog", { name: "パスワードの再設定" });
    await forgot.getByLabel("メールアドレス").fill(mail);
    await forgot.getByRole("button", { name: "送信する" }).click();

    const resetMail = await waitForMail(smtp, mail, /password-reset\?/);
    const resetUrl = /(https?:\/\/\S+password-reset\?\S+)/.exec(resetMail.text)![1]!;
    const newPassword = "Hanako-pass2!";
    await page.goto(resetUrl);
    await page.locator("input[type=password]").nth(0).fill(newPassword);
    await page.locator("input[type=password]").nth(1).fill(newPassword);
    await page.getByRole("button", { name: "パスワードを変更する" }).click();
    // The reset hashes the password and ends every session of the user: on a busy machine over 5 s.
    await expect
      .poll(() => page.locator("body").innerText(), { timeout: 20_000 })
      .toContain("パスワードの変更が完了しました");

    await page.goto(linkPath);
    const login = page.getByRole("dialog");
    await login.getByLabel("メールアドレス").fill(mail);
    await login.locator("input[type=password]").fill(newPassword);
    await login.getByRole("button", { name: "ログイン", exact: true }).click();
    // Login checks the password hash: on a busy machine over 5 s, as the reset above.
    await expect
      .poll(() => page.locator("body").innerText(), { timeout: 20_000 })
      .toContain("ログインしました。");
    await page.context().close();
  }, 60_000);

  it("logs in with LINE through the provider and greets the user by the LINE name", async () => {
    const page = await openLinkOnPhone();
    await page.getByRole("dialog").getByRole("link", { name: "LINEでログイン" }).click();
    // The provider's own screens: its login, then the consent to share the profile.
    await page.getByLabel("LINEアカウント").fill("U-line-1");
    await page.getByLabel("LINEパスワード").fill("line-pass");
    await page.getByRole("button", { name: "LINEにログイン" }).click();
    await page.getByRole("button", { name: "許可する" }).click();

    await page.waitForURL((url) => url.pathname.startsWith("/app/form-frontend/"));
    // The sidebar (folded away on a phone) greets the user by the LINE name.
    await expect.poll(() => page.getByTestId("form-user-name").textContent()).toBe("東雲 花子さん");
    await page.context().close();
  }, 60_000);
});
