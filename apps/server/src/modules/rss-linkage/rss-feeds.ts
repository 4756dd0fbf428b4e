import {
  PushTarget,
  RSS_FEEDS_MAX,
  RSS_ITEM_PAGE_SIZE,
  type RssArticlePage,
  type RssFeedBody,
  type RssFeedItem,
  RssItemOutcome,
} from "@gakumu/domain";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { groupMemberIds } from "../member-groups/group-targets";
import { loadHierarchy } from "../members/member-hierarchy";
import { memberLabels, requireTargetMemberIds } from "../members/member-targets";
import { assertOwnTargetIds } from "../push-notifications/own-target-ids";
import { RSS_MENU } from "./rss-linkage.menu";
import { rssFeed, rssItem } from "./rss-linkage.tables";

// The feed list of RSS連携: register, change, delete, resume, and the articles a feed brought.

export type FeedRow = typeof rssFeed.$inferSelect;
type Owner = Pick<RequestContext, "tenantId" | "organizationId">;

export const feedMessages = {
  notFound: "RSSフィードが見つかりません。",
  tooMany: `RSSフィードは${RSS_FEEDS_MAX}件まで登録できます。`,
} as const;

const ofOrganization = (ctx: Owner) =>
  and(eq(rssFeed.tenantId, ctx.tenantId), eq(rssFeed.organizationId, ctx.organizationId));

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function findOwnFeed(db: Db, ctx: Owner, id: number): Promise<FeedRow> {
  const [row] = await db
    .select()
    .from(rssFeed)
    .where(and(ofOrganization(ctx), eq(rssFeed.id, id)));
  if (!row) throw new NotFoundError(feedMessages.notFound);
  return row;
}

