import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  deliveryMemberDirectory,
  message,
  seedSchool,
  send,
  settled,
  useDeliveryKit,
} from "../../../test/delivery/delivery-test-kit";
import { createSecretBox } from "../auth/secret-box";
import type { JobContext } from "../jobs/job-runner";
import { createMailTransport } from "../mail/mail-transport";
import { channelBatchHandler } from "./channel-batch";
import { mailChannel } from "./channels/mail-channel";
import { installationKeys } from "./installation-keys";

// What a channel batch's retry does after its first attempt died between claiming a unit and
// recording it (kill -9): the unit's sends, claimed with no result, go out again with the same
// Message-ID and personal link; sends that were recorded are not repeated
// (docs/decisions/0006-delivery-engine.md).

const kit = useDeliveryKit();

const retryContext = (tenantId: number): JobContext => ({
  jobId: "retry-after-crash",
  tenantId,
  attempt: 2,
  isLastAttempt: false,
  signal: new AbortController().signal,
  reportProgress: async () => {},
  once: async (_key, effect) => effect(kit.db),
});

describe("a channel batch after its process died", () => {
  it("sends the claimed-but-unrecorded unit again under the same Message-ID, and nothing else", async () => {
    const school = await seedSchool(kit, 6);
    const deliveryId = await send(kit, message(school, school.memberIds, { title: "再送の確認" }));
    await settled(kit, school.tenantId, deliveryId);
    const firstCopies = kit.smtp.received.filter((m) => m.headers.get("subject") === "再送の確認");
    expect(firstCopies).toHaveLength(6);

    // The state a killed attempt leaves: two sends claimed, sent, never recorded; the rest recorded.
    const crashed = school.memberIds.slice(0, 2);
    await kit.db.execute(sql`
      update delivery_send set send_status = null, sent_at = null, claimed_at = now() - interval '5 seconds'
       where delivery_id = ${deliveryId} and member_id = any(${sql.param(crashed)}::bigint[])`);
    await kit.db.execute(sql`update delivery set stage = 'sending', status = 2 where id = ${deliveryId}`);
    const [batch] = (
      (await kit.db.execute(
        sql`select distinct batch_no from delivery_send where delivery_id = ${deliveryId} and member_id = ${crashed[0]!}`,
      )) as unknown as { rows: { batch_no: number }[] }
    ).rows;

    const sender = mailChannel({
      db: kit.db,
      members: deliveryMemberDirectory,
      transport: createMailTransport(kit.smtp.url, { maxConnections: 1 }),
      platformFrom: "学務 <no-reply@gakumu.example>",
      publicUrl: "https://gakumu.example",
      keys: installationKeys(kit.db, createSecretBox(Buffer.alloc(32, 9))),
      concurrency: 1,
    });
    const handler = channelBatchHandler({ db: kit.db, sender });
    await handler(
      { deliveryId, channel: "mail", batchNo: Number(batch!.batch_no) },
      retryContext(school.tenantId),
    );

    const copies = kit.smtp.received.filter((m) => m.headers.get("subject") === "再送の確認");
    const again = copies.slice(6);
    const crashedAddresses = crashed.map((_, i) =>
      expect.stringMatching(new RegExp(`-${i}@family\\.example$`)),
    );
    expect(again.map((m) => m.envelopeTo[0])).toEqual(expect.arrayContaining(crashedAddresses));
    expect(again).toHaveLength(2);
    for (const mail of again) {
      const first = firstCopies.find((m) => m.envelopeTo[0] === mail.envelopeTo[0])!;
      expect(mail.headers.get("message-id")).toBe(first.headers.get("message-id"));
      expect(mail.text).toBe(first.text);
    }
    const summary = (await kit.delivery.summaries(school.tenantId, [deliveryId])).get(deliveryId);
    expect(summary).toMatchObject({ status: 1, sent: 6, pending: 0 });

    // A further run finds nothing pending and sends nothing.
    await handler(
      { deliveryId, channel: "mail", batchNo: Number(batch!.batch_no) },
      retryContext(school.tenantId),
    );
    expect(kit.smtp.received.filter((m) => m.headers.get("subject") === "再送の確認")).toHaveLength(8);
  });
});
