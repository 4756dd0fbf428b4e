import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { JobHandler } from "../jobs/job-runner";
import { delivery } from "./delivery.tables";
import type { Channel } from "./delivery-engine";
import { resultGroups } from "./result-groups";
import { num, sqlRows } from "./sql-rows";

export interface ChannelBatchJobData {
  deliveryId: number;
  channel: Channel;
  batchNo: number;
}

export const channelJobName = (channel: Channel) => `delivery.${channel}`;

/** The delivery as a channel sends it. */
export interface OutgoingMessage {
  id: number;
  tenantId: number;
  organizationId: number;
  kind: number;
  title: string;
  bodyText: string;
  linkUrl: string | null;
  urgent: boolean;
}

/** One claimed send: a recipient over this channel. */
export interface ClaimedSend {
  sendId: number;
  memberId: number;
}

/** permanent: recorded as failure now. transient: retried by the batch's next attempt (with backoff). */
export type SendOutcome = { ok: true } | { ok: false; permanent: boolean; reason: string };

/** Tells the batch one send's result as soon as it is known, so it is recorded within milliseconds. */
export type ReportOutcome = (sendId: number, outcome: SendOutcome) => void;

/** Sends a loaded unit; returns every send's outcome, reporting each as it completes when it can. */
export type UnitSend = (report?: ReportOutcome) => Promise<Map<number, SendOutcome>>;

/**
 * One unit in two steps: the returned promise settles once the unit's data is read (devices, contacts,
 * mail-link hashes written), and the function it gives sends. The batch loads the next unit while
 * the current one is being sent, so a channel's connections do not wait on the database between units.
 */
export type UnitLoader = (sends: ClaimedSend[]) => Promise<UnitSend>;

/**
 * A channel's way of sending: prepared once per batch attempt, then called unit by unit. A channel
 * that sends one by one reports each outcome as it completes (`report`), which narrows what a kill -9
 * can repeat to the sends completed in the last few milliseconds.
 */
export interface ChannelSender {
  channel: Channel;
  /** Sends claimed together: small, so a crash leaves few sends claimed without a result. */
  unitSize: number;
  prepare(message: OutgoingMessage): Promise<UnitLoader>;
}

/** Results are written in groups of this many, or after this long, whichever comes first. */
export const RESULT_GROUP = { size: 10, delayMs: 50 };

export const GAVE_UP_REASON = "再試行の上限に達したため送信できませんでした";

/**
 * One channel batch of a delivery: claim a unit (claimed_at) → send it → record each result, until the
 * batch has nothing pending. Sends still pending after a transient failure fail the attempt, so the
 * job is retried with backoff and sends only those. A unit claimed by an attempt that died (kill -9)
 * has no result; the next attempt claims it again and resends it with the same idempotency keys
 * (docs/decisions/0006-delivery-engine.md).
 */
