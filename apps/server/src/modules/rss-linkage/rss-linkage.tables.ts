import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";

/**
 * An RSS/Atom feed an organisation registered. The target is chosen like a push's and resolved again
 * at every new article, as the staff member who last saved the feed would see the members (their
 * reference authority, their process mode). The validators (ETag, Last-Modified) of the last 200 answer
 * make the next poll conditional.
 */
export const rssFeed = pgTable(
  "rss_feed",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    processMode: smallint("process_mode").notNull().default(0),
    name: varchar("name", { length: 100 }).notNull(),
    url: varchar("url", { length: 2000 }).notNull(),
    /** The domain's PushTarget, sendTarget included. */
    target: jsonb("target").$type<Record<string, unknown>>().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** Set after RSS_PAUSE_AFTER_FAILURES failed polls in a row; resuming clears it. */
    pausedReason: text("paused_reason"),
    /** False until the first successful poll recorded the articles already published (not sent). */
    primed: boolean("primed").notNull().default(false),
    etag: varchar("etag", { length: 500 }),
    lastModified: varchar("last_modified", { length: 200 }),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    lastNewItemAt: timestamp("last_new_item_at", { withTimezone: true }),
    lastError: text("last_error"),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    /** The login user whose view of the members the target is resolved with (the last to save it). */
    ownerLoginUserId: integer("owner_login_user_id").notNull(),
    ...timestamps,
  },
  (t) => [index("rss_feed_org_idx").on(t.tenantId, t.organizationId)],
);

/**
 * An article seen in a feed. The unique (feed, item key) is what keeps an article from being sent
 * twice: a poll inserts with "on conflict do nothing" and sends only what it inserted, in the same
 * transaction as the notification, so two polls racing cannot both send it.
 */
export const rssItem = pgTable(
  "rss_item",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    feedId: bigint("feed_id", { mode: "number" })
      .notNull()
      .references(() => rssFeed.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the article's identity: guid/id, else link, else title and date. */
    itemKey: varchar("item_key", { length: 64 }).notNull(),
    title: varchar("title", { length: 300 }).notNull(),
    link: varchar("link", { length: 2000 }),
    summary: text("summary").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** RssItemOutcome: 0 published before registration, 1 sent, 2 not sent (note says why). */
    outcome: smallint("outcome").notNull(),
    note: text("note"),
    /** The push_notification row (配信履歴) it produced. */
    notificationId: bigint("notification_id", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("rss_item_feed_key_key").on(t.feedId, t.itemKey),
    index("rss_item_feed_received_idx").on(t.tenantId, t.feedId, t.receivedAt),
  ],
);
