import { z } from "zod";
import { defineContracts, NoContent } from "../api/contract";
import { idSchema, pageSchema } from "../api/params";
import {
  MemberCandidate,
  MemberCandidateList,
  TargetOptions,
} from "../push-notifications/push-notification-api";
import { PushTarget, TargetCount } from "../push-notifications/push-target";

// RSS連携 (menu rss-linkage, news category 90): a school registers its website's RSS/Atom feeds with
// the members they go to; each new article becomes a notification of kind 5 (spec §3.4) that 配信履歴
// lists like a push. Server: modules/rss-linkage. Screen: backoffice modules/rss-linkage.

export const RSS_BASE = "/app/api/v2/rss-linkage";
export const RSS_FEED_NAME_MAX = 100;
export const RSS_FEED_URL_MAX = 2000;
/** Feeds one organisation may register (each is polled every few minutes). */
export const RSS_FEEDS_MAX = 20;
export const RSS_ITEM_PAGE_SIZE = 20;
/** After this many failed polls in a row the feed is paused until staff resume it. */
export const RSS_PAUSE_AFTER_FAILURES = 10;

/** Control characters (NUL …) and lone surrogates never belong in a name or an address. */
const clean = (v: string) =>
  !/[\uD800-\uDFFF]/u.test(v) &&
  ![...v].some((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f;
  });

const name = z
  .string({ error: "名称を入力してください" })
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(1, "名称を入力してください")
      .max(RSS_FEED_NAME_MAX, `名称は${RSS_FEED_NAME_MAX}文字以内で入力してください`)
      .refine(clean, "名称に使用できない文字が含まれています"),
  );

/** Only http and https: the server fetches the address, so file:, ftp:, data: … are refused here. */
export const feedUrl = z
  .string({ error: "フィードのURLを入力してください" })
  .trim()
  .min(1, "フィードのURLを入力してください")
  .max(RSS_FEED_URL_MAX, `フィードのURLは${RSS_FEED_URL_MAX}文字以内で入力してください`)
  .refine(
    (v) => clean(v) && /^https?:\/\/[^\s/]+/i.test(v) && URL.canParse(v),
    "フィードのURLは http:// または https:// で始まる正しいアドレスを入力してください",
  );

export const RssFeedBody = z.object({
  name,
  url: feedUrl,
  target: PushTarget,
  enabled: z.boolean({ error: "有効・無効を指定してください" }).default(true),
});
export type RssFeedBody = z.infer<typeof RssFeedBody>;
export type RssFeedBodyInput = z.input<typeof RssFeedBody>;

export const RssFeedParams = z.object({ id: idSchema("フィードID") });

/** The target as stored (an answer: no defaults or transforms), with the picked members' names. */
export const RssFeedTarget = z.object({
  nodes: z.array(z.string()),
  grades: z.array(z.number()),
  attributes: z.array(z.object({ attributeCd: z.string(), value: z.string() })),
  groupIds: z.array(z.number()),
  memberIds: z.array(z.number()),
  sendTarget: z.enum(["ALL", "VALID"]),
});

export const RssFeedItem = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  target: RssFeedTarget,
  /** The individually picked members as the picker shows them (deleted members are left out). */
  members: z.array(MemberCandidate),
  enabled: z.boolean(),
  /** Why polling stopped (Japanese), null while it runs. */
  pausedReason: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastNewItemAt: z.string().nullable(),
  /** The last poll's failure in Japanese; null after a success. */
  lastError: z.string().nullable(),
  consecutiveFailures: z.number(),
  /** Articles received so far, and how many became notifications. */
  itemCount: z.number(),
  sentCount: z.number(),
  createdAt: z.string(),
});
export type RssFeedItem = z.infer<typeof RssFeedItem>;

export const RssFeedList = z.object({ items: z.array(RssFeedItem) });
export type RssFeedList = z.infer<typeof RssFeedList>;

/** What became of an article: 0 already published when the feed was registered, 1 sent, 2 not sent. */
export const RssItemOutcome = { SEEN_AT_START: 0, SENT: 1, NOT_SENT: 2 } as const;
export const RSS_ITEM_OUTCOME_LABELS: Record<number, string> = {
  0: "登録時に公開済み（配信なし）",
  1: "配信済み",
  2: "配信できませんでした",
};

export const RssArticle = z.object({
  id: z.number(),
  title: z.string(),
  link: z.string().nullable(),
  summary: z.string(),
  publishedAt: z.string().nullable(),
  receivedAt: z.string(),
  outcome: z.number(),
  /** Why it was not sent (Japanese). */
  note: z.string().nullable(),
  /** The 配信履歴 entry it produced. */
  notificationId: z.number().nullable(),
});
export type RssArticle = z.infer<typeof RssArticle>;

export const RssArticleQuery = z.object({ page: pageSchema });

export const RssArticlePage = z.object({
  items: z.array(RssArticle),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type RssArticlePage = z.infer<typeof RssArticlePage>;

/** The outcome of one poll, as 「今すぐ確認」 shows it. */
export const RssCheckResult = z.object({
  /** ok: fetched and read; not-modified: the server answered 304; failed: see message. */
  result: z.enum(["ok", "not-modified", "failed", "skipped"]),
  newItems: z.number(),
  sent: z.number(),
  message: z.string(),
  feed: RssFeedItem,
});
export type RssCheckResult = z.infer<typeof RssCheckResult>;

export const rssLinkageContracts = defineContracts({
  "GET /app/api/v2/rss-linkage/feeds": RssFeedList,
  "POST /app/api/v2/rss-linkage/feeds": RssFeedItem,
  "PUT /app/api/v2/rss-linkage/feeds/:id": RssFeedItem,
  "DELETE /app/api/v2/rss-linkage/feeds/:id": NoContent,
  "POST /app/api/v2/rss-linkage/feeds/:id/check": RssCheckResult,
  "POST /app/api/v2/rss-linkage/feeds/:id/resume": RssFeedItem,
  "GET /app/api/v2/rss-linkage/feeds/:id/items": RssArticlePage,
  "GET /app/api/v2/rss-linkage/target-options": TargetOptions,
  "GET /app/api/v2/rss-linkage/member-candidates": MemberCandidateList,
  "POST /app/api/v2/rss-linkage/target-count": TargetCount,
});
