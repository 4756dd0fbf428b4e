import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { NotFoundError, ValidationError } from "../errors/app-error";
import type { JobQueue } from "../jobs/job-queue";
import { delivery } from "./delivery.tables";
import type { ScheduleDeliveryInput } from "./delivery-engine";
import { DELIVERY_FANOUT_JOB, type FanoutJobData } from "./delivery-fanout";
import type { MemberDirectory } from "./member-directory";

/** A reserved time this far in the past still counts as "now" (the form was filled in a minute ago). */
const PAST_GRACE_MS = 60_000;

/**
 * Writes the delivery and its recipients inside the caller's transaction and queues the fan-out in
 * it (at send_at when reserved): the delivery exists only with its job, and nothing goes out before
 * the caller commits. Recipients are one set-based statement, however many.
 */
export async function scheduleDelivery(
  tx: Db,
  jobs: JobQueue,
  members: MemberDirectory,
  input: ScheduleDeliveryInput,
  now: Date = new Date(),
): Promise<{ deliveryId: number }> {
  const title = input.title.trim();
  if (!title) throw new ValidationError("タイトルを入力してください。");
  if (input.sendAt && input.sendAt.getTime() < now.getTime() - PAST_GRACE_MS)
    throw new ValidationError("予約日時に過去の日時は指定できません。");
  const memberIds = await members.addressableIds(tx, input.tenantId, [...new Set(input.recipientMemberIds)]);
  if (memberIds.length === 0) throw new ValidationError("配信対象のメンバーがいません。");

  const [row] = await tx
    .insert(delivery)
    .values({
      tenantId: input.tenantId,
      organizationId: input.organizationId,
      kind: input.kind,
      sourceId: input.sourceId,
      title: title.slice(0, 200),
      bodyHtml: input.bodyHtml,
      bodyText: input.bodyText,
      linkUrl: input.linkUrl ?? null,
      attachments: input.attachments ?? [],
      replyEnabled: input.replyEnabled,
      urgent: input.urgent,
      sendAt: input.sendAt,
      status: 2,
      stage: "scheduled",
      createdBy: input.createdBy,
    })
    .returning({ id: delivery.id });
  const deliveryId = row!.id;
  await tx.execute(sql`
    insert into delivery_recipient (delivery_id, tenant_id, member_id)
    select ${deliveryId}, ${input.tenantId}, m from unnest(${sql.param(memberIds)}::bigint[]) as m
    on conflict do nothing`);
  const reserved = input.sendAt && input.sendAt.getTime() > now.getTime() ? input.sendAt : undefined;
  await jobs.enqueue<FanoutJobData>(
    DELIVERY_FANOUT_JOB,
    { deliveryId },
    { tenantId: input.tenantId, tx, startAfter: reserved, singletonKey: `delivery-${deliveryId}` },
  );
  return { deliveryId };
}

/**
 * Cancels a delivery whose fan-out has not started: one conditional update, so a fan-out starting at
 * the same moment either sees "canceled" and stops, or has already moved the stage and cancel says so.
 */
export async function cancelDelivery(
  tx: Db,
  tenantId: number,
  deliveryId: number,
): Promise<"canceled" | "already-started"> {
  const thisDelivery = and(eq(delivery.id, deliveryId), eq(delivery.tenantId, tenantId));
  const canceled = await tx
    .update(delivery)
    .set({ stage: "canceled", status: 3, finishedAt: sql`now()` })
    .where(and(thisDelivery, eq(delivery.stage, "scheduled")))
    .returning({ id: delivery.id });
  if (canceled.length > 0) return "canceled";
  const [existing] = await tx.select({ stage: delivery.stage }).from(delivery).where(thisDelivery);
  if (!existing) throw new NotFoundError("配信が見つかりません。");
  return existing.stage === "canceled" ? "canceled" : "already-started";
}
