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
import type { JmaDocument } from "./jma-document";

/**
 * The JMA feed as last read (platform-wide, not a school's): the validators of the conditional GET and
 * how the last poll went, which every school's 自動配信設定 screen shows.
 */
export const safetyJmaFeed = pgTable("safety_jma_feed", {
  url: varchar("url", { length: 500 }).primaryKey(),
  etag: varchar("etag", { length: 500 }),
  lastModified: varchar("last_modified", { length: 100 }),
  lastPolledAt: timestamp("last_polled_at", { withTimezone: true }),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  /** Null after a good poll; the Japanese reason of the last failure otherwise. */
  lastError: text("last_error"),
});

/**
 * One JMA document, keyed by its feed entry id: a row exists before the fetch, so no document is
 * fetched twice. A failed fetch is retried on later polls up to a few attempts; a fetched one never.
 * Platform-wide: the decisions per school are in safety_auto_decision.
 */
export const safetyJmaDocument = pgTable(
  "safety_jma_document",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    entryId: varchar("entry_id", { length: 500 }).notNull(),
    url: varchar("url", { length: 500 }).notNull(),
    /** The feed entry's title (震度速報, 震源・震度に関する情報, 津波警報・注意報・予報a). */
    title: varchar("title", { length: 100 }).notNull(),
    entryUpdated: varchar("entry_updated", { length: 40 }),
    /** PENDING (not fetched yet or to retry), FETCHED, FAILED (gave up). */
    state: varchar("state", { length: 8 }).notNull().default("PENDING"),
    attempts: smallint("attempts").notNull().default(0),
    error: text("error"),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }),
    xml: text("xml"),
    parsed: jsonb("parsed").$type<JmaDocument>(),
    eventId: varchar("event_id", { length: 64 }),
    /** Set when every school's rule has decided on it; a poll finishes documents a crash left undecided. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("safety_jma_document_entry_key").on(t.entryId),
    index("safety_jma_document_pending_idx").on(t.state, t.decidedAt),
  ],
);

/** 自動配信設定: an organisation's rule for automatic safety sends on JMA reports. */
export const safetyAutoRule = pgTable(
  "safety_auto_rule",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    enabled: boolean("enabled").notNull().default(false),
    /** JIS X 0401 two-digit codes as text. */
    prefectureCodes: jsonb("prefecture_codes").$type<string[]>().notNull().default([]),
    /** JMA intensity code: 3, 4, 5-, 5+, 6-, 6+, 7. */
    thresholdIntensity: varchar("threshold_intensity", { length: 2 }).notNull(),
    /** ADVISORY, WARNING, MAJOR; null: no send on tsunami reports. */
    tsunamiLevel: varchar("tsunami_level", { length: 8 }),
    tsunamiAreaCodes: jsonb("tsunami_area_codes").$type<string[]>().notNull().default([]),
    guardDelayMinutes: smallint("guard_delay_minutes").notNull().default(3),
    /** The domain's PushTarget. */
    target: jsonb("target").$type<Record<string, unknown>>().notNull(),
    staffLoginUserIds: jsonb("staff_login_user_ids").$type<number[]>().notNull().default([]),
    updatedByLoginUserId: integer("updated_by_login_user_id"),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex("safety_auto_rule_org_key").on(t.tenantId, t.organizationId)],
);

/**
 * What one JMA document decided for one organisation (自動配信の履歴): TRIGGER, AFTERSHOCK (staff
 * only), CANCEL (a 取消 that canceled waiting sends) or IGNORE, with the reason. A send waits
 * (send_state WAITING) for the guard delay, then is SENT or CANCELED.
 */
export const safetyAutoDecision = pgTable(
  "safety_auto_decision",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    documentId: bigint("document_id", { mode: "number" })
      .notNull()
      .references(() => safetyJmaDocument.id),
    eventId: varchar("event_id", { length: 64 }).notNull(),
    kind: varchar("kind", { length: 10 }).notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    infoType: varchar("info_type", { length: 8 }).notNull(),
    status: varchar("status", { length: 8 }).notNull(),
    headline: text("headline").notNull(),
    reportedAt: timestamp("reported_at", { withTimezone: true }).notNull(),
    decision: varchar("decision", { length: 10 }).notNull(),
    reason: text("reason").notNull(),
    strength: varchar("strength", { length: 8 }),
    strengthLabel: varchar("strength_label", { length: 20 }),
    areaCodes: jsonb("area_codes").$type<string[]>().notNull().default([]),
    areaNames: jsonb("area_names").$type<string[]>().notNull().default([]),
    /** WAITING, SENT, CANCELED for TRIGGER and AFTERSHOCK; null otherwise. */
    sendState: varchar("send_state", { length: 8 }),
    staffOnly: boolean("staff_only").notNull().default(false),
    sendAt: timestamp("send_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /** The safety.automatic-send job, once handed over. */
    sendJobId: varchar("send_job_id", { length: 64 }),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("safety_auto_decision_doc_org_key").on(t.organizationId, t.documentId),
    index("safety_auto_decision_org_idx").on(t.tenantId, t.organizationId, t.decidedAt),
  ],
);
