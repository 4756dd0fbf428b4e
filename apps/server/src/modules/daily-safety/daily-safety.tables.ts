import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";

// 定時安否確認 (category 30, notification type 6). The question itself goes out as a safety send of
// the safety module (kind 6), which records the recipients and their answers; this module keeps the
// organisation's schedule, its own calendar of closed days and class days, and one row per school day
// that ran, whose unique (organisation, date) is what makes the daily send happen once.

/** One per organisation: what is asked, to whom, and when (HH:mm, Japan time). */
export const dailySafetySetting = pgTable(
  "daily_safety_setting",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    enabled: boolean("enabled").notNull().default(false),
    /** The day's send is titled `${title}（MM/dd）`. */
    title: varchar("title", { length: 80 }).notNull(),
    /** Sanitised rich text (spec §5.3). */
    bodyHtml: text("body_html").notNull(),
    /** SafetyQuestion codes asked after the fixed safety state. */
    questions: jsonb("questions").$type<string[]>().notNull().default([]),
    /** The domain's PushTarget, sendTarget included; resolved again each school day. */
    target: jsonb("target").$type<Record<string, unknown>>().notNull(),
    sendTime: varchar("send_time", { length: 5 }).notNull(),
    /** Null: no reminder. Always after sendTime. */
    reminderTime: varchar("reminder_time", { length: 5 }),
    updatedByLoginUserId: integer("updated_by_login_user_id"),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("daily_safety_setting_org_key").on(t.organizationId),
    index("daily_safety_setting_tenant_idx").on(t.tenantId),
  ],
);

/** A date the school's calendar sets apart: CLOSED (休校日) or OPEN (授業日, e.g. a Saturday class). */
export const dailySafetySchoolDay = pgTable(
  "daily_safety_school_day",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    date: date("date", { mode: "string" }).notNull(),
    /** SchoolDayKind: CLOSED or OPEN. */
    kind: varchar("kind", { length: 8 }).notNull(),
    reason: varchar("reason", { length: 100 }).notNull(),
    createdByLoginUserId: integer("created_by_login_user_id"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("daily_safety_school_day_org_date_key").on(t.organizationId, t.date),
    index("daily_safety_school_day_tenant_idx").on(t.tenantId, t.organizationId, t.date),
  ],
);

/**
 * One school day the schedule ran on. Inserted (on conflict do nothing) in the same transaction as the
 * day's safety send, so two workers or a restart make one send per organisation and day; the reminder
 * claims `reminded_at` in the transaction of its resend, so it goes out once too.
 */
export const dailySafetyRun = pgTable(
  "daily_safety_run",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    /** The school day, Japan time. */
    date: date("date", { mode: "string" }).notNull(),
    /** SENT, or NOBODY when the target reached no member that day. */
    outcome: varchar("outcome", { length: 8 }).notNull(),
    /** The safety module's send (kind 6); null when NOBODY. */
    safetySendId: bigint("safety_send_id", { mode: "number" }),
    recipientCount: integer("recipient_count").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** How many had not answered at reminder time (the resend's recipients). */
    reminderCount: integer("reminder_count"),
  },
  (t) => [
    uniqueIndex("daily_safety_run_org_date_key").on(t.organizationId, t.date),
    index("daily_safety_run_tenant_idx").on(t.tenantId, t.organizationId, t.date),
  ],
);