export function channelBatchHandler(deps: {
  db: Db;
  sender: ChannelSender;
}): JobHandler<ChannelBatchJobData> {
  const { db, sender } = deps;
  return async ({ deliveryId, channel, batchNo }, ctx) => {
    const tenantId = ctx.tenantId;
    if (tenantId === null || channel !== sender.channel) return { status: "missing" };
    const [message] = await db
      .select({
        id: delivery.id,
        tenantId: delivery.tenantId,
        organizationId: delivery.organizationId,
        kind: delivery.kind,
        title: delivery.title,
        bodyText: delivery.bodyText,
        linkUrl: delivery.linkUrl,
        urgent: delivery.urgent,
        stage: delivery.stage,
      })
      .from(delivery)
      .where(and(eq(delivery.id, deliveryId), eq(delivery.tenantId, tenantId)));
    if (!message || message.stage === "canceled" || message.stage === "scheduled")
      return { status: "not-sending" };

    const [clock] = await sqlRows<{ t: string }>(db, sql`select clock_timestamp()::text as t`);
    const attemptStart = clock!.t;
    const batch = sql`delivery_id = ${deliveryId} and tenant_id = ${tenantId} and channel = ${channel} and batch_no = ${batchNo}`;
    const load = await sender.prepare(message);
    // Claimed earlier in this attempt (a transient failure) waits for the next attempt.
    const claim = async () =>
      (
        await sqlRows<{ id: string; member_id: string }>(
          db,
          sql`update delivery_send s set claimed_at = clock_timestamp(), attempts = s.attempts + 1
                from (select id from delivery_send where ${batch} and send_status is null
                        and (claimed_at is null or claimed_at < ${attemptStart}::timestamptz)
                      order by id limit ${sender.unitSize} for update skip locked) p
               where s.id = p.id
           returning s.id, s.member_id`,
        )
      ).map((r) => ({ sendId: num(r.id), memberId: num(r.member_id) }));
    // The next unit is claimed and loaded while this one sends. A unit claimed and never sent (the
    // attempt failed or was killed) has no result, so the next attempt claims and sends it.
    const claimAndLoad = () => {
      const unit = (async () => {
        const claimed = await claim();
        return claimed.length === 0 ? null : { claimed, send: await load(claimed) };
      })();
      // Awaited one unit later; marked handled now, so a failure meanwhile is not an unhandled rejection.
      unit.catch(() => {});
      return unit;
    };
    let sent = 0;
    let failed = 0;
    let next = claimAndLoad();
    try {
      for (;;) {
        const unit = await next;
        if (!unit) break;
        if (ctx.signal.aborted) throw new Error("送信を中断しました（停止中）");
        const { claimed } = unit;
        next = claimAndLoad();
        const recorded = new Set<number>();
        const results = resultGroups<[number, SendOutcome]>(
          (items) => recordResults(db, tenantId, items),
          RESULT_GROUP,
        );
        const record = (sendId: number, outcome: SendOutcome) => {
          if (recorded.has(sendId)) return;
          recorded.add(sendId);
          if (outcome.ok) sent++;
          else if (outcome.permanent) failed++;
          results.add([sendId, outcome]);
        };
        let outcomes: Map<number, SendOutcome>;
        try {
          outcomes = await unit.send(record);
        } finally {
          // What was reported before a failure is recorded, so a retry does not send it again.
          await results.flush();
        }
        for (const c of claimed)
          record(
            c.sendId,
            outcomes.get(c.sendId) ?? { ok: false, permanent: false, reason: "送信結果が得られませんでした" },
          );
        await results.flush();
      }
    } finally {
      // A prefetch still running when the loop ends by an error must not fail unobserved.
      await next.catch(() => null);
    }

    const [left] = await sqlRows<{ n: string; reason: string | null }>(
      db,
      sql`select count(*) as n, min(failure_reason) as reason from delivery_send where ${batch} and send_status is null`,
    );
    const pending = num(left?.n);
    if (pending > 0) {
      if (!ctx.isLastAttempt)
        throw new Error(
          `${pending}件が一時的に送信できなかったため、後で再試行します（${left?.reason ?? "理由不明"}）`,
        );
      await db.execute(sql`
        update delivery_send set send_status = 2, failure_reason = coalesce(failure_reason, ${GAVE_UP_REASON})
         where ${batch} and send_status is null`);
    }
    await finishIfDone(db, tenantId, deliveryId);
    return { sent, failed: failed + pending };
  };
}

/** One statement for a group of results: sent (1), failed for good (2), or pending with the reason. */
async function recordResults(db: Db, tenantId: number, items: [number, SendOutcome][]): Promise<void> {
  const ids = items.map(([id]) => id);
  const statuses = items.map(([, o]) => (o.ok ? 1 : o.permanent ? 2 : null));
  const reasons = items.map(([, o]) => (o.ok ? null : o.reason));
  await db.execute(sql`
    update delivery_send s
       set send_status = u.st, failure_reason = u.reason,
           sent_at = case when u.st = 1 then now() else s.sent_at end
      from unnest(${sql.param(ids)}::bigint[], ${sql.param(statuses)}::smallint[], ${sql.param(reasons)}::text[])
        as u(id, st, reason)
     where s.id = u.id and s.tenant_id = ${tenantId}`);
}

/**
 * Marks the delivery finished once every send has a result and the fan-out queued everything:
 * completed (1) when anyone was reached, failed (9) when nobody was. Called after each batch and at the
 * end of the fan-out; whichever comes last finishes it.
 */
export async function finishIfDone(db: Db, tenantId: number, deliveryId: number): Promise<void> {
  await db.execute(sql`
    update delivery d set stage = 'finished', finished_at = now(),
           status = case when exists (select 1 from delivery_send s where s.delivery_id = d.id and s.send_status = 1)
                         then 1 else 9 end
     where d.id = ${deliveryId} and d.tenant_id = ${tenantId} and d.stage = 'sending'
       and not exists (select 1 from delivery_send s where s.delivery_id = d.id and s.send_status is null)`);
}
