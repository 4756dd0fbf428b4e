import {
  formatDate,
  NotificationStatus,
  NotificationType,
  PUSH_HISTORY_PAGE_SIZE,
  PUSH_RECIPIENT_PAGE_SIZE,
  type PushDetail,
  type PushHistoryItem,
  type PushHistoryPage,
  type PushHistoryQuery,
  type PushRecipientPage,
  type PushSummary,
  type PushTarget,
  SendTarget,
} from "@gakumu/domain";
import { and, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { loginUser } from "../../platform/auth/login-user.tables";
import type { DeliverySummary } from "../../platform/delivery/delivery-engine";
import { recipientMemberId } from "../../platform/delivery/delivery-engine";
import { NotFoundError } from "../../platform/errors/app-error";
import { listGrades } from "../../platform/hierarchy/hierarchy.service";
import { groupNamesByIds } from "../member-groups/group-targets";
import { listMemberAttributes } from "../members/member-attributes.service";
import { loadHierarchy } from "../members/member-hierarchy";
import { memberRowScope } from "../members/member-row-scope";
import { memberLabels } from "../members/member-targets";
import { attachmentUrl } from "./push-attachments";
import type { PushDeps } from "./push-deps";
import { PUSH_HISTORY_MENU } from "./push-notifications.menu";
import { pushNotification } from "./push-notifications.tables";
import { choiceCounts, repliesOf, replyCounts } from "./push-replies";

// 配信履歴: every push and group push of the organisation with what the delivery engine knows of it.
// The engine's status is the truth once a notification was handed over; a final one (1 completed,
// 9 failed) is written back to the row so the next read of the list needs no engine to filter.

export type PushRow = typeof pushNotification.$inferSelect;
type StatusCode = 1 | 2 | 3 | 9;

export const historyMessages = { notFound: "配信が見つかりません。" } as const;

/** Candidates the list looks at when its status filter needs the engine (newest first). */
const ENGINE_FILTER_WINDOW = 1000;

type Owner = Pick<RequestContext, "tenantId" | "organizationId">;

const ofOrganization = (ctx: Owner) =>
  and(eq(pushNotification.tenantId, ctx.tenantId), eq(pushNotification.organizationId, ctx.organizationId));

const likeEscape = (text: string) => text.replace(/[\\%_]/g, "\\$&");

export async function findOwnPush(db: Db, ctx: Owner, id: number): Promise<PushRow> {
  const [row] = await db
    .select()
    .from(pushNotification)
    .where(and(ofOrganization(ctx), eq(pushNotification.id, id)));
  if (!row) throw new NotFoundError(historyMessages.notFound);
  return row;
}

/** The status the history shows: canceled stays canceled, otherwise the engine's word. */
export function displayStatus(row: PushRow, summary: DeliverySummary | undefined): StatusCode {
  if (row.status === NotificationStatus.CANCELED) return NotificationStatus.CANCELED;
  return (summary?.status ?? row.status) as StatusCode;
}

async function summariesOf(deps: PushDeps, ctx: RequestContext, rows: readonly PushRow[]) {
  const ids = rows.map((r) => r.deliveryId).filter((id): id is number => id !== null);
  const summaries = ids.length > 0 ? await deps.delivery.summaries(ctx.tenantId, ids) : new Map();
  // Final states go back onto the row (one statement per state), so filters need the engine less.
  for (const final of [NotificationStatus.COMPLETED, NotificationStatus.FAILED] as const) {
    const changed = rows.filter(
      (r) =>
        r.status === NotificationStatus.WAITING &&
        r.deliveryId !== null &&
        summaries.get(r.deliveryId)?.status === final,
    );
    if (changed.length > 0)
      await deps.db
        .update(pushNotification)
        .set({ status: final })
        .where(
          and(
            ofOrganization(ctx),
            inArray(
              pushNotification.id,
              changed.map((r) => r.id),
            ),
          ),
        );
  }
  return summaries as Map<number, DeliverySummary>;
}

async function senderNames(db: Db, tenantId: number, rows: readonly PushRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.createdByLoginUserId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const users = await db
    .select({ id: loginUser.id, name: loginUser.name })
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, tenantId), inArray(loginUser.id, ids)));
  return new Map(users.map((u) => [u.id, u.name]));
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function toItem(
  row: PushRow,
  summary: DeliverySummary | undefined,
  replied: number,
  names: Map<number, string>,
): PushHistoryItem {
  const summaryOut: PushSummary = {
    recipients: summary?.recipients ?? row.recipientCount,
    sent: summary?.sent ?? 0,
    failed: summary?.failed ?? 0,
    pending: summary?.pending ?? (row.status === NotificationStatus.CANCELED ? 0 : row.recipientCount),
    read: summary?.read ?? 0,
    replied,
  };
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: displayStatus(row, summary),
    reservedAt: iso(row.reservedAt),
    sentAt: iso(summary?.startedAt ?? null),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByLoginUserId === null ? "" : (names.get(row.createdByLoginUserId) ?? ""),
    resendType: row.resendType,
    summary: summaryOut,
  };
}

