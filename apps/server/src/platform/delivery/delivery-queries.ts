import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { deliveryChannels, deliveryRecipient } from "./delivery.tables";
import type {
  AnswerMethodCode,
  Channel,
  DeliveryStatusCode,
  DeliverySummary,
  RecipientQuery,
  RecipientRow,
  SendStatusCode,
} from "./delivery-engine";
import { num, sqlRows } from "./sql-rows";

const idArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::bigint[]`;
const date = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string);

/** Per delivery: counts per recipient (reached on any channel / all failed), per channel, and reads. */
export async function deliverySummaries(
  db: Db,
  tenantId: number,
  deliveryIds: readonly number[],
): Promise<Map<number, DeliverySummary>> {
  const out = new Map<number, DeliverySummary>();
  if (deliveryIds.length === 0) return out;
  const heads = await sqlRows<{
    id: string;
    status: number;
    started_at: string | null;
    finished_at: string | null;
    recipients: string;
    read: string;
  }>(
    db,
    sql`select d.id, d.status, d.started_at, d.finished_at,
               (select count(*) from delivery_recipient r where r.delivery_id = d.id) as recipients,
               (select count(*) from delivery_recipient r where r.delivery_id = d.id and r.read_at is not null) as read
          from delivery d where d.tenant_id = ${tenantId} and d.id = any(${idArray(deliveryIds)})`,
  );
  if (heads.length === 0) return out;
  const own = heads.map((h) => num(h.id));
  const perMember = await sqlRows<{ delivery_id: string; sent: string; failed: string }>(
    db,
    sql`select delivery_id, count(*) filter (where ok) as sent, count(*) filter (where not ok and not pend) as failed
          from (select delivery_id, member_id, bool_or(send_status = 1) as ok, bool_or(send_status is null) as pend
                  from delivery_send where tenant_id = ${tenantId} and delivery_id = any(${idArray(own)})
                 group by delivery_id, member_id) m
         group by delivery_id`,
  );
  const perChannel = await sqlRows<{
    delivery_id: string;
    channel: Channel;
    send_status: number | null;
    n: string;
  }>(
    db,
    sql`select delivery_id, channel, send_status, count(*) as n from delivery_send
         where tenant_id = ${tenantId} and delivery_id = any(${idArray(own)})
         group by delivery_id, channel, send_status`,
  );
  for (const h of heads) {
    const id = num(h.id);
    const m = perMember.find((r) => num(r.delivery_id) === id);
    const recipients = num(h.recipients);
    const sent = num(m?.sent);
    const failed = num(m?.failed);
    const byChannel = Object.fromEntries(
      deliveryChannels.map((c) => [c, { sent: 0, failed: 0, pending: 0 }]),
    ) as DeliverySummary["byChannel"];
    for (const c of perChannel.filter((r) => num(r.delivery_id) === id)) {
      const counts = byChannel[c.channel];
      if (!counts) continue;
      if (c.send_status === 1) counts.sent += num(c.n);
      else if (c.send_status === 2) counts.failed += num(c.n);
      else counts.pending += num(c.n);
    }
    out.set(id, {
      status: num(h.status) as DeliveryStatusCode,
      recipients,
      sent,
      failed,
      pending: Math.max(0, recipients - sent - failed),
      read: num(h.read),
      byChannel,
      startedAt: date(h.started_at),
      finishedAt: date(h.finished_at),
    });
  }
  return out;
}

/** A page of a delivery's recipients in member order, each with its channels' send states. */
export async function deliveryRecipients(
  db: Db,
  tenantId: number,
  deliveryId: number,
  query: RecipientQuery,
): Promise<{ total: number; rows: RecipientRow[] }> {
  const size = Math.min(Math.max(1, Math.trunc(query.size) || 1), 1000);
  const page = Math.max(1, Math.trunc(query.page) || 1);
  const filters = [sql`r.tenant_id = ${tenantId}`, sql`r.delivery_id = ${deliveryId}`];
  if (query.readState === "read") filters.push(sql`r.read_at is not null`);
  if (query.readState === "unread") filters.push(sql`r.read_at is null`);
  if (query.members) filters.push(query.members);
  if (query.sendStatus)
    filters.push(sql`exists (select 1 from delivery_send s where s.delivery_id = r.delivery_id
      and s.member_id = r.member_id and s.send_status = ${query.sendStatus})`);
  const where = sql.join(filters, sql` and `);
  const [counted] = await sqlRows<{ n: string }>(
    db,
    sql`select count(*) as n from delivery_recipient r where ${where}`,
  );
  const rows = await sqlRows<{
    member_id: string;
    read_at: string | null;
    answer_method: AnswerMethodCode | null;
  }>(
    db,
    sql`select r.member_id, r.read_at, r.answer_method from delivery_recipient r where ${where}
        order by r.member_id limit ${size} offset ${(page - 1) * size}`,
  );
  const memberIds = rows.map((r) => num(r.member_id));
  const sends =
    memberIds.length === 0
      ? []
      : await sqlRows<{
          member_id: string;
          channel: Channel;
          send_status: SendStatusCode | null;
          failure_reason: string | null;
          sent_at: string | null;
        }>(
          db,
          sql`select member_id, channel, send_status, failure_reason, sent_at from delivery_send
               where tenant_id = ${tenantId} and delivery_id = ${deliveryId} and member_id = any(${idArray(memberIds)})
               order by member_id, channel`,
        );
  return {
    total: num(counted?.n),
    rows: rows.map((r) => ({
      memberId: num(r.member_id),
      readAt: date(r.read_at),
      answerMethod: r.answer_method,
      channels: sends
        .filter((s) => num(s.member_id) === num(r.member_id))
        .map((s) => ({
          channel: s.channel,
          sendStatus: s.send_status === null ? null : (num(s.send_status) as SendStatusCode),
          failureReason: s.failure_reason,
          sentAt: date(s.sent_at),
        })),
    })),
  };
}

export async function readMemberIds(db: Db, tenantId: number, deliveryId: number): Promise<Set<number>> {
  const rows = await db
    .select({ memberId: deliveryRecipient.memberId })
    .from(deliveryRecipient)
    .where(
      and(
        eq(deliveryRecipient.tenantId, tenantId),
        eq(deliveryRecipient.deliveryId, deliveryId),
        isNotNull(deliveryRecipient.readAt),
      ),
    );
  return new Set(rows.map((r) => r.memberId));
}
