import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { JobQueue } from "../jobs/job-queue";
import type { JobHandler } from "../jobs/job-runner";
import { type ChannelBatchJobData, channelJobName, finishIfDone } from "./channel-batch";
import { delivery, pushSubscription } from "./delivery.tables";
import type { Channel } from "./delivery-engine";
import { lineReachableForDelivery } from "./line-links";
import type { MemberDirectory } from "./member-directory";
import { num, sqlRows } from "./sql-rows";

export const DELIVERY_FANOUT_JOB = "delivery.fanout";

export interface FanoutJobData {
  deliveryId: number;
}

export interface FanoutSizes {
  /** Recipients split per transaction: the first batches go out while later ones are still split. */
  chunk: number;
  /** A smaller first chunk, so the first phones buzz within a second or two of sending. */
  firstChunk: number;
  /** Recipients per channel batch job. */
  batch: number;
  /** Recipients per LINE batch job: one multicast (LINE takes up to 500 user ids). */
  lineBatch: number;
}

/** What a recipient without any channel is marked with, so the history shows why nothing went out. */
export const NO_CHANNEL_REASON = "連絡手段がありません（アプリ通知・LINE連携・メールアドレスの登録なし）";

/** Channels for one recipient: app push if subscribed, else LINE if linked, else mail; urgent: every one. */
export function chooseChannels(
  has: { push: boolean; line: boolean; mail: boolean },
  urgent: boolean,
): Channel[] {
  const available = (["push", "line", "mail"] as const).filter((c) => has[c]);
  return urgent ? available : available.slice(0, 1);
}

/**
 * Splits a delivery's recipients into channel batches, chunk by chunk in member-id order. Each chunk
 * is one transaction: its send rows, the cursor and the batch jobs commit together, so a fan-out
 * killed midway goes on from the cursor and never queues a recipient twice.
 */
export function fanoutHandler(deps: {
  db: Db;
  members: MemberDirectory;
  jobs: JobQueue;
  sizes: FanoutSizes;
}): JobHandler<FanoutJobData> {
  const { db, jobs, sizes, members } = deps;
  return async ({ deliveryId }, ctx) => {
    const tenantId = ctx.tenantId;
    if (tenantId === null) return { status: "missing" };
    const thisDelivery = and(eq(delivery.id, deliveryId), eq(delivery.tenantId, tenantId));
    const [started] = await db
      .update(delivery)
      .set({ stage: "fanning", startedAt: sql`coalesce(${delivery.startedAt}, now())` })
      .where(and(thisDelivery, inArray(delivery.stage, ["scheduled", "fanning"])))
      .returning({ urgent: delivery.urgent, cursor: delivery.fanoutCursor });
    if (!started) return { status: "not-waiting" };

    try {
      let cursor = started.cursor;
      let queued = 0;
      let limit = Math.min(sizes.firstChunk, sizes.chunk);
      for (;;) {
        if (ctx.signal.aborted) throw new Error("配信の振り分けを中断しました（停止中）");
        const ids = (
          await sqlRows<{ member_id: string }>(
            db,
            sql`select member_id from delivery_recipient where delivery_id = ${deliveryId}
                and tenant_id = ${tenantId} and member_id > ${cursor} order by member_id limit ${limit}`,
          )
        ).map((r) => num(r.member_id));
        const last = ids.length < limit;
        const woke = await db.transaction(async (tx) => {
          const batches =
            ids.length === 0
              ? new Map()
              : await insertChunk(tx, members, tenantId, deliveryId, ids, started.urgent, sizes);
          const moved = await tx
            .update(delivery)
            .set({ fanoutCursor: ids.at(-1) ?? cursor, ...(last ? { stage: "sending" as const } : {}) })
            .where(and(thisDelivery, eq(delivery.fanoutCursor, cursor), eq(delivery.stage, "fanning")))
            .returning({ id: delivery.id });
          if (moved.length === 0)
            throw new Error("another fan-out of this delivery moved on; stopping this one");
          const names: string[] = [];
          for (const [channel, batchNos] of batches as Map<Channel, number[]>) {
            await jobs.enqueueMany<ChannelBatchJobData>(
              channelJobName(channel),
              batchNos.map((batchNo) => ({ data: { deliveryId, channel, batchNo }, tenantId })),
              { tx },
            );
            queued += batchNos.length;
            names.push(channelJobName(channel));
          }
          return names;
        });
        for (const name of woke) jobs.wake(name);
        cursor = ids.at(-1) ?? cursor;
        await ctx.reportProgress(queued, null, `${queued}件の送信単位を登録しました`);
        if (last) break;
        limit = sizes.chunk;
      }
      await finishIfDone(db, tenantId, deliveryId);
      return { status: "queued", batches: queued };
    } catch (err) {
      if (ctx.isLastAttempt)
        await db
          .update(delivery)
          .set({ status: 9, stage: "finished", finishedAt: sql`now()` })
          .where(and(thisDelivery, eq(delivery.stage, "fanning")));
      throw err;
    }
  };
}