function listCondition(ctx: RequestContext, query: PushHistoryQuery): SQL {
  const keyword = query.keyword.trim();
  return and(
    ofOrganization(ctx),
    query.kind === 0 ? undefined : eq(pushNotification.kind, query.kind),
    // The period is the Japanese calendar days of sending: the reserved time, else the creation.
    query.from
      ? sql`coalesce(${pushNotification.reservedAt}, ${pushNotification.createdAt}) >= (${query.from}::date)::timestamp at time zone 'Asia/Tokyo'`
      : undefined,
    query.to
      ? sql`coalesce(${pushNotification.reservedAt}, ${pushNotification.createdAt}) < (${query.to}::date + 1)::timestamp at time zone 'Asia/Tokyo'`
      : undefined,
    keyword
      ? sql`(${pushNotification.title} ilike ${`%${likeEscape(keyword)}%`} or ${pushNotification.bodyText} ilike ${`%${likeEscape(keyword)}%`})`
      : undefined,
    query.status === NotificationStatus.CANCELED
      ? eq(pushNotification.status, NotificationStatus.CANCELED)
      : undefined,
    query.status !== 0 && query.status !== NotificationStatus.CANCELED
      ? ne(pushNotification.status, NotificationStatus.CANCELED)
      : undefined,
  ) as SQL;
}

export async function listPushHistory(
  deps: PushDeps,
  ctx: RequestContext,
  query: PushHistoryQuery,
): Promise<PushHistoryPage> {
  requireMenu(ctx, PUSH_HISTORY_MENU, "read");
  const { db } = deps;
  const where = listCondition(ctx, query);
  const size = PUSH_HISTORY_PAGE_SIZE;
  const order = [desc(pushNotification.createdAt), desc(pushNotification.id)];
  let rows: PushRow[];
  let total: number;
  let summaries: Map<number, DeliverySummary>;
  if (query.status === 0 || query.status === NotificationStatus.CANCELED) {
    const [counted] = await db.select({ n: count() }).from(pushNotification).where(where);
    total = counted?.n ?? 0;
    rows = await db
      .select()
      .from(pushNotification)
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset((query.page - 1) * size);
    summaries = await summariesOf(deps, ctx, rows);
  } else {
    // Sent, waiting and failed are the engine's to say: filter the newest candidates by its status.
    const candidates = await db
      .select()
      .from(pushNotification)
      .where(where)
      .orderBy(...order)
      .limit(ENGINE_FILTER_WINDOW);
    summaries = await summariesOf(deps, ctx, candidates);
    const matching = candidates.filter(
      (r) =>
        displayStatus(r, r.deliveryId === null ? undefined : summaries.get(r.deliveryId)) === query.status,
    );
    total = matching.length;
    rows = matching.slice((query.page - 1) * size, query.page * size);
  }
  const [replies, names] = await Promise.all([
    replyCounts(
      db,
      ctx.tenantId,
      rows.map((r) => r.id),
    ),
    senderNames(db, ctx.tenantId, rows),
  ]);
  return {
    items: rows.map((r) =>
      toItem(
        r,
        r.deliveryId === null ? undefined : summaries.get(r.deliveryId),
        replies.get(r.id) ?? 0,
        names,
      ),
    ),
    total,
    page: query.page,
    pageSize: size,
  };
}

/** 「1年 A組」「2年」「部活動: 吹奏楽部」「グループ: 吹奏楽部」「個別 3名」「有効なメンバーのみ」. */
async function targetLabels(db: Db, ctx: RequestContext, row: PushRow): Promise<string[]> {
  const target = row.target as Partial<PushTarget>;
  const labels: string[] = [];
  if (target.nodes?.length) {
    const hierarchy = await loadHierarchy(db, ctx.organizationId);
    for (const code of target.nodes) {
      const path = hierarchy.pathTo(code);
      labels.push(`所属: ${path ? hierarchy.namesOf(path).join(" ／ ") : code}`);
    }
  }
  if (target.grades?.length) {
    const grades = new Map((await listGrades(db, ctx.organizationId)).map((g) => [g.gradeCd, g.name]));
    labels.push(`学年: ${target.grades.map((g) => grades.get(g) ?? `${g}`).join("・")}`);
  }
  if (target.attributes?.length) {
    const attributes = new Map(
      (await listMemberAttributes(db, ctx, row.processMode)).map((a) => [a.attributeCd, a.name]),
    );
    for (const a of target.attributes)
      labels.push(`${attributes.get(a.attributeCd) ?? a.attributeCd}: ${a.value || "（値あり）"}`);
  }
  if (target.groupIds?.length) {
    const names = await groupNamesByIds(db, ctx.tenantId, target.groupIds);
    labels.push(`配信グループ: ${target.groupIds.map((id) => names.get(id) ?? "（削除済み）").join("・")}`);
  }
  if (target.memberIds?.length) labels.push(`個別指定: ${target.memberIds.length}名`);
  labels.push(`送信対象: ${SendTarget.label(row.sendTarget as "ALL")}`);
  return labels;
}