/** The feed as the screen shows it, with its article counts. */
export async function feedViews(db: Db, tenantId: number, rows: readonly FeedRow[]): Promise<RssFeedItem[]> {
  const ids = rows.map((r) => r.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({
            feedId: rssItem.feedId,
            items: count(),
            sent: sql<number>`count(*) filter (where ${rssItem.outcome} = ${RssItemOutcome.SENT})`.mapWith(
              Number,
            ),
          })
          .from(rssItem)
          .where(and(eq(rssItem.tenantId, tenantId), inArray(rssItem.feedId, ids)))
          .groupBy(rssItem.feedId);
  const byFeed = new Map(counts.map((c) => [c.feedId, c]));
  const targets = new Map(rows.map((r) => [r.id, PushTarget.parse(r.target)]));
  const picked = [...new Set([...targets.values()].flatMap((t) => t.memberIds))];
  const labels = await memberLabels(db, tenantId, picked);
  const hierarchy = rows[0] && picked.length > 0 ? await loadHierarchy(db, rows[0].organizationId) : null;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    url: r.url,
    target: targets.get(r.id)!,
    members: targets.get(r.id)!.memberIds.flatMap((id) => {
      const label = labels.get(id);
      if (!label) return [];
      const placement = hierarchy ? hierarchy.namesOf(label.path).join(" ／ ") : "";
      return [{ id, memberId: label.memberId, name: label.name, placement }];
    }),
    enabled: r.enabled,
    pausedReason: r.pausedReason,
    lastCheckedAt: iso(r.lastCheckedAt),
    lastSuccessAt: iso(r.lastSuccessAt),
    lastNewItemAt: iso(r.lastNewItemAt),
    lastError: r.lastError,
    consecutiveFailures: r.consecutiveFailures,
    itemCount: byFeed.get(r.id)?.items ?? 0,
    sentCount: byFeed.get(r.id)?.sent ?? 0,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function feedView(db: Db, row: FeedRow): Promise<RssFeedItem> {
  return (await feedViews(db, row.tenantId, [row]))[0]!;
}

export async function listFeeds(db: Db, ctx: RequestContext): Promise<RssFeedItem[]> {
  requireMenu(ctx, RSS_MENU, "read");
  const rows = await db.select().from(rssFeed).where(ofOrganization(ctx)).orderBy(asc(rssFeed.id));
  return feedViews(db, ctx.tenantId, rows);
}

/** The target must reach somebody the caller may send to now (the same Japanese 400 as a push). */
async function checkTarget(db: Db, ctx: RequestContext, body: RssFeedBody) {
  await assertOwnTargetIds(db, ctx, body.target);
  const groups = await groupMemberIds(db, ctx.tenantId, body.target.groupIds);
  await requireTargetMemberIds(db, ctx, body.target, { groupMemberIds: groups });
}

export async function createFeed(db: Db, ctx: RequestContext, body: RssFeedBody): Promise<RssFeedItem> {
  requireMenu(ctx, RSS_MENU, "write");
  await checkTarget(db, ctx, body);
  const [existing] = await db.select({ n: count() }).from(rssFeed).where(ofOrganization(ctx));
  if ((existing?.n ?? 0) >= RSS_FEEDS_MAX) throw new ValidationError(feedMessages.tooMany);
  const [row] = await db
    .insert(rssFeed)
    .values({
      tenantId: ctx.tenantId,
      organizationId: ctx.organizationId,
      processMode: ctx.processMode,
      name: body.name,
      url: body.url,
      target: body.target,
      enabled: body.enabled,
      ownerLoginUserId: ctx.loginUserId,
    })
    .returning();
  return feedView(db, row!);
}

/**
 * A changed address is a different feed: its articles published so far are recorded again without
 * sending (primed false), and the old validators are dropped.
 */
export async function updateFeed(
  db: Db,
  ctx: RequestContext,
  id: number,
  body: RssFeedBody,
): Promise<RssFeedItem> {
  requireMenu(ctx, RSS_MENU, "write");
  const before = await findOwnFeed(db, ctx, id);
  await checkTarget(db, ctx, body);
  const urlChanged = before.url !== body.url;
  const [row] = await db
    .update(rssFeed)
    .set({
      name: body.name,
      url: body.url,
      target: body.target,
      enabled: body.enabled,
      processMode: ctx.processMode,
      ownerLoginUserId: ctx.loginUserId,
      ...(urlChanged
        ? {
            primed: false,
            etag: null,
            lastModified: null,
            lastError: null,
            consecutiveFailures: 0,
            pausedReason: null,
          }
        : {}),
    })
    .where(and(ofOrganization(ctx), eq(rssFeed.id, id)))
    .returning();
  return feedView(db, row!);
}

export async function deleteFeed(db: Db, ctx: RequestContext, id: number): Promise<void> {
  requireMenu(ctx, RSS_MENU, "write");
  await findOwnFeed(db, ctx, id);
  await db.delete(rssFeed).where(and(ofOrganization(ctx), eq(rssFeed.id, id)));
}

/** Staff resume a feed paused after repeated failures: the count starts again. */
export async function resumeFeed(db: Db, ctx: RequestContext, id: number): Promise<RssFeedItem> {
  requireMenu(ctx, RSS_MENU, "write");
  await findOwnFeed(db, ctx, id);
  const [row] = await db
    .update(rssFeed)
    .set({ pausedReason: null, consecutiveFailures: 0 })
    .where(and(ofOrganization(ctx), eq(rssFeed.id, id)))
    .returning();
  return feedView(db, row!);
}

export async function listArticles(
  db: Db,
  ctx: RequestContext,
  id: number,
  page: number,
): Promise<RssArticlePage> {
  requireMenu(ctx, RSS_MENU, "read");
  await findOwnFeed(db, ctx, id);
  const where = and(eq(rssItem.tenantId, ctx.tenantId), eq(rssItem.feedId, id));
  const [total] = await db.select({ n: count() }).from(rssItem).where(where);
  const rows = await db
    .select()
    .from(rssItem)
    .where(where)
    .orderBy(desc(rssItem.receivedAt), desc(rssItem.id))
    .limit(RSS_ITEM_PAGE_SIZE)
    .offset((page - 1) * RSS_ITEM_PAGE_SIZE);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      link: r.link,
      summary: r.summary,
      publishedAt: iso(r.publishedAt),
      receivedAt: r.receivedAt.toISOString(),
      outcome: r.outcome,
      note: r.note,
      notificationId: r.notificationId,
    })),
    total: total?.n ?? 0,
    page,
    pageSize: RSS_ITEM_PAGE_SIZE,
  };
}
