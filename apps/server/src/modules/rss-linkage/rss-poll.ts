import {
  NO_RECIPIENTS_MESSAGE,
  NotificationType,
  PushTarget,
  RSS_PAUSE_AFTER_FAILURES,
  type RssCheckResult,
  RssItemOutcome,
} from "@gakumu/domain";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ValidationError } from "../../platform/errors/app-error";
import { groupMemberIds } from "../member-groups/group-targets";
import { resolveTargetMemberIds } from "../members/member-targets";
import { recordNotification } from "../push-notifications/push-send";
import { FeedError, feedFetchPolicy, fetchFeed } from "./feed-fetch";
import { type FeedArticle, parseFeed } from "./feed-parse";
import type { RssDeps } from "./rss-deps";
import { type FeedRow, feedView } from "./rss-feeds";
import { rssFeed, rssItem } from "./rss-linkage.tables";

// One poll of one feed: conditional GET, parse, then in one transaction (the feed row locked, so two
// polls of a feed take turns) insert the articles with "on conflict do nothing" and schedule one
// notification (kind 5) for each article this poll inserted. The article row and its notification
// commit together: an article is never sent twice, and one whose send failed to schedule is not
// recorded, so the next poll tries it again (nothing lost). The first successful poll of a feed only
// records what is already published: members get the articles published after registration.

export const pollMessages = {
  paused: (n: number) =>
    `${n}回続けて取得に失敗したため、自動確認を停止しました。フィードのURLを確認し、「再開」を押してください。`,
  notModified: "更新はありませんでした（前回から変更なし）。",
  primed: (n: number) => `登録時点の記事${n}件を記録しました。これ以降に公開された記事から配信します。`,
  found: (n: number, sent: number) =>
    n === 0 ? "新しい記事はありませんでした。" : `新しい記事${n}件のうち${sent}件を配信しました。`,
  skipped: "このフィードは無効または停止中のため確認しませんでした。",
  readLink: "記事を読む",
} as const;

type Outcome = Omit<RssCheckResult, "feed">;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Title, summary and the article link, as the member app and mails show them. */
function notificationContent(feed: FeedRow, article: FeedArticle) {
  const summary = article.summary || article.title;
  return {
    title: [...article.title].slice(0, 100).join(""),
    bodyHtml: `<p>${escapeHtml(summary)}</p><p>${escapeHtml(`（${feed.name}）`)}</p>`,
    links: article.link ? [{ label: pollMessages.readLink, url: article.link }] : [],
    attachments: [],
    replyType: "NONE",
    replyChoices: [],
    notifyReplyToSender: false,
    urgent: false,
    target: feed.target,
    sendTarget: String(feed.target.sendTarget ?? "VALID"),
  };
}

async function recordFailure(db: Db, feed: FeedRow, message: string): Promise<void> {
  await db
    .update(rssFeed)
    .set({
      lastCheckedAt: sql`now()`,
      lastError: message,
      consecutiveFailures: sql`${rssFeed.consecutiveFailures} + 1`,
      pausedReason: sql`case when ${rssFeed.pausedReason} is null and ${rssFeed.consecutiveFailures} + 1 >= ${RSS_PAUSE_AFTER_FAILURES}
        then ${pollMessages.paused(RSS_PAUSE_AFTER_FAILURES)} else ${rssFeed.pausedReason} end`,
    })
    .where(and(eq(rssFeed.tenantId, feed.tenantId), eq(rssFeed.id, feed.id)));
}

/** Inserts what is new and sends it; answers how many were new and how many were sent. */
async function storeArticles(
  deps: RssDeps,
  feed: FeedRow,
  articles: readonly FeedArticle[],
  validators: { etag: string | null; lastModified: string | null },
): Promise<{ inserted: number; sent: number; primedNow: boolean }> {
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(rssFeed)
      .where(and(eq(rssFeed.tenantId, feed.tenantId), eq(rssFeed.id, feed.id)))
      .for("update");
    if (!locked) return { inserted: 0, sent: 0, primedNow: false };
    // Oldest first, so 配信履歴 reads in publishing order; duplicates within one answer count once.
    const unique = [...new Map(articles.map((a) => [a.key, a])).values()].reverse();
    unique.sort((a, b) => (a.publishedAt?.getTime() ?? 0) - (b.publishedAt?.getTime() ?? 0));
    const fresh =
      unique.length === 0
        ? []
        : await tx
            .insert(rssItem)
            .values(
              unique.map((a) => ({
                tenantId: feed.tenantId,
                feedId: feed.id,
                itemKey: a.key,
                title: a.title,
                link: a.link,
                summary: a.summary,
                publishedAt: a.publishedAt,
                outcome: locked.primed ? RssItemOutcome.SENT : RssItemOutcome.SEEN_AT_START,
              })),
            )
            .onConflictDoNothing()
            .returning({ id: rssItem.id, itemKey: rssItem.itemKey });
    let sent = 0;
    if (locked.primed && fresh.length > 0) {
      const target = PushTarget.parse(locked.target);
      const viewer = {
        tenantId: locked.tenantId,
        organizationId: locked.organizationId,
        loginUserId: locked.ownerLoginUserId,
        processMode: locked.processMode,
      };
      const groups = await groupMemberIds(tx, locked.tenantId, target.groupIds);
      const recipients = await resolveTargetMemberIds(tx, viewer, target, { groupMemberIds: groups });
      if (recipients.length === 0) {
        await tx
          .update(rssItem)
          .set({ outcome: RssItemOutcome.NOT_SENT, note: NO_RECIPIENTS_MESSAGE })
          .where(
            and(
              eq(rssItem.tenantId, feed.tenantId),
              inArray(
                rssItem.id,
                fresh.map((f) => f.id),
              ),
            ),
          );
      } else {
        const byKey = new Map(unique.map((a) => [a.key, a]));
        // `fresh` keeps the insert order (publishing order) on both databases: sorted again to be sure.
        const ordered = unique.flatMap((a) => fresh.filter((f) => f.itemKey === a.key));
        for (const row of ordered) {
          const notification = await recordNotification(
            tx,
            deps.delivery,
            viewer,
            NotificationType.RSS_LINKAGE,
            notificationContent(locked, byKey.get(row.itemKey)!),
            recipients,
            { reservedAt: null },
          );
          await tx
            .update(rssItem)
            .set({ notificationId: notification.id })
            .where(and(eq(rssItem.tenantId, feed.tenantId), eq(rssItem.id, row.id)));
          sent++;
        }
      }
    }
    await tx
      .update(rssFeed)
      .set({
        primed: true,
        etag: validators.etag,
        lastModified: validators.lastModified,
        lastCheckedAt: sql`now()`,
        lastSuccessAt: sql`now()`,
        lastError: null,
        consecutiveFailures: 0,
        pausedReason: null,
        ...(locked.primed && fresh.length > 0 ? { lastNewItemAt: sql`now()` } : {}),
      })
      .where(and(eq(rssFeed.tenantId, feed.tenantId), eq(rssFeed.id, feed.id)));
    return { inserted: fresh.length, sent, primedNow: !locked.primed };
  });
}

