import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loginThroughApi } from "./fixtures/backoffice";
import { useE2e } from "./fixtures/browser";
import { json, registerMemberAccount } from "./fixtures/member-app";

// The member app on a phone (390×844): a member of the demo school registers, staff send them a push,
// and the push payload the engine encrypts for the push service is delivered into the app's service
// worker through the DevTools protocol (headless Chromium has no route to a vendor's push service):
// the worker shows the notification once, the inbox marks it unread, opening it records the read
// that staff see, and the inbox still reads offline.

const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = process.env.MEMBER_APP_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

describe("the member app on a phone", () => {
  const e2e = useE2e();
  let staff: Page;
  let member: Page;
  let memberRowId = 0;

  /** A member of the demo school registers by mail and is logged in on the phone page. */
  async function registerMember() {
    staff = await e2e.newPage();
    await loginThroughApi(staff, "admin");
    const list = await json<{ items: { id: number }[] }>(
      await staff.request.get("/app/api/v2/members?page=1"),
    );
    memberRowId = list.items[0]!.id;
    member = await e2e.newPage(PHONE);
    await member.context().grantPermissions(["notifications"]);
    await registerMemberAccount(staff, member, memberRowId);
  }

  it("receives a push in the service worker once, marks the inbox, records the read and reads offline", async () => {
    await registerMember();
    const title = `遠足の集合時間 ${Date.now()}`;
    const sent = await json<{ id: number }>(
      await staff.request.post("/app/api/v2/push-notifications", {
        headers: { "x-requested-by": "gakumu" },
        data: {
          title,
          bodyHtml: "<p>明日は8時30分に正門に集合してください。</p>",
          target: { memberIds: [memberRowId] },
          replyType: "TEXT",
        },
      }),
    );
    await expect
      .poll(
        async () =>
          (await json<{ status: number }>(await staff.request.get(`/app/api/v2/push-history/${sent.id}`)))
            .status,
        {
          timeout: 30_000,
        },
      )
      // Sent (1), or failed (9) when the member has no channel the server can reach here (no SMTP server,
      // no real push service): either way the message is in the member's inbox.
      .toBeOneOf([1, 9]);

    // The app registers its worker; the second load is controlled by it.
    await member.goto("/app/member/");
    await member.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await member.reload();
    await member.getByRole("heading", { name: "お知らせ" }).waitFor();
    await shot(member, "inbox");

    const inbox = await json<{ items: { deliveryId: number; title: string }[] }>(
      await member.request.get("/app/api/member-app/inbox"),
    );
    const deliveryId = inbox.items.find((i) => i.title === title)!.deliveryId;

    // The payload as the engine sends it (platform/delivery/channels/push-channel.ts), into the worker.
    const cdp = await member.context().newCDPSession(member);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.endsWith("/app/member/") && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    const origin = new URL(e2e.server.url).origin;
    const payload = JSON.stringify({
      deliveryId,
      title,
      body: "明日は8時30分に正門に集合してください。",
      urgent: false,
      url: `/app/member/messages/${deliveryId}`,
    });
    const push = async () =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin,
        registrationId: await registrationId,
        data: payload,
      });
    const shown = () =>
      member.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
        }));
      });

    await push();
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([{ title, body: "明日は8時30分に正門に集合してください。", tag: `delivery-${deliveryId}` }]);
    // The same delivery again (a retry, or another channel): not shown a second time.
    await member.evaluate(async () => {
      for (const n of await (await navigator.serviceWorker.ready).getNotifications()) n.close();
    });
    await push();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await shown()).toEqual([]);

    // The open inbox heard of the push and shows the message unread, with the count.
    const row = member.getByRole("link", { name: `未読 ${title}` });
    await row.waitFor();
    await expect.poll(() => member.getByLabel(/未読 \d+件/).count()).toBeGreaterThan(0);
    await shot(member, "inbox-after-push");

    await row.click();
    await member.getByRole("heading", { level: 1, name: title }).waitFor();
    await member.getByRole("textbox", { name: "返信の内容" }).fill("了解しました");
    await shot(member, "message");
    await member.getByRole("button", { name: "返信する" }).click();
    await member.getByText("返信しました").waitFor();
    await shot(member, "message-replied");

    const history = await json<{ summary: { read: number; replied: number } }>(
      await staff.request.get(`/app/api/v2/push-history/${sent.id}`),
    );
    expect(history.summary).toMatchObject({ read: 1, replied: 1 });

    // Offline: the worker answers with the app shell and the last inbox it kept.
    await member.goto("/app/member/");
    await member.getByRole("link", { name: title }).waitFor();
    await member.context().setOffline(true);
    const fromWorker: string[] = [];
    member.on("response", (response) => {
      if (response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname);
    });
    await member.reload();
    await member.getByRole("link", { name: title }).waitFor({ timeout: 10_000 });
    await member.getByText("オフラインです。最後に受け取ったお知らせを表示しています。").waitFor();
    expect(fromWorker).toEqual(expect.arrayContaining(["/app/member/", "/app/api/member-app/inbox"]));
    await shot(member, "inbox-offline");
    await member.context().setOffline(false);

    // Settings: the notification switch (the browser asks only after a tap) and the password.
    await member.goto("/app/member/settings");
    await member.getByRole("heading", { name: "設定" }).waitFor();
    await member.getByRole("heading", { name: "通知" }).waitFor();
    await shot(member, "settings");
  });
});
