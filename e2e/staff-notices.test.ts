import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOOPBACK_TLS } from "../apps/server/test/loopback/loopback-tls";
import { startWebPushReceiver, type WebPushReceiver } from "../apps/server/test/loopback/web-push-receiver";
import { loginThroughApi } from "./fixtures/backoffice";
import { useE2e } from "./fixtures/browser";
import { loopbackPushServerEnv, useLoopbackPushService } from "./fixtures/loopback-push";

// 通知設定 and the live channel, end to end: a staff member (the demo's reference-only colleague) turns
// on 管理画面プッシュ for ヘルスケア on 通知設定 and allows notifications in this browser; a family then
// reports a fever through the member's personal health web link, a real product action, and the staff
// member's open back office shows an info toast with the notice's title and body that opens the class's
// day on 体調報告一覧 when clicked.
//
// Web Push is proven as in push-notifications.test.ts: headless Chromium has no vendor push service, so
// the browser's subscription is the loopback receiver's device (which checks VAPID and decrypts), and
// the payload it received is delivered into the back office's service worker over DevTools.

const CSRF = { "x-requested-by": "gakumu", "x-requested-with": "XMLHttpRequest" };
const SCREENSHOTS = process.env.STAFF_NOTICES_E2E_SCREENSHOTS;

const caDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-staff-notices-e2e-"));
const caFile = path.join(caDir, "loopback-ca.pem");
fs.writeFileSync(caFile, LOOPBACK_TLS.cert);

async function json<T>(response: Awaited<ReturnType<Page["request"]["get"]>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

describe("staff notices: an info toast in an open back office, and Web Push into its service worker", () => {
  const e2e = useE2e({ serverEnv: loopbackPushServerEnv(caFile) });
  let receiver: WebPushReceiver;

  beforeAll(async () => {
    receiver = await startWebPushReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    fs.rmSync(caDir, { recursive: true, force: true });
  });

  it("shows a fever report to the staff member who asked for it, and opens the class's day", {
    timeout: 240_000,
  }, async () => {
    const staff = await e2e.newPage();
    const device = receiver.newDevice();
    await staff.context().grantPermissions(["notifications"], { origin: e2e.server.url });
    await useLoopbackPushService(staff.context(), device);
    await loginThroughApi(staff, "viewer");

    // 通知設定: ヘルスケア by back-office push, and this browser.
    await staff.goto("/notice-setting");
    await staff.getByRole("heading", { name: "通知設定" }).waitFor();
    await staff
      .getByRole("switch", { name: "ヘルスケア 管理画面プッシュ" })
      // Mantine's switch input is visually hidden under its track: a person clicks the track.
      .evaluate((input: HTMLInputElement) => input.click());
    await staff.getByRole("button", { name: "保存" }).click();
    await staff.getByText("通知設定を保存しました。").waitFor({ timeout: 20_000 });
    await staff.getByRole("button", { name: "このブラウザで通知を受け取る" }).click();
    await staff.getByText("このブラウザで通知を受け取ります。").waitFor({ timeout: 20_000 });
    await shot(staff, "01-notice-settings");
    await staff.goto("/home");
    await staff.getByRole("navigation").first().waitFor();

    // Meanwhile a family reports a fever through the member's personal web link (issued by the admin).
    const admin = await e2e.newPage();
    await loginThroughApi(admin, "admin");
    const members = await json<{ items: { id: number; name: string; hierarchyNames: string[] }[] }>(
      await admin.request.get("/app/api/v2/members?page=1", { headers: CSRF }),
    );
    const child = members.items.find((m) => m.hierarchyNames.length > 0) ?? members.items[0]!;
    const link = await json<{ url: string }>(
      await admin.request.post("/app/api/v2/health-care/web-links", {
        headers: CSRF,
        data: { memberId: child.id },
      }),
    );
    const key = decodeURIComponent(link.url.split("/").pop()!);
    const report = await admin.request.post("/app/api/health-link", {
      headers: { "x-requested-by": "gakumu-member-app" },
      data: { key, temperature: "38.6", symptomIds: [], note: "" },
    });
    expect(report.status(), await report.text()).toBe(200);

    // The toast: info colour, top right, title and body, then it opens the item.
    const toast = staff.locator(".mantine-Notification-root").filter({ hasText: "体調報告：発熱" });
    await toast.waitFor({ timeout: 30_000 });
    await expect.poll(() => toast.textContent()).toContain("発熱の報告があります");
    const box = (await toast.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 80);
    expect(box.y).toBeLessThan(120);
    await shot(staff, "02-toast");
    await toast.getByRole("button", { name: /開く 体調報告：発熱/ }).click();
    await staff.waitForURL(/\/health-check\?date=\d{4}-\d{2}-\d{2}&classCd=/);

    // Web Push: the loopback push service got it signed and encrypted for this browser …
    await expect
      .poll(() => receiver.received.filter((r) => r.deviceId === device.id).length, { timeout: 30_000 })
      .toBe(1);
    expect(receiver.rejected).toEqual([]);
    const payload = receiver.received.find((r) => r.deviceId === device.id)!.payload as {
      title: string;
      url: string;
    };
    expect(payload).toMatchObject({ kind: "staff-notice", title: "体調報告：発熱" });

    // … and delivered into the back office's service worker, which shows it as a notification.
    const cdp = await staff.context().newCDPSession(staff);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => new URL(r.scopeURL).pathname === "/" && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: new URL(e2e.server.url).origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      staff.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          url: (n.data as { url: string }).url,
        })),
      );
    await expect.poll(shown, { timeout: 10_000 }).toEqual([{ title: "体調報告：発熱", url: payload.url }]);
  });
});
