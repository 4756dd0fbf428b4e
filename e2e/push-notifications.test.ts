import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOOPBACK_TLS } from "../apps/server/test/loopback/loopback-tls";
import { startWebPushReceiver, type WebPushReceiver } from "../apps/server/test/loopback/web-push-receiver";
import { loginThroughApi } from "./fixtures/backoffice";
import { useE2e } from "./fixtures/browser";
import { readLoginQrFromPdf } from "./fixtures/login-qr-pdf";
import { loopbackPushServerEnv, useLoopbackPushService } from "./fixtures/loopback-push";

// A push to a group and a class, end to end: staff make a 配信グループ, print a member's login QR on
// アプリ利用者管理 and compose the push choosing the group and 1年1組 with the live count; the member sets a
// password from the login QR on a phone (375×667), turns notifications on with a tap, and the push reaches
// the device; opening it shows 既読 in the sender's history, and 未読者に再送 reaches only the others.
//
// Headless Chromium has no route to a browser vendor's push service, so the proof is split:
// - the server side: the member's subscription points at the loopback Web Push receiver (test side), which
//   checks the VAPID signature and decrypts each message; the engine trusts its certificate through
//   NODE_EXTRA_CA_CERTS;
// - the device side: the payload the receiver decrypted is delivered into the member app's service worker
//   through the DevTools protocol, which must show the notification once and mark the inbox.

const PHONE = { width: 375, height: 667 };
const CSRF_MEMBER = { "x-requested-by": "gakumu-member-app" };
const CSRF_STAFF = { "x-requested-by": "gakumu" };
const PASSWORD = "Sakura-2026e2e";
const SCREENSHOTS = process.env.PUSH_E2E_SCREENSHOTS;
/** The class chosen as a target in the tree (普通科 / 総合進学コース / 1年 / 1年1組) … */
const CLASS_NAME = "1年1組";
/** … and the class the group's two members come from, so that group and class do not overlap. */
const GROUP_CLASS_CD = "01010102";

const caDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-push-e2e-"));
const caFile = path.join(caDir, "loopback-ca.pem");
fs.writeFileSync(caFile, LOOPBACK_TLS.cert);

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** Nothing on the phone's screen scrolls sideways. */
async function fitsWidth(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

interface AccountRow {
  id: number;
  memberId: string;
  name: string;
  placementName: string;
}

interface PushPayload {
  deliveryId: number;
  title: string;
  body: string;
  urgent: boolean;
  url: string;
}

describe("push to a group and a class, received on a member's phone", () => {
  const e2e = useE2e({ serverEnv: loopbackPushServerEnv(caFile) });
  let receiver: WebPushReceiver;

  beforeAll(async () => {
    receiver = await startWebPushReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    fs.rmSync(caDir, { recursive: true, force: true });
  });

  it("reaches the device, records the read, and resends only to those who have not read", {
    timeout: 240_000,
  }, async () => {
    const staff = await e2e.newPage();
    await loginThroughApi(staff, "admin");

    // Two members of 1年2組 for the group (the test's choice of data, so it reads them from the API).
    const candidates = await json<{ rows: AccountRow[] }>(
      await staff.request.post("/app/api/v2/member-accounts/search", {
        headers: CSRF_STAFF,
        data: { placementCd: GROUP_CLASS_CD, registration: "unregistered", page: 1 },
      }),
    );
    const [hana, ken] = candidates.rows as [AccountRow, AccountRow];
    expect(hana.placementName).toContain("1年2組");
    expect(ken).toBeDefined();

    // 配信グループ管理: a group of the two, by pasting their student numbers.
    const groupName = `E2E 吹奏楽部 ${Date.now()}`;
    await staff.goto("/push-group?categoryCd=35");
    await staff.getByRole("button", { name: "新規作成" }).click();
    await staff.getByLabel("グループ名").fill(groupName);
    await staff.getByRole("button", { name: "保存" }).click();
    await staff.waitForURL(/\/push-group\/\d+/);
    await staff.getByRole("tab", { name: "学籍番号を貼り付け" }).click();
    await staff.getByLabel("学籍番号（1行に1件）").fill(`${hana.memberId}\n${ken.memberId}\n`);
    await staff.getByRole("button", { name: "貼り付けた学籍番号を追加" }).click();
    await staff.getByText("2 名").first().waitFor();
    await shot(staff, "01-group");

    // アプリ利用者管理: staff print Hana's login QR (QR再発行 → a PDF sheet), and her phone reads the QR on
    // the card: the URL is decoded from the QR drawn in the PDF, as a camera would.
    await staff.goto("/member-account?categoryCd=910");
    await staff.getByRole("tab", { name: "利用者一覧" }).click();
    await staff.getByLabel("メンバーID・氏名").fill(hana.memberId);
    await staff.getByRole("button", { name: "検索", exact: true }).click();
    const download = staff.waitForEvent("download");
    await staff.getByRole("button", { name: `${hana.name} QR再発行` }).click();
    const sheet = await download;
    expect(sheet.suggestedFilename()).toMatch(/^ログインQR_.*\.pdf$/);
    const qrUrl = new URL(await readLoginQrFromPdf(fs.readFileSync((await sheet.path())!)));
    expect(qrUrl.origin).toBe(new URL(e2e.server.url).origin);
    expect(qrUrl.pathname).toMatch(/^\/app\/member\/qr\/[\w-]+$/);
    await staff.getByText("1人分のログインQRを発行しました").waitFor();
    await shot(staff, "02-login-qr-printed");

    // Ken registered earlier on his own phone (set up through the member API with his login link) and
    // also allowed notifications: another loopback device.
    const kenDevice = receiver.newDevice();
    {
      const { links } = await json<{ links: { url: string }[] }>(
        await staff.request.post("/app/api/v2/member-accounts/login-qr/links", {
          headers: CSRF_STAFF,
          data: { memberIds: [ken.id], validDays: 7 },
        }),
      );
      const kenPhone = await e2e.newPage(PHONE);
      const token = new URL(links[0]!.url).pathname.split("/").pop()!;
      await json(
        await kenPhone.request.post("/app/api/member-app/auth/qr-login", {
          headers: CSRF_MEMBER,
          data: { token, password: PASSWORD, passwordConfirm: PASSWORD },
        }),
      );
      const saved = await kenPhone.request.put("/app/api/member-app/subscription", {
        headers: CSRF_MEMBER,
        data: { endpoint: kenDevice.endpoint, keys: kenDevice.keys },
      });
      expect(saved.status(), await saved.text()).toBe(204);
      await kenPhone.context().close();
    }

    // Hana on her phone: scans the QR (opens its URL), chooses a password and lands in the inbox.
    const hanaDevice = receiver.newDevice();
    const member = await e2e.newPage(PHONE);
    await member.context().grantPermissions(["notifications"]);
    await useLoopbackPushService(member.context(), hanaDevice);
    await member.goto(qrUrl.pathname);
    await member.getByText(`${hana.name}さん`).waitFor();
    await fitsWidth(member);
    await shot(member, "03-qr-password");
    // The labels carry the required mark (「パスワード *」).
    await member.getByLabel(/^パスワード(?!（確認）)/).fill(PASSWORD);
    await member.getByLabel(/^パスワード（確認）/).fill(PASSWORD);
    await member.getByRole("button", { name: "設定してはじめる" }).click();
    await member.getByRole("heading", { name: "お知らせ" }).waitFor();
    await member.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // 設定 → 通知: the browser is asked only now, after the tap.
    await member.goto("/app/member/settings");
    const pushSwitch = member.getByRole("switch", { name: "このスマートフォンに通知する" });
    await pushSwitch.waitFor({ state: "attached" });
    expect(await pushSwitch.isChecked()).toBe(false);
    const registered = member.waitForResponse(
      (r) => r.url().endsWith("/app/api/member-app/subscription") && r.request().method() === "PUT",
    );
    // The tap lands on the switch's track (its input is visually hidden).
    await member.locator("label", { has: pushSwitch }).click();
    expect((await registered).status()).toBe(204);
    await member.getByText("通知はオンです。").waitFor();
    await fitsWidth(member);
    await shot(member, "04-settings-push-on");

    // プッシュ通知配信: the group and 1年1組, with the live count before sending.
    const title = `遠足の集合時間 ${Date.now()}`;
    const body = "明日は8時30分に正門に集合してください。";
    await staff.goto("/push-notification?categoryCd=20");
    await staff.getByLabel("タイトル").fill(title);
    await staff.getByRole("textbox", { name: "本文" }).fill(body);
    const count = staff.getByTestId("recipient-count");
    await count.getByText("0人").waitFor();
    await staff.getByRole("checkbox", { name: CLASS_NAME, exact: true }).check();
    await expect
      .poll(async () => Number(/\d+/.exec((await count.textContent()) ?? "")?.[0]))
      .toBeGreaterThan(0);
    const classCount = Number(/\d+/.exec((await count.textContent()) ?? "")![0]);
    await staff.getByRole("textbox", { name: "配信グループ" }).click();
    await staff.getByRole("option", { name: `${groupName}（2人）` }).click();
    await staff.keyboard.press("Escape");
    await count.getByText(`${classCount + 2}人`).waitFor();
    const total = classCount + 2;
    await shot(staff, "05-compose");
    await staff.getByRole("button", { name: "送信する" }).click();
    await staff.getByText(`${total}人に送信します。よろしいですか？`).waitFor();
    await staff.getByRole("button", { name: "はい" }).click();
    await staff.getByText("送信を受け付けました。").waitFor();

    // The server's push, as the push service got it: signed, encrypted for each device, decrypted here.
    await expect
      .poll(() => receiver.received.map((r) => r.deviceId).sort(), { timeout: 30_000 })
      .toEqual([hanaDevice.id, kenDevice.id].sort());
    expect(receiver.rejected).toEqual([]);
    const toHana = receiver.received.find((r) => r.deviceId === hanaDevice.id)!;
    const payload = toHana.payload as PushPayload;
    expect(payload).toMatchObject({ title, body, urgent: false });
    expect(payload.url).toBe(`/app/member/messages/${payload.deliveryId}`);
    expect(toHana.urgency).toBe("normal");

    // The same payload into Hana's service worker, as the push service would deliver it.
    await member.goto("/app/member/");
    await member.getByRole("heading", { name: "お知らせ" }).waitFor();
    const cdp = await member.context().newCDPSession(member);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.endsWith("/app/member/") && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    const origin = new URL(e2e.server.url).origin;
    const push = async () =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin,
        registrationId: await registrationId,
        data: JSON.stringify(payload),
      });
    const shown = () =>
      member.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
        })),
      );
    await push();
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([{ title, body, tag: `delivery-${payload.deliveryId}` }]);
    // Delivered again (the push service retried): still one notification.
    await push();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await shown()).toHaveLength(1);

    const row = member.getByRole("link", { name: `未読 ${title}` });
    await row.waitFor();
    await member
      .getByLabel(/未読 \d+件/)
      .first()
      .waitFor();
    await fitsWidth(member);
    await shot(member, "06-inbox-unread");

    // Hana opens it.
    await row.click();
    await member.getByRole("heading", { level: 1, name: title }).waitFor();
    await member.getByText(body).waitFor();
    await fitsWidth(member);
    await shot(member, "07-message");

    // 配信履歴: the sender sees Hana's read.
    await staff.goto("/push-history?categoryCd=20");
    await staff.getByRole("button", { name: title, exact: true }).click();
    const detail = staff.getByRole("dialog", { name: title });
    await detail.getByText(`既読 1 / ${total}`).waitFor({ timeout: 15_000 });
    await detail.getByText("既読", { exact: true }).click(); // the filter's segment
    // Only Hana is left under 既読 (the header row and hers), with the time she read it.
    await expect.poll(() => detail.getByRole("row").count()).toBe(2);
    await detail
      .getByRole("row")
      .filter({ hasText: hana.name })
      .filter({ hasText: /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/ })
      .waitFor();
    await shot(staff, "08-history-read");

    // 未読者に再送: everyone but Hana.
    await detail.getByRole("button", { name: "再送" }).click();
    await staff.getByRole("menuitem", { name: "未読者に再送" }).click();
    await staff.getByText("「未読者」に同じ内容を送信します。よろしいですか？").waitFor();
    await staff.getByRole("button", { name: "はい" }).click();
    await staff.getByText(`再送を受け付けました（${total - 1}人）。`).waitFor();
    await shot(staff, "09-resend-sent");

    // At the push service: Ken's phone got the message a second time, Hana's did not.
    await expect
      .poll(() => receiver.received.filter((r) => r.deviceId === kenDevice.id).length, { timeout: 30_000 })
      .toBe(2);
    await new Promise((r) => setTimeout(r, 2000));
    expect(receiver.received.filter((r) => r.deviceId === hanaDevice.id)).toHaveLength(1);
    const resent = receiver.received.filter((r) => r.deviceId === kenDevice.id)[1]!.payload as PushPayload;
    expect(resent.title).toBe(title);
    expect(resent.deliveryId).not.toBe(payload.deliveryId);

    // The resend's history lists the others and not Hana.
    await detail
      .getByRole("button", { name: "閉じる" })
      .click()
      .catch(() => staff.keyboard.press("Escape"));
    await staff.getByRole("button", { name: "検索" }).click();
    const resendRow = staff.getByRole("row").filter({ hasText: "（再送）" }).filter({ hasText: title });
    await resendRow.getByRole("button", { name: title }).click();
    const resendDetail = staff.getByRole("dialog", { name: title });
    await resendDetail.getByText(`既読 0 / ${total - 1}`).waitFor({ timeout: 15_000 });
    await resendDetail.getByRole("row").filter({ hasText: ken.name }).waitFor();
    expect(await resendDetail.getByRole("row").filter({ hasText: hana.name }).count()).toBe(0);
    await shot(staff, "10-resend-history");

    // The smallest phones (320 px): the inbox, the message and the settings still fit, and the login QR,
    // used once, now says so.
    await member.setViewportSize({ width: 320, height: 568 });
    for (const [name, screen, ready] of [
      ["inbox", "/app/member/", member.getByRole("link", { name: title })],
      ["message", payload.url, member.getByRole("heading", { level: 1, name: title })],
      ["settings", "/app/member/settings", member.getByRole("heading", { name: "通知" })],
      ["qr-used", qrUrl.pathname, member.getByText("このQRコードは使えません")],
    ] as const) {
      await member.goto(screen);
      await ready.waitFor();
      await fitsWidth(member);
      await shot(member, `11-320px-${name}`);
    }
  });
});