async function poll(deps: RssDeps, feed: FeedRow): Promise<Outcome> {
  const policy = (deps.fetchPolicy ?? feedFetchPolicy)();
  const failed = async (message: string): Promise<Outcome> => {
    await recordFailure(deps.db, feed, message);
    return { result: "failed", newItems: 0, sent: 0, message };
  };
  let articles: FeedArticle[];
  let validators: { etag: string | null; lastModified: string | null };
  try {
    // The validators are only worth sending once the feed's articles are on record.
    const fetched = await fetchFeed(
      feed.url,
      feed.primed ? { etag: feed.etag, lastModified: feed.lastModified } : { etag: null, lastModified: null },
      policy,
    );
    if (fetched.kind === "not-modified") {
      await deps.db
        .update(rssFeed)
        .set({
          lastCheckedAt: sql`now()`,
          lastSuccessAt: sql`now()`,
          lastError: null,
          consecutiveFailures: 0,
          pausedReason: null,
        })
        .where(and(eq(rssFeed.tenantId, feed.tenantId), eq(rssFeed.id, feed.id)));
      return { result: "not-modified", newItems: 0, sent: 0, message: pollMessages.notModified };
    }
    articles = parseFeed(fetched.text, fetched.finalUrl);
    validators = { etag: fetched.etag, lastModified: fetched.lastModified };
  } catch (error) {
    if (error instanceof FeedError) return failed(error.message);
    throw error;
  }
  let stored: Awaited<ReturnType<typeof storeArticles>>;
  try {
    stored = await storeArticles(deps, feed, articles, validators);
  } catch (error) {
    // The engine refused the send (e.g. its recipients left meanwhile): nothing was recorded, so the
    // articles are tried again at the next poll; the reason is shown on the feed.
    if (error instanceof ValidationError) return failed(error.message);
    throw error;
  }
  if (stored.sent > 0) deps.delivery.wake();
  return {
    result: "ok",
    newItems: stored.primedNow ? 0 : stored.inserted,
    sent: stored.sent,
    message: stored.primedNow
      ? pollMessages.primed(stored.inserted)
      : pollMessages.found(stored.inserted, stored.sent),
  };
}

/**
 * Polls a feed of the tenant. A scheduled poll (manual false) skips disabled and paused feeds; a
 * staff member's 「今すぐ確認」 polls any. Null when the feed does not exist (deleted meanwhile).
 */
export async function pollFeed(
  deps: RssDeps,
  tenantId: number,
  feedId: number,
  options: { manual: boolean },
): Promise<RssCheckResult | null> {
  const [feed] = await deps.db
    .select()
    .from(rssFeed)
    .where(and(eq(rssFeed.tenantId, tenantId), eq(rssFeed.id, feedId)));
  if (!feed) return null;
  const outcome: Outcome =
    !options.manual && (!feed.enabled || feed.pausedReason !== null)
      ? { result: "skipped", newItems: 0, sent: 0, message: pollMessages.skipped }
      : await poll(deps, feed);
  const [after] = await deps.db
    .select()
    .from(rssFeed)
    .where(and(eq(rssFeed.tenantId, tenantId), eq(rssFeed.id, feedId)));
  return { ...outcome, feed: await feedView(deps.db, after ?? feed) };
}

/** Feeds the scheduled sweep polls: enabled and not paused, across tenants (a platform job). */
export async function dueFeeds(db: Db): Promise<{ id: number; tenantId: number }[]> {
  return db
    .select({ id: rssFeed.id, tenantId: rssFeed.tenantId })
    .from(rssFeed)
    .where(and(eq(rssFeed.enabled, true), isNull(rssFeed.pausedReason)));
}