/** Send rows of one chunk of recipients; returns the new batch numbers per channel. */
async function insertChunk(
  tx: Db,
  directory: MemberDirectory,
  tenantId: number,
  deliveryId: number,
  ids: number[],
  urgent: boolean,
  sizes: FanoutSizes,
): Promise<Map<Channel, number[]>> {
  const subscribed = new Set(
    (
      await tx
        .selectDistinct({ memberId: pushSubscription.memberId })
        .from(pushSubscription)
        .where(
          and(
            eq(pushSubscription.tenantId, tenantId),
            sql`${pushSubscription.memberId} = any(${sql.param(ids)}::bigint[])`,
          ),
        )
    ).map((r) => r.memberId),
  );
  const contacts = await directory.contacts(tx, tenantId, ids);
  const linked = await lineReachableForDelivery(tx, tenantId, deliveryId, ids);
  const perChannel = new Map<Channel, number[]>();
  const nobody: number[] = [];
  for (const id of ids) {
    const channels = chooseChannels(
      { push: subscribed.has(id), line: linked.has(id), mail: Boolean(contacts.get(id)?.mailAddress) },
      urgent,
    );
    if (channels.length === 0) nobody.push(id);
    for (const c of channels) {
      const list = perChannel.get(c);
      if (list) list.push(id);
      else perChannel.set(c, [id]);
    }
  }

  const members: number[] = [];
  const channels: string[] = [];
  const batchNos: number[] = [];
  const batches = new Map<Channel, number[]>();
  for (const [channel, memberIds] of perChannel) {
    const [next] = await sqlRows<{ n: string }>(
      tx,
      sql`select coalesce(max(batch_no), -1) + 1 as n from delivery_send
          where delivery_id = ${deliveryId} and channel = ${channel}`,
    );
    const first = num(next?.n);
    const batchSize = channel === "line" ? sizes.lineBatch : sizes.batch;
    const own: number[] = [];
    memberIds.forEach((memberId, i) => {
      const batchNo = first + Math.floor(i / batchSize);
      if (own.at(-1) !== batchNo) own.push(batchNo);
      members.push(memberId);
      channels.push(channel);
      batchNos.push(batchNo);
    });
    batches.set(channel, own);
  }
  if (members.length > 0)
    await tx.execute(sql`
      insert into delivery_send (delivery_id, tenant_id, member_id, channel, batch_no)
      select ${deliveryId}, ${tenantId}, m, c, b
        from unnest(${sql.param(members)}::bigint[], ${sql.param(channels)}::varchar[], ${sql.param(batchNos)}::int[]) as u(m, c, b)
      on conflict do nothing`);
  if (nobody.length > 0)
    // Recorded as a failed mail send (batch -1, no job): the history shows who could not be reached.
    await tx.execute(sql`
      insert into delivery_send (delivery_id, tenant_id, member_id, channel, batch_no, send_status, failure_reason)
      select ${deliveryId}, ${tenantId}, m, 'mail', -1, 2, ${NO_CHANNEL_REASON}
        from unnest(${sql.param(nobody)}::bigint[]) as m
      on conflict do nothing`);
  return batches;
}