/** Cancelable: reserved, not canceled, and the engine has not started it. */
export function isCancelable(row: PushRow, summary: DeliverySummary | undefined, now = new Date()): boolean {
  return (
    row.status === NotificationStatus.WAITING &&
    row.reservedAt !== null &&
    row.reservedAt.getTime() > now.getTime() &&
    !summary?.startedAt
  );
}

export async function pushDetail(deps: PushDeps, ctx: RequestContext, id: number): Promise<PushDetail> {
  requireMenu(ctx, PUSH_HISTORY_MENU, "read");
  return detailOf(deps, ctx, await findOwnPush(deps.db, ctx, id));
}

export async function detailOf(deps: PushDeps, ctx: RequestContext, row: PushRow): Promise<PushDetail> {
  const { db } = deps;
  const summaries = await summariesOf(deps, ctx, [row]);
  const summary = row.deliveryId === null ? undefined : summaries.get(row.deliveryId);
  const [replies, names, labels, choices] = await Promise.all([
    replyCounts(db, ctx.tenantId, [row.id]),
    senderNames(db, ctx.tenantId, [row]),
    targetLabels(db, ctx, row),
    choiceCounts(db, ctx.tenantId, row.id, row.replyChoices),
  ]);
  return {
    ...toItem(row, summary, replies.get(row.id) ?? 0, names),
    bodyHtml: row.bodyHtml,
    links: row.links,
    attachments: row.attachments.map((a) => ({ ...a, url: attachmentUrl(deps.publicUrl, a.key) })),
    replyType: row.replyType as PushDetail["replyType"],
    replyChoices: row.replyChoices,
    notifyReplyToSender: row.notifyReplyToSender,
    urgent: row.urgent,
    sendTarget: row.sendTarget as PushDetail["sendTarget"],
    targetLabels: labels,
    choiceCounts: row.replyType === "CHOICE" ? choices : [],
    cancelable: isCancelable(row, summary),
  };
}

/** The per-recipient table: send state per channel, read, reply, with the member's number and name. */
export async function pushRecipients(
  deps: PushDeps,
  ctx: RequestContext,
  id: number,
  query: { page: number; readState: "" | "read" | "unread" },
): Promise<PushRecipientPage> {
  requireMenu(ctx, PUSH_HISTORY_MENU, "read");
  const row = await findOwnPush(deps.db, ctx, id);
  const size = PUSH_RECIPIENT_PAGE_SIZE;
  if (row.deliveryId === null) return { items: [], total: 0, page: query.page, pageSize: size };
  const page = await deps.delivery.recipients(ctx.tenantId, row.deliveryId, {
    page: query.page,
    size,
    readState: query.readState === "" ? undefined : query.readState,
    // Only the recipients the caller may see (spec §6): the message is the school's, the list is not.
    members: await memberRowScope(deps.db, ctx, recipientMemberId),
  });
  return {
    items: await recipientRows(deps, ctx, row, page.rows),
    total: page.total,
    page: query.page,
    pageSize: size,
  };
}

type EngineRecipient = Awaited<ReturnType<PushDeps["delivery"]["recipients"]>>["rows"][number];

export async function recipientRows(
  deps: Pick<PushDeps, "db">,
  ctx: Pick<RequestContext, "tenantId" | "organizationId">,
  row: PushRow,
  rows: readonly EngineRecipient[],
) {
  const ids = rows.map((r) => r.memberId);
  const [labels, replies, hierarchy] = await Promise.all([
    memberLabels(deps.db, ctx.tenantId, ids),
    repliesOf(deps.db, ctx.tenantId, row.id, ids),
    loadHierarchy(deps.db, ctx.organizationId),
  ]);
  return rows.map((r) => {
    const label = labels.get(r.memberId);
    const reply = replies.get(r.memberId);
    return {
      memberId: r.memberId,
      memberNo: label?.memberId ?? "",
      name: label?.name ?? "（削除されたメンバー）",
      placement: label ? hierarchy.namesOf(label.path).join(" ／ ") : "",
      channels: r.channels.map((c) => ({ ...c, sentAt: iso(c.sentAt) })),
      readAt: iso(r.readAt),
      answerMethod: r.answerMethod,
      reply: reply ? (reply.choice ?? reply.replyText) : null,
      repliedAt: iso(reply?.repliedAt),
    };
  });
}

export const kindLabel = (kind: number) => NotificationType.label(kind as 1);
export const dateTimeText = (d: Date | null) => (d ? formatDate(d, "yyyy/MM/dd HH:mm") : "");
