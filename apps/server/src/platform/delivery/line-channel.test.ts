import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  message,
  PUBLIC_URL,
  seedSchool,
  send,
  settled,
  useDeliveryKit,
} from "../../../test/delivery/delivery-test-kit";
import { type LineApiStandIn, startLineApiStandIn } from "../../../test/loopback/line-api-stand-in";
import { createSecretBox } from "../auth/secret-box";
import { saveLineMessaging } from "./line-messaging-settings";

// The LINE channel of the delivery engine on a real database, multicasting to a loopback stand-in of
// LINE's Messaging API that keeps X-Line-Retry-Key as LINE does (a reused accepted key answers 409).

let line: LineApiStandIn;
beforeAll(async () => {
  line = await startLineApiStandIn();
});
afterAll(async () => {
  await line?.close();
});
// One chunk of up to 1,000 recipients, so 501 linked members make LINE batches of 500 and 1.
const kit = useDeliveryKit({
  env: () => ({ LINE_API_URL: line.url }),
  sizes: { chunk: 1000, firstChunk: 1000 },
});
const box = createSecretBox(Buffer.alloc(32, 9));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let userSeq = 0;
/** A school whose official account is set (enabled unless told) and whose `linked` members linked LINE. */
async function lineSchool(count: number, linked: (i: number) => boolean, enabled = true) {
  const school = await seedSchool(kit, count);
  await saveLineMessaging(kit.db, box, school, { channelAccessToken: line.token, enabled });
  const lineIds = new Map<number, string>();
  for (const [i, memberId] of school.memberIds.entries()) {
    if (!linked(i)) continue;
    const lineUserId = `U${(++userSeq).toString(16).padStart(32, "0")}`;
    await kit.delivery.saveLineLink(school.tenantId, memberId, {
      organizationId: school.organizationId,
      lineUserId,
      displayName: `保護者${i}`,
    });
    lineIds.set(memberId, lineUserId);
  }
  return { ...school, lineIds };
}

const requestsTo = (ids: Iterable<string>) => {
  const set = new Set(ids);
  return line.requests.filter((r) => r.to.some((id) => set.has(id)));
};

