import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  message,
  PUBLIC_URL,
  seedSchool,
  send,
  settled,
  useDeliveryKit,
} from "../../../test/delivery/delivery-test-kit";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { NotFoundError, ValidationError } from "../errors/app-error";
import { NO_CHANNEL_REASON } from "./delivery-fanout";

// The delivery engine on a real database, sending to a loopback Web Push receiver (which checks VAPID
// and really decrypts each message) and a loopback SMTP server.

const kit = useDeliveryKit();

const pushesTo = (deviceId: string) => kit.push.received.filter((p) => p.deviceId === deviceId);
const tokenOf = (text: string) => /\/app\/member\/m\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe("delivery engine", () => {
  it("reaches app users by push, the others by mail, and records who had no channel", async () => {
    // 0–7 have a device; 8–14 only a mail address; 15–16 neither. Chunks of 7, batches of 3.
    const school = await seedSchool(kit, 17, (i) => i < 15);
    const devices = await Promise.all(
      school.memberIds.slice(0, 8).map(async (memberId) => {
        const device = kit.push.newDevice();
        await kit.delivery.saveSubscription(school.tenantId, memberId, device, "テスト端末");
        return device;
      }),
    );
    const deliveryId = await send(kit, message(school, school.memberIds));
    const summary = await settled(kit, school.tenantId, deliveryId);

    expect(kit.push.rejected).toEqual([]);
    for (const device of devices) {
      const got = pushesTo(device.id);
      expect(got).toHaveLength(1);
      expect(got[0]!.payload).toEqual({
        deliveryId,
        title: "明日の集合時間",
        body: "明日は 8:30 に正門へ集合してください。",
        urgent: false,
        url: `/app/member/messages/${deliveryId}`,
      });
      expect(got[0]!.urgency).toBe("normal");
      expect(got[0]!.topic).toBe(`d${deliveryId}`);
    }
    const n = school.memberIds.length;
    const mailed = kit.smtp.received.filter((m) => m.headers.get("subject") === "明日の集合時間");
    const mailedIndexes = mailed.map((m) => Number(/-(\d+)@family\.example$/.exec(m.envelopeTo[0]!)?.[1]));
    expect(mailedIndexes.sort((x, y) => x - y)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(mailed).toHaveLength(7);
    const first = mailed[0]!;
    expect(first.text).toContain("明日は 8:30 に正門へ集合してください。");
    expect(first.text).toContain(`${PUBLIC_URL}/app/member/m/`);
    expect(first.headers.get("message-id")).toMatch(
      new RegExp(`^<delivery-${deliveryId}\\.member-\\d+@gakumu\\.example>$`),
    );

    expect(summary).toMatchObject({
      status: 1,
      recipients: n,
      sent: 15,
      failed: 2,
      pending: 0,
      read: 0,
      byChannel: { push: { sent: 8, failed: 0, pending: 0 }, mail: { sent: 7, failed: 2, pending: 0 } },
    });
    expect(summary.finishedAt).toBeInstanceOf(Date);
    const unreachable = await kit.delivery.recipients(school.tenantId, deliveryId, {
      page: 1,
      size: 50,
      sendStatus: 2,
    });
    expect(unreachable.total).toBe(2);
    expect(unreachable.rows.map((r) => r.memberId)).toEqual(school.memberIds.slice(15));
    expect(unreachable.rows[0]!.channels).toEqual([
      { channel: "mail", sendStatus: 2, failureReason: NO_CHANNEL_REASON, sentAt: null },
    ]);
    // 送信メール lists the mails, without the personal link.
    const own = (await kit.mailer.listOutbox({ tenantId: school.tenantId })).filter(
      (m) => m.subject === "明日の集合時間",
    );
    expect(own).toHaveLength(7);
    expect(own.every((m) => !tokenOf(m.textBody ?? ""))).toBe(true);
  });

  it("sends an urgent message on every channel a member has, with a short TTL and high urgency", async () => {
    const school = await seedSchool(kit, 1);
    const device = kit.push.newDevice();
    await kit.delivery.saveSubscription(school.tenantId, school.memberIds[0]!, device, null);
    const deliveryId = await send(
      kit,
      message(school, school.memberIds, { urgent: true, title: "休校のお知らせ" }),
    );
    const summary = await settled(kit, school.tenantId, deliveryId);
    expect(summary.byChannel.push.sent).toBe(1);
    expect(summary.byChannel.mail.sent).toBe(1);
    expect(pushesTo(device.id)[0]).toMatchObject({ urgency: "high", ttl: "3600" });
    expect(kit.smtp.received.some((m) => m.headers.get("subject") === "【緊急】休校のお知らせ")).toBe(true);
    expect(await kit.delivery.memberChannels(school.tenantId, school.memberIds)).toEqual(
      new Map([[school.memberIds[0], { push: 1, line: false, mail: true }]]),
    );
  });

  it("removes a subscription the push service calls gone (410) and records why", async () => {
    const school = await seedSchool(kit, 1, () => false);
    const device = kit.push.newDevice({ kind: "gone" });
    await kit.delivery.saveSubscription(school.tenantId, school.memberIds[0]!, device, null);
    const deliveryId = await send(kit, message(school, school.memberIds));
    const summary = await settled(kit, school.tenantId, deliveryId);
    expect(summary).toMatchObject({ status: 9, sent: 0, failed: 1 });
    const { rows } = await kit.delivery.recipients(school.tenantId, deliveryId, { page: 1, size: 10 });
    expect(rows[0]!.channels).toEqual([
      { channel: "push", sendStatus: 2, failureReason: "購読が無効になっていました（410）", sentAt: null },
    ]);
    expect(kit.push.requests.get(device.id)).toBe(1);
    expect(
      (await kit.delivery.memberChannels(school.tenantId, school.memberIds)).get(school.memberIds[0]!),
    ).toEqual({
      push: 0,
      line: false,
      mail: false,
    });
  });

  it("retries a busy push service (429) and delivers once", async () => {
    const school = await seedSchool(kit, 1, () => false);
    const device = kit.push.newDevice({ kind: "busy", times: 1 });
    await kit.delivery.saveSubscription(school.tenantId, school.memberIds[0]!, device, null);
    const deliveryId = await send(kit, message(school, school.memberIds));
    const summary = await settled(kit, school.tenantId, deliveryId);
    expect(summary).toMatchObject({ status: 1, sent: 1, failed: 0 });
    expect(kit.push.requests.get(device.id)).toBe(2);
    expect(pushesTo(device.id)).toHaveLength(1);
  });

  it("retries a push service error (500) and delivers once; one that keeps failing is recorded failed", async () => {
    const school = await seedSchool(kit, 2, () => false);
    const recovering = kit.push.newDevice({ kind: "failing", status: 500, times: 1 });
    const broken = kit.push.newDevice({ kind: "failing", status: 503, times: 99 });
    await kit.delivery.saveSubscription(school.tenantId, school.memberIds[0]!, recovering, null);
    await kit.delivery.saveSubscription(school.tenantId, school.memberIds[1]!, broken, null);
    const deliveryId = await send(kit, message(school, school.memberIds));
    const summary = await settled(kit, school.tenantId, deliveryId);
    expect(summary).toMatchObject({ status: 1, sent: 1, failed: 1 });
    expect(kit.push.requests.get(recovering.id)).toBe(2);
    expect(pushesTo(recovering.id)).toHaveLength(1);
    // First attempt and two retries, then given up with the push service's answer.
    expect(kit.push.requests.get(broken.id)).toBe(3);
    const { rows } = await kit.delivery.recipients(school.tenantId, deliveryId, {
      page: 1,
      size: 10,
      sendStatus: 2,
    });
    expect(rows[0]!.channels[0]!.failureReason).toBe("プッシュサービスのエラーです（503）");
    // A 5xx is not the subscription's fault: it is kept.
    expect(
      (await kit.delivery.memberChannels(school.tenantId, school.memberIds)).get(school.memberIds[1]!)?.push,
    ).toBe(1);
  });

  it("records each member's result as it completes, while others of the unit are still in flight", async () => {
    // What a kill -9 can repeat is what was sent but not yet recorded: recording as results arrive,
    // not when the whole unit is done, keeps that to the last few milliseconds' sends.
    const school = await seedSchool(kit, 2, () => false);
    const hanging = kit.push.newDevice({ kind: "hang" });
    const fine = kit.push.newDevice();
    await kit.delivery.saveSubscription(school.tenantId, school.memberIds[0]!, hanging, null);
    await kit.delivery.saveSubscription(school.tenantId, school.memberIds[1]!, fine, null);
    const deliveryId = await send(kit, message(school, school.memberIds));
    const statusOf = async (memberId: number) =>
      (
        (await kit.db.execute(
          sql`select send_status, attempts from delivery_send where delivery_id = ${deliveryId} and member_id = ${memberId}`,
        )) as unknown as { rows: { send_status: number | null; attempts: number }[] }
      ).rows[0];
    await waitUntil(async () => (await statusOf(school.memberIds[1]!))?.send_status === 1, {
      timeoutMs: 20_000,
      intervalMs: 20,
      what: "the answered push to be recorded",
    });
    // The unit's other request is still hanging in its first attempt (it times out after 2.5 s).
    expect(await statusOf(school.memberIds[0]!)).toMatchObject({ send_status: null, attempts: 1 });
    expect(kit.push.requests.get(hanging.id)).toBe(1);
    await settled(kit, school.tenantId, deliveryId);
    expect(pushesTo(fine.id)).toHaveLength(1);
  });

  it("gives up on a push service that never answers after its retries, without holding the batch", async () => {
    const school = await seedSchool(kit, 2, () => false);
    const hanging = kit.push.newDevice({ kind: "hang" });
    const fine = kit.push.newDevice();
    await kit.delivery.saveSubscription(school.tenantId, school.memberIds[0]!, hanging, null);
    await kit.delivery.saveSubscription(school.tenantId, school.memberIds[1]!, fine, null);
    const deliveryId = await send(kit, message(school, school.memberIds));
    const summary = await settled(kit, school.tenantId, deliveryId);
    expect(summary).toMatchObject({ status: 1, sent: 1, failed: 1 });
    // First attempt and two retries.
    expect(kit.push.requests.get(hanging.id)).toBe(3);
    expect(pushesTo(fine.id)).toHaveLength(1);
    const { rows } = await kit.delivery.recipients(school.tenantId, deliveryId, {
      page: 1,
      size: 10,
      sendStatus: 2,
    });
    expect(rows[0]!.channels[0]!.failureReason).toBe("プッシュサービスが応答しませんでした（タイムアウト）");
  });

  it("cancels a reserved delivery before it starts, and refuses once it has started", async () => {
    const school = await seedSchool(kit, 2);
    const reserved = await send(
      kit,
      message(school, school.memberIds, { sendAt: new Date(Date.now() + 3600_000) }),
    );
    expect((await kit.delivery.summaries(school.tenantId, [reserved])).get(reserved)).toMatchObject({
      status: 2,
      recipients: 2,
      pending: 2,
    });
    expect(await kit.db.transaction((tx) => kit.delivery.cancel(tx, school.tenantId, reserved))).toBe(
      "canceled",
    );
    expect((await kit.delivery.summaries(school.tenantId, [reserved])).get(reserved)?.status).toBe(3);
    expect(await kit.delivery.inbox(school.tenantId, school.memberIds[0]!, { size: 10 })).toEqual([]);

    const now = await send(kit, message(school, school.memberIds));
    await settled(kit, school.tenantId, now);
    expect(await kit.db.transaction((tx) => kit.delivery.cancel(tx, school.tenantId, now))).toBe(
      "already-started",
    );
  });

  it("sends a reserved delivery at its time", async () => {
    const school = await seedSchool(kit, 1);
    const sendAt = new Date(Date.now() + 2000);
    const deliveryId = await send(
      kit,
      message(school, school.memberIds, { sendAt, title: "予約のお知らせ" }),
    );
    await new Promise((r) => setTimeout(r, 1000));
    expect(kit.smtp.received.some((m) => m.headers.get("subject") === "予約のお知らせ")).toBe(false);
    const summary = await settled(kit, school.tenantId, deliveryId);
    expect(summary.status).toBe(1);
    expect(summary.startedAt!.getTime()).toBeGreaterThanOrEqual(sendAt.getTime() - 50);
  });

  it("opens a message from the mailed link and records the read once; forged and expired links open nothing", async () => {
    const school = await seedSchool(kit, 2);
    const deliveryId = await send(
      kit,
      message(school, school.memberIds, { title: "メールリンクのお知らせ" }),
    );
    await settled(kit, school.tenantId, deliveryId);
    const mail = kit.smtp.received.find(
      (m) =>
        m.headers.get("subject") === "メールリンクのお知らせ" &&
        m.envelopeTo[0]!.endsWith("-0@family.example"),
    )!;
    const token = tokenOf(mail.text)!;
    expect(await kit.delivery.unreadCount(school.tenantId, school.memberIds[0]!)).toBe(1);

    const opened = await kit.delivery.openByMailLink(token);
    expect(opened).toMatchObject({
      tenantId: school.tenantId,
      memberId: school.memberIds[0],
      message: {
        deliveryId,
        title: "メールリンクのお知らせ",
        bodyText: "明日は 8:30 に正門へ集合してください。",
      },
    });
    expect(opened!.message.readAt).toBeInstanceOf(Date);
    const again = await kit.delivery.openForMember(
      school.tenantId,
      school.memberIds[0]!,
      deliveryId,
      "MOBILE_APP",
    );
    expect(again!.readAt).toEqual(opened!.message.readAt);
    const { rows } = await kit.delivery.recipients(school.tenantId, deliveryId, {
      page: 1,
      size: 10,
      readState: "read",
    });
    expect(rows).toEqual([
      expect.objectContaining({ memberId: school.memberIds[0], answerMethod: "MAIL_LINK" }),
    ]);
    expect(await kit.delivery.readMemberIds(school.tenantId, deliveryId)).toEqual(
      new Set([school.memberIds[0]]),
    );
    expect(await kit.delivery.unreadCount(school.tenantId, school.memberIds[0]!)).toBe(0);
    expect((await kit.delivery.summaries(school.tenantId, [deliveryId])).get(deliveryId)?.read).toBe(1);

    const forged = `${token.slice(0, 42)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await kit.delivery.openByMailLink(forged)).toBeNull();
    expect(await kit.delivery.openByMailLink("short")).toBeNull();
    const other = kit.smtp.received.find(
      (m) =>
        m.headers.get("subject") === "メールリンクのお知らせ" &&
        m.envelopeTo[0]!.endsWith("-1@family.example"),
    )!;
    await kit.db.execute(
      sql`update delivery_recipient set mail_token_expires_at = now() - interval '1 minute' where delivery_id = ${deliveryId}`,
    );
    expect(await kit.delivery.openByMailLink(tokenOf(other.text)!)).toBeNull();
  });

  it("shows a member their inbox newest first and records an app read", async () => {
    const school = await seedSchool(kit, 1);
    const a = await send(kit, message(school, school.memberIds, { title: "一通目" }));
    await settled(kit, school.tenantId, a);
    const b = await send(kit, message(school, school.memberIds, { title: "二通目", replyEnabled: true }));
    await settled(kit, school.tenantId, b);
    const memberId = school.memberIds[0]!;
    const items = await kit.delivery.inbox(school.tenantId, memberId, { size: 10 });
    expect(items.map((i) => [i.deliveryId, i.title, i.replyEnabled, i.readAt])).toEqual([
      [b, "二通目", true, null],
      [a, "一通目", false, null],
    ]);
    expect(
      (await kit.delivery.inbox(school.tenantId, memberId, { size: 10, before: b })).map((i) => i.deliveryId),
    ).toEqual([a]);
    const opened = await kit.delivery.openForMember(school.tenantId, memberId, b, "MOBILE_APP");
    expect(opened).toMatchObject({
      deliveryId: b,
      bodyHtml: "<p>明日は 8:30 に正門へ集合してください。</p>",
      sourceId: 1,
    });
    expect(await kit.delivery.unreadCount(school.tenantId, memberId)).toBe(1);
  });

  it("gives another tenant nothing of a delivery, whatever id it names", async () => {
    const school = await seedSchool(kit, 1);
    const intruder = await seedSchool(kit, 1);
    const deliveryId = await send(kit, message(school, school.memberIds));
    await settled(kit, school.tenantId, deliveryId);
    expect(await kit.delivery.summaries(intruder.tenantId, [deliveryId])).toEqual(new Map());
    expect(await kit.delivery.recipients(intruder.tenantId, deliveryId, { page: 1, size: 10 })).toEqual({
      total: 0,
      rows: [],
    });
    expect(await kit.delivery.readMemberIds(intruder.tenantId, deliveryId)).toEqual(new Set());
    expect(
      await kit.delivery.openForMember(intruder.tenantId, intruder.memberIds[0]!, deliveryId, "MOBILE_APP"),
    ).toBeNull();
    expect(
      await kit.delivery.openForMember(intruder.tenantId, school.memberIds[0]!, deliveryId, "MOBILE_APP"),
    ).toBeNull();
    await expect(
      kit.db.transaction((tx) => kit.delivery.cancel(tx, intruder.tenantId, deliveryId)),
    ).rejects.toThrow(NotFoundError);
    // Another tenant's members in a recipient list are left out.
    await expect(
      kit.db.transaction((tx) => kit.delivery.schedule(tx, message(intruder, school.memberIds))),
    ).rejects.toThrow(new ValidationError("配信対象のメンバーがいません。"));
    expect(await kit.delivery.memberChannels(intruder.tenantId, school.memberIds)).toEqual(new Map());
  });

  it("refuses a delivery to nobody and a reserved time in the past", async () => {
    const school = await seedSchool(kit, 1);
    await expect(kit.db.transaction((tx) => kit.delivery.schedule(tx, message(school, [])))).rejects.toThrow(
      "配信対象のメンバーがいません。",
    );
    await expect(
      kit.db.transaction((tx) =>
        kit.delivery.schedule(
          tx,
          message(school, school.memberIds, { sendAt: new Date(Date.now() - 3600_000) }),
        ),
      ),
    ).rejects.toThrow("予約日時に過去の日時は指定できません。");
    await expect(
      kit.delivery.saveSubscription(
        school.tenantId,
        school.memberIds[0]!,
        { endpoint: "http://x", keys: { p256dh: "a", auth: "b" } },
        null,
      ),
    ).rejects.toThrow("通知の登録先の形式が正しくありません。");
    expect(await kit.delivery.vapidPublicKey()).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});
