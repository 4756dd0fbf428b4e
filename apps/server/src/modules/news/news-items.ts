import {
  DeliverItemStatus,
  includesMembers,
  NEWS_PAGE_SIZE,
  type NewsDetail,
  type NewsItemInput,
  type NewsListPage,
  type NewsListQuery,
  type NewsLogAction,
  type NewsReadList,
  type NewsType,
  richTextToPlainText,
} from "@gakumu/domain";
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { loginUser } from "../../platform/auth/login-user.tables";
import { ConflictError, ValidationError } from "../../platform/errors/app-error";
import { MAIL_SEND_JOB } from "../../platform/mail/mail-send-job";
import { memberRowScope } from "../members/member-row-scope";
import { memberLabels } from "../members/member-targets";
import { assertOwnTargetIds } from "../push-notifications/own-target-ids";
import { menuOf } from "./news.menu";
import { newsApprovalLog, newsCategory, newsItem, newsRecipient } from "./news.tables";
import { isApprover } from "./news-approvers";
import { attachmentsOf } from "./news-attachments";
import type { NewsDeps } from "./news-deps";
import {
  audienceOf,
  categoryName,
  checkVersion,
  itemMessages,
  loadItem,
  type NewsRow,
  periodInstant,
  periodText,
  statusOf,
  viewOf,
} from "./news-rows";
import { enterApproval, publishDue, recipientsFor } from "./news-workflow";

// Staff use cases of the お知らせ and FAQ menus: list, read with its history, write, delete, and
// who of the members has read it.

const { DRAFT, PENDING_AUTHORIZATION: PENDING } = DeliverItemStatus;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function checkCategory(db: Db, ctx: RequestContext, type: NewsType, id: number | null) {
  if (id === null) return;
  const [row] = await db
    .select({ id: newsCategory.id })
    .from(newsCategory)
    .where(
      and(
        eq(newsCategory.tenantId, ctx.tenantId),
        eq(newsCategory.organizationId, ctx.organizationId),
        eq(newsCategory.type, type),
        eq(newsCategory.id, id),
      ),
    );
  if (!row)
    throw new ValidationError(itemMessages.categoryMissing, [
      { path: "categoryId", message: itemMessages.categoryMissing },
    ]);
}

async function contentOf(db: Db, ctx: RequestContext, type: NewsType, input: NewsItemInput) {
  await checkCategory(db, ctx, type, input.categoryId);
  if (includesMembers(input.audience) && input.target) await assertOwnTargetIds(db, ctx, input.target);
  return {
    title: input.title,
    bodyHtml: input.bodyHtml,
    bodyText: richTextToPlainText(input.bodyHtml).trim(),
    categoryId: input.categoryId,
    attachments: await attachmentsOf(db, ctx, input.attachmentKeys),
    audience: input.audience,
    target: includesMembers(input.audience) ? (input.target as Record<string, unknown> | null) : null,
    publishFrom: periodInstant(input.publishFrom, "公開開始日時"),
    publishTo: input.publishTo === null ? null : periodInstant(input.publishTo, "公開終了日時"),
    pinned: input.pinned,
    notifyMembers: includesMembers(input.audience) && input.notifyMembers,
  };
}

