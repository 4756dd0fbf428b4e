import { and, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { delivery, deliveryRecipient, memberVisibleStageList, memberVisibleStages } from "./delivery.tables";
import type {
  AnswerMethodCode,
  DeliveryAttachment,
  InboxItem,
  InboxMessage,
  NotificationTypeCode,
} from "./delivery-engine";
import { looksLikeMailLinkToken, mailLinkTokenHash } from "./mail-link-token";
import { num, sqlRows } from "./sql-rows";

const EXCERPT = 120;
/** Deliveries a member sees: going out or gone out (not reserved, not canceled). */
const VISIBLE = sql`d.stage in (${memberVisibleStageList})`;

/** A raw row (bigints as text, times as text) or the prepared lookup's (numbers, dates). */
interface MessageRow {
  id: string | number;
  tenant_id: number;
  member_id: string | number;
  recipient_id: string | number;
  kind: number;
  source_id: string | number;
  title: string;
  body_html: string;
  body_text: string;
  link_url: string | null;
  attachments: DeliveryAttachment[] | string;
  urgent: boolean;
  reply_enabled: boolean;
  started_at: string | Date | null;
  read_at: string | Date | null;
}

const selectMessages = (where: SQL, tail: SQL = sql``) => sql`
  select d.id, d.tenant_id, r.member_id, r.id as recipient_id, d.kind, d.source_id, d.title, d.body_html, d.body_text,
         d.link_url, d.attachments, d.urgent, d.reply_enabled, d.started_at, r.read_at
    from delivery_recipient r join delivery d on d.id = r.delivery_id and d.tenant_id = r.tenant_id
   where ${VISIBLE} and ${where} ${tail}`;

function toItem(r: MessageRow): InboxItem {
  return {
    deliveryId: num(r.id),
    kind: num(r.kind) as NotificationTypeCode,
    title: r.title,
    excerpt: r.body_text.length > EXCERPT ? `${r.body_text.slice(0, EXCERPT - 1)}…` : r.body_text,
    urgent: r.urgent,
    replyEnabled: r.reply_enabled,
    sentAt: new Date(r.started_at ?? 0),
    readAt: r.read_at === null ? null : new Date(r.read_at),
  };
}

function toMessage(r: MessageRow): InboxMessage {
  return {
    ...toItem(r),
    bodyHtml: r.body_html,
    bodyText: r.body_text,
    linkUrl: r.link_url,
    attachments: typeof r.attachments === "string" ? JSON.parse(r.attachments) : r.attachments,
    sourceId: num(r.source_id),
  };
}

export async function inbox(
  db: Db,
  tenantId: number,
  memberId: number,
  page: { before?: number; size: number },
): Promise<InboxItem[]> {
  const size = Math.min(Math.max(1, Math.trunc(page.size) || 1), 100);
  const before = page.before ? sql` and r.delivery_id < ${page.before}` : sql``;
  const rows = await sqlRows<MessageRow>(
    db,
    selectMessages(
      sql`r.tenant_id = ${tenantId} and r.member_id = ${memberId}${before}`,
      sql`order by r.delivery_id desc limit ${size}`,
    ),
  );
  return rows.map(toItem);
}

export async function unreadCount(db: Db, tenantId: number, memberId: number): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(
    db,
    sql`select count(*) as n from delivery_recipient r join delivery d on d.id = r.delivery_id and d.tenant_id = r.tenant_id
         where ${VISIBLE} and r.tenant_id = ${tenantId} and r.member_id = ${memberId} and r.read_at is null`,
  );
  return num(row?.n);
}

/** The first read wins: a later open (another device, the mail link) keeps the first time and method. */
async function recordRead(db: Db, row: MessageRow, via: AnswerMethodCode): Promise<Date> {
  if (row.read_at !== null) return new Date(row.read_at);
  const [updated] = await sqlRows<{ read_at: string }>(
    db,
    sql`update delivery_recipient set read_at = coalesce(read_at, now()), answer_method = coalesce(answer_method, ${via})
         where id = ${num(row.recipient_id)} and tenant_id = ${row.tenant_id} returning read_at`,
  );
  return new Date(updated!.read_at);
}

/** The message columns of MessageRow, for the prepared lookups below. */
const messageColumns = {
  id: delivery.id,
  tenant_id: delivery.tenantId,
  member_id: deliveryRecipient.memberId,
  recipient_id: deliveryRecipient.id,
  kind: delivery.kind,
  source_id: delivery.sourceId,
  title: delivery.title,
  body_html: delivery.bodyHtml,
  body_text: delivery.bodyText,
  link_url: delivery.linkUrl,
  attachments: delivery.attachments,
  urgent: delivery.urgent,
  reply_enabled: delivery.replyEnabled,
  started_at: delivery.startedAt,
  read_at: deliveryRecipient.readAt,
};

/**
 * One message as a member opens it, prepared (built once, planned once per connection): opening a
 * message, from the app or a mail link, is what every member does at once after an earthquake.
 */
function messageLookup(db: Db, where: SQL | undefined) {
  return db
    .select(messageColumns)
    .from(deliveryRecipient)
    .innerJoin(
      delivery,
      and(eq(delivery.id, deliveryRecipient.deliveryId), eq(delivery.tenantId, deliveryRecipient.tenantId)),
    )
    .where(and(where, inArray(delivery.stage, memberVisibleStages)));
}

const memberMessageLookup = preparedPerDb((db) =>
  messageLookup(
    db,
    and(
      eq(deliveryRecipient.tenantId, sql.placeholder("tenantId")),
      eq(deliveryRecipient.memberId, sql.placeholder("memberId")),
      eq(deliveryRecipient.deliveryId, sql.placeholder("deliveryId")),
    ),
  ).prepare("delivery_open_for_member"),
);

const mailLinkLookup = preparedPerDb((db) =>
  messageLookup(
    db,
    and(
      eq(deliveryRecipient.mailTokenHash, sql.placeholder("hash")),
      gt(deliveryRecipient.mailTokenExpiresAt, sql`now()`),
    ),
  ).prepare("delivery_open_mail_link"),
);

export async function openForMember(
  db: Db,
  tenantId: number,
  memberId: number,
  deliveryId: number,
  via: AnswerMethodCode,
): Promise<InboxMessage | null> {
  if (!Number.isSafeInteger(deliveryId) || deliveryId <= 0) return null;
  const [row] = await memberMessageLookup(db).execute({ tenantId, memberId, deliveryId });
  if (!row) return null;
  const readAt = await recordRead(db, row, via);
  return { ...toMessage(row), readAt };
}

export async function openByMailLink(
  db: Db,
  token: string,
): Promise<{ tenantId: number; memberId: number; message: InboxMessage } | null> {
  if (!looksLikeMailLinkToken(token)) return null;
  const [row] = await mailLinkLookup(db).execute({ hash: mailLinkTokenHash(token) });
  if (!row) return null;
  const readAt = await recordRead(db, row, "MAIL_LINK");
  return { tenantId: row.tenant_id, memberId: num(row.member_id), message: { ...toMessage(row), readAt } };
}
