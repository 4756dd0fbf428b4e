import {
  bigint,
  bigserial,
  boolean,
  date,
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

// 日報 (menu daily-report, category 50 連絡). A template is the report an organisation asks for (its
// items, who, on which days); a report is one member's answers for one template and day, unique on
// (template, member, date) so two simultaneous first submissions make one row and the second is told
// so; comments are the staff's, each one also sent to the member through the delivery engine.

export const dailyReportTemplate = pgTable(
  "daily_report_template",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    name: varchar("name", { length: 80 }).notNull(),
    description: text("description").notNull().default(""),
    /** Members see and submit it only while enabled (受付中). */
    enabled: boolean("enabled").notNull().default(true),
    /** The domain's PushTarget; resolved each time it is read, so new members of a class are in. */
    target: jsonb("target").$type<Record<string, unknown>>().notNull(),
    /** 0 Sunday … 6 Saturday. */
    weekdays: smallint("weekdays").array().notNull(),
    skipHolidays: boolean("skip_holidays").notNull().default(true),
    /** HH:mm Japan time, or null for no reminder. */
    reminderTime: varchar("reminder_time", { length: 5 }),
    /** The domain's ReportItem[]. */
    items: jsonb("items").$type<unknown[]>().notNull(),
    version: integer("version").notNull().default(1),
    updatedByLoginUserId: integer("updated_by_login_user_id"),
    ...timestamps,
  },
  (t) => [index("daily_report_template_org_idx").on(t.tenantId, t.organizationId)],
);

export const dailyReport = pgTable(
  "daily_report",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    templateId: bigint("template_id", { mode: "number" })
      .notNull()
      .references(() => dailyReportTemplate.id, { onDelete: "cascade" }),
    memberId: bigint("member_id", { mode: "number" }).notNull(),
    /** The day reported on, Japan time. */
    date: date("date", { mode: "string" }).notNull(),
    /** Item key → value, as checkReportAnswers stored it. */
    answers: jsonb("answers").$type<Record<string, string | number | null>>().notNull(),
    version: integer("version").notNull().default(1),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("daily_report_template_member_date_key").on(t.templateId, t.memberId, t.date),
    index("daily_report_template_date_idx").on(t.tenantId, t.templateId, t.date),
    index("daily_report_member_idx").on(t.tenantId, t.memberId, t.date),
  ],
);

export const dailyReportComment = pgTable(
  "daily_report_comment",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    reportId: bigint("report_id", { mode: "number" })
      .notNull()
      .references(() => dailyReport.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    loginUserId: integer("login_user_id").notNull(),
    /** The author's name when written, so the member's view needs no staff lookup. */
    authorName: varchar("author_name", { length: 100 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("daily_report_comment_report_idx").on(t.tenantId, t.reportId)],
);

/**
 * One template's reminder on one day: claimed (unique template and date) in the transaction that
 * schedules the delivery, so any number of workers remind once.
 */
export const dailyReportReminder = pgTable(
  "daily_report_reminder",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    templateId: bigint("template_id", { mode: "number" })
      .notNull()
      .references(() => dailyReportTemplate.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    deliveryId: bigint("delivery_id", { mode: "number" }),
    recipientCount: integer("recipient_count").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("daily_report_reminder_template_date_key").on(t.templateId, t.date)],
);