export async function listItems(
  deps: Pick<NewsDeps, "db" | "delivery" | "publicUrl">,
  ctx: RequestContext,
  type: NewsType,
  query: NewsListQuery,
): Promise<NewsListPage> {
  requireMenu(ctx, menuOf(type), "read");
  await publishDue(deps, ctx);
  const keyword = query.keyword.trim();
  const where = and(
    eq(newsItem.tenantId, ctx.tenantId),
    eq(newsItem.organizationId, ctx.organizationId),
    eq(newsItem.type, type),
    ...(query.status !== 0 ? [eq(newsItem.status, query.status)] : []),
    ...(query.categoryId !== 0 ? [eq(newsItem.categoryId, query.categoryId)] : []),
    ...(keyword
      ? [or(ilike(newsItem.title, likePattern(keyword)), ilike(newsItem.bodyText, likePattern(keyword)))]
      : []),
  );
  const [total] = await deps.db.select({ n: count() }).from(newsItem).where(where);
  const rows = await deps.db
    .select({ item: newsItem, categoryName: newsCategory.name, authorName: loginUser.name })
    .from(newsItem)
    .leftJoin(newsCategory, eq(newsCategory.id, newsItem.categoryId))
    .leftJoin(loginUser, eq(loginUser.id, newsItem.createdByLoginUserId))
    .where(where)
    .orderBy(desc(newsItem.pinned), desc(newsItem.publishFrom), desc(newsItem.id))
    .limit(NEWS_PAGE_SIZE)
    .offset((query.page - 1) * NEWS_PAGE_SIZE);
  return {
    items: rows.map(({ item, categoryName, authorName }) => ({
      id: item.id,
      type,
      title: item.title,
      status: statusOf(item),
      categoryName,
      audience: audienceOf(item),
      publishFrom: periodText(item.publishFrom)!,
      publishTo: periodText(item.publishTo),
      pinned: item.pinned,
      updatedAt: item.updatedAt.toISOString(),
      authorName: authorName ?? "",
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: NEWS_PAGE_SIZE,
  };
}

export async function detailOf(deps: Pick<NewsDeps, "db" | "publicUrl">, ctx: RequestContext, row: NewsRow) {
  const [history, [reads], author, category] = await Promise.all([
    deps.db
      .select()
      .from(newsApprovalLog)
      .where(and(eq(newsApprovalLog.tenantId, row.tenantId), eq(newsApprovalLog.itemId, row.id)))
      .orderBy(asc(newsApprovalLog.at), asc(newsApprovalLog.id)),
    deps.db
      .select({ n: count() })
      .from(newsRecipient)
      .where(
        and(
          eq(newsRecipient.tenantId, row.tenantId),
          eq(newsRecipient.itemId, row.id),
          isNotNull(newsRecipient.readAt),
        ),
      ),
    deps.db
      .select({ name: loginUser.name })
      .from(loginUser)
      .where(and(eq(loginUser.tenantId, row.tenantId), eq(loginUser.id, row.createdByLoginUserId))),
    categoryName(deps.db, row),
  ]);
  const canApprove =
    row.status === PENDING &&
    row.approvalStage !== null &&
    (await isApprover(deps.db, row, row.type as NewsType, row.approvalStage, ctx.loginUserId));
  const lastReturn = [...history].reverse().find((h) => h.action === "RETURN");
  const detail: NewsDetail = {
    ...viewOf(row, category, deps.publicUrl),
    status: statusOf(row),
    version: row.version,
    categoryId: row.categoryId,
    audience: audienceOf(row),
    target: row.target,
    recipientCount: row.recipientCount,
    readCount: reads?.n ?? 0,
    approvalStage: row.status === PENDING ? row.approvalStage : null,
    canApprove,
    returnComment: row.status === DRAFT && lastReturn ? lastReturn.comment : null,
    notifyMembers: row.notifyMembers,
    notified: row.notifyDeliveryId !== null,
    authorName: author[0]?.name ?? "",
    updatedAt: row.updatedAt.toISOString(),
    history: history.map((h) => ({
      action: h.action as NewsLogAction,
      stage: h.stage,
      actorName: h.actorName,
      via: h.via,
      comment: h.comment,
      at: h.at.toISOString(),
    })),
  };
  return detail;
}

export async function getItem(deps: NewsDeps, ctx: RequestContext, type: NewsType, id: number) {
  requireMenu(ctx, menuOf(type), "read");
  await publishDue(deps, ctx);
  return detailOf(deps, ctx, await loadItem(deps.db, ctx, type, id));
}

export async function createItem(deps: NewsDeps, ctx: RequestContext, type: NewsType, input: NewsItemInput) {
  requireMenu(ctx, menuOf(type), "write");
  const content = await contentOf(deps.db, ctx, type, input);
  const [row] = await deps.db
    .insert(newsItem)
    .values({
      tenantId: ctx.tenantId,
      organizationId: ctx.organizationId,
      processMode: ctx.processMode,
      type,
      status: DRAFT,
      ...content,
      createdByLoginUserId: ctx.loginUserId,
    })
    .returning();
  return detailOf(deps, ctx, row!);
}

/**
 * Saves an edit. A draft stays a draft; an item already submitted, approved or published goes back to
 * approval (status 4, stage 1, a new round of mails): nothing changed reaches members unapproved.
 */
export async function updateItem(
  deps: NewsDeps,
  ctx: RequestContext,
  type: NewsType,
  id: number,
  input: NewsItemInput & { version: number },
  actorName: string,
) {
  requireMenu(ctx, menuOf(type), "write");
  const row = await loadItem(deps.db, ctx, type, id);
  checkVersion(row, input.version);
  const content = await contentOf(deps.db, ctx, type, input);
  const memberIds = row.status === DRAFT ? [] : await recipientsFor(deps, ctx, content);
  const saved = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(newsItem)
      .set({
        ...content,
        contentVersion: sql`${newsItem.contentVersion} + 1`,
        version: sql`${newsItem.version} + 1`,
      })
      .where(and(eq(newsItem.id, row.id), eq(newsItem.version, row.version)))
      .returning();
    if (!updated) throw new ConflictError(itemMessages.stale);
    if (updated.status === DRAFT) return updated;
    return enterApproval(tx, deps, ctx, updated, "RESUBMIT", actorName, memberIds);
  });
  if (saved.status !== DRAFT) deps.jobs.wake(MAIL_SEND_JOB);
  return detailOf(deps, ctx, saved);
}

export async function deleteItem(
  deps: NewsDeps,
  ctx: RequestContext,
  type: NewsType,
  id: number,
  version: number,
) {
  requireMenu(ctx, menuOf(type), "write");
  const row = await loadItem(deps.db, ctx, type, id);
  checkVersion(row, version);
  const deleted = await deps.db
    .delete(newsItem)
    .where(and(eq(newsItem.id, row.id), eq(newsItem.version, row.version)))
    .returning({ id: newsItem.id });
  if (deleted.length === 0) throw new ConflictError(itemMessages.stale);
}

/** 既読: every member the item was published to, with when they read it (unread first). */
export async function itemReads(
  deps: Pick<NewsDeps, "db">,
  ctx: RequestContext,
  type: NewsType,
  id: number,
): Promise<NewsReadList> {
  requireMenu(ctx, menuOf(type), "read");
  const row = await loadItem(deps.db, ctx, type, id);
  // The item is the school's; who read it is member data, kept to the caller's members (spec §6).
  const within = await memberRowScope(deps.db, ctx, newsRecipient.memberId);
  const rows = await deps.db
    .select({ memberId: newsRecipient.memberId, readAt: newsRecipient.readAt })
    .from(newsRecipient)
    .where(and(eq(newsRecipient.tenantId, ctx.tenantId), eq(newsRecipient.itemId, row.id), within))
    .orderBy(sql`${newsRecipient.readAt} desc nulls first`, asc(newsRecipient.memberId))
    .limit(5000);
  const labels = await memberLabels(
    deps.db,
    ctx.tenantId,
    rows.map((r) => r.memberId),
  );
  return {
    items: rows.map((r) => ({
      memberId: r.memberId,
      memberNo: labels.get(r.memberId)?.memberId ?? "",
      name: labels.get(r.memberId)?.name ?? "",
      readAt: r.readAt?.toISOString() ?? null,
    })),
    total: within ? rows.length : row.recipientCount,
    read: rows.filter((r) => r.readAt !== null).length,
  };
}