describe("LINE channel", () => {
  it("picks app push, else LINE, else mail per member, and every channel for an urgent message", async () => {
    // 0: app and LINE; 1, 2: LINE; 3: mail only.
    const school = await lineSchool(4, (i) => i <= 2);
    const device = kit.push.newDevice();
    await kit.delivery.saveSubscription(school.tenantId, school.memberIds[0]!, device, null);
    const channels = await kit.delivery.memberChannels(school.tenantId, school.memberIds);
    expect(school.memberIds.map((id) => channels.get(id)?.line)).toEqual([true, true, true, false]);

    const deliveryId = await send(kit, message(school, school.memberIds));
    const summary = await settled(kit, school.tenantId, deliveryId);
    expect(summary.byChannel).toMatchObject({
      push: { sent: 1, failed: 0 },
      line: { sent: 2, failed: 0 },
      mail: { sent: 1, failed: 0 },
    });
    const sent = requestsTo(school.lineIds.values());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe("/v2/bot/message/multicast");
    expect(sent[0]!.retryKey).toMatch(UUID);
    expect(sent[0]!.to.sort()).toEqual(
      [school.lineIds.get(school.memberIds[1]!), school.lineIds.get(school.memberIds[2]!)].sort(),
    );
    expect(sent[0]!.texts).toEqual([
      `明日の集合時間\n\n明日は 8:30 に正門へ集合してください。\n\n▼学務アプリで開く\n${PUBLIC_URL}/app/member/messages/${deliveryId}`,
    ]);

    const urgent = await send(kit, message(school, [school.memberIds[0]!], { urgent: true, title: "休校" }));
    const urgentSummary = await settled(kit, school.tenantId, urgent);
    expect(urgentSummary.byChannel.push.sent).toBe(1);
    expect(urgentSummary.byChannel.line.sent).toBe(1);
    expect(urgentSummary.byChannel.mail.sent).toBe(1);
    expect(line.delivered.get(school.lineIds.get(school.memberIds[0]!)!)?.[0]).toMatch(/^【緊急】休校/);
  });

  it("sends 501 linked members in two multicasts of 500 and 1, each member once", async () => {
    const school = await lineSchool(501, () => true);
    const deliveryId = await send(kit, message(school, school.memberIds));
    const summary = await settled(kit, school.tenantId, deliveryId);
    expect(summary).toMatchObject({ status: 1, sent: 501, failed: 0 });
    const sent = requestsTo(school.lineIds.values());
    expect(sent.map((r) => r.to.length).sort((a, b) => b - a)).toEqual([500, 1]);
    expect(new Set(sent.map((r) => r.retryKey)).size).toBe(2);
    for (const id of school.lineIds.values()) expect(line.delivered.get(id)).toHaveLength(1);
  });

  it("resends a unit whose answer was lost with the same retry key, and LINE's 409 counts as sent", async () => {
    const school = await lineSchool(3, () => true);
    line.answerNext("accept-then-fail");
    const deliveryId = await send(kit, message(school, school.memberIds));
    const summary = await settled(kit, school.tenantId, deliveryId);
    expect(summary).toMatchObject({ status: 1, sent: 3, failed: 0 });
    const sent = requestsTo(school.lineIds.values());
    expect(sent.map((r) => r.status)).toEqual([500, 409]);
    expect(sent[1]!.retryKey).toBe(sent[0]!.retryKey);
    for (const id of school.lineIds.values()) expect(line.delivered.get(id)).toHaveLength(1);
  });

  it("retries after a rate-limit 429 and a 500, and records the spent monthly limit as a failure", async () => {
    const busy = await lineSchool(2, () => true);
    line.answerNext("rate-limited", "server-error");
    const ok = await send(kit, message(busy, busy.memberIds));
    expect(await settled(kit, busy.tenantId, ok)).toMatchObject({ status: 1, sent: 2 });
    expect(requestsTo(busy.lineIds.values()).map((r) => r.status)).toEqual([429, 500, 200]);

    const spent = await lineSchool(2, () => true);
    line.answerNext("quota-spent");
    const deliveryId = await send(kit, message(spent, spent.memberIds));
    const summary = await settled(kit, spent.tenantId, deliveryId);
    expect(summary).toMatchObject({ status: 9, sent: 0, failed: 2, byChannel: { line: { failed: 2 } } });
    // Recorded at once, not retried: nothing was sent, and nothing will be sent twice.
    expect(requestsTo(spent.lineIds.values()).map((r) => r.status)).toEqual([429]);
    for (const id of spent.lineIds.values()) expect(line.delivered.get(id)).toBeUndefined();
    const rows = await kit.delivery.recipients(spent.tenantId, deliveryId, { page: 1, size: 10 });
    expect(rows.rows.map((r) => r.channels)).toEqual(
      spent.memberIds.map(() => [
        {
          channel: "line",
          sendStatus: 2,
          failureReason: "LINE公式アカウントの今月の送信数の上限に達したため送信できませんでした（429）",
          sentAt: null,
        },
      ]),
    );
  });

  it("leaves LINE out while the official account is off, and reads the monthly quota from LINE", async () => {
    const off = await lineSchool(1, () => true, false);
    expect(
      (await kit.delivery.memberChannels(off.tenantId, off.memberIds)).get(off.memberIds[0]!)?.line,
    ).toBe(false);
    const deliveryId = await send(kit, message(off, off.memberIds));
    expect((await settled(kit, off.tenantId, deliveryId)).byChannel).toMatchObject({
      line: { sent: 0, failed: 0 },
      mail: { sent: 1 },
    });

    line.quota.limit = 5000;
    const state = await kit.delivery.lineOrganization(off);
    expect(state).toMatchObject({ configured: true, enabled: false, linkedMembers: 1, quotaError: null });
    expect(state.quota).toEqual({ type: "limited", limit: 5000, used: line.quota.used });
    expect(line.quota.used).toBeGreaterThan(500);

    // Another tenant's scope sees nothing of this school.
    const other = await seedSchool(kit, 1);
    expect(await kit.delivery.lineOrganization(other)).toMatchObject({
      configured: false,
      linkedMembers: 0,
      quota: null,
    });
    expect(await kit.delivery.memberChannels(other.tenantId, off.memberIds)).toEqual(new Map());
  });
});
