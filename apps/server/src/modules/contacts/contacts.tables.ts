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

// 連絡 (contact from members, category 50): the school's contact types and rules, the reports families
// send (never deleted: a withdrawn report stays, marked), the class links of the web form, and one row
// per organisation and day the reminder ran, whose unique key makes the reminder go out once.

/** One per organisation: the cut-off and the reminder. Absent: the defaults of contact-settings.ts. */
export const contactSetting = pgTable(
  "contact_setting",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    /** HH:mm Japan time; null: no cut-off. */
    cutoffTime: varchar("cutoff_time", { length: 5 }),
    /** ContactAfterCutoff: ACCEPT or REFUSE. */
    afterCutoff: varchar("after_cutoff", { length: 8 }).notNull(),
    cutoffMessage: varchar("cutoff_message", { length: 200 }).notNull(),
    reminderEnabled: boolean("reminder_enabled").notNull().default(false),
    reminderTime: varchar("reminder_time", { length: 5 }).notNull(),
    /** ContactExpectedDays: SCHOOL_DAYS, WEEKDAYS, EVERY_DAY. */
    expectedDays: varchar("expected_days", { length: 12 }).notNull(),
    reminderTitle: varchar("reminder_title", { length: 80 }).notNull(),
    reminderBody: varchar("reminder_body", { length: 1000 }).notNull(),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("contact_setting_org_key").on(t.organizationId),
    index("contact_setting_tenant_idx").on(t.tenantId),
  ],
);

/** 欠席, 遅刻, 早退, 部活動欠席…: what a family can report, with its reasons, symptoms and fields. */
export const contactType = pgTable(
  "contact_type",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    name: varchar("name", { length: 20 }).notNull(),
    reasons: jsonb("reasons").$type<string[]>().notNull().default([]),
    symptoms: jsonb("symptoms").$type<string[]>().notNull().default([]),
    /** Field name → ContactFieldUse (NONE, OPTIONAL, REQUIRED). */
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    sortOrder: smallint("sort_order").notNull().default(0),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [index("contact_type_org_idx").on(t.tenantId, t.organizationId, t.sortOrder)],
);

/**
 * A report. The member's number, name and placement are copied at sending so the board and the
 * history read this table alone (the board of a day is one index range) and keep what was true then.
 */
export const contact = pgTable(
  "contact",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    /** The day the report is about (Japan time). */
    date: date("date", { mode: "string" }).notNull(),
    memberId: bigint("member_id", { mode: "number" }).notNull(),
    memberNo: varchar("member_no", { length: 32 }).notNull(),
    memberName: varchar("member_name", { length: 100 }).notNull(),
    grade: smallint("grade"),
    divisionCd: varchar("division_cd", { length: 32 }),
    sectionCd: varchar("section_cd", { length: 32 }),
    subsectionCd: varchar("subsection_cd", { length: 32 }),
    unitCd: varchar("unit_cd", { length: 32 }),
    subunitCd: varchar("subunit_cd", { length: 32 }),
    typeId: bigint("type_id", { mode: "number" }).notNull(),
    typeName: varchar("type_name", { length: 20 }).notNull(),
    reason: varchar("reason", { length: 40 }),
    symptoms: jsonb("symptoms").$type<string[]>().notNull().default([]),
    arrivalTime: varchar("arrival_time", { length: 5 }),
    leaveTime: varchar("leave_time", { length: 5 }),
    /** Tenths of a degree (375 = 37.5 ℃), so no float is ever compared. */
    temperatureTenths: smallint("temperature_tenths"),
    note: varchar("note", { length: 500 }),
    /** ContactVia: APP or WEB. */
    via: varchar("via", { length: 4 }).notNull(),
    /** Sent after the cut-off and accepted with the fallback message. */
    late: boolean("late").notNull().default(false),
    /** ContactStatus: NEW, CONFIRMED, REPLIED, WITHDRAWN. */
    status: varchar("status", { length: 10 }).notNull().default("NEW"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedBy: varchar("confirmed_by", { length: 100 }),
    replyText: text("reply_text"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: varchar("replied_by", { length: 100 }),
    replyDeliveryId: bigint("reply_delivery_id", { mode: "number" }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // The board: one organisation's day, in the order reports came in.
    index("contact_board_idx").on(t.tenantId, t.organizationId, t.date, t.id),
    // One class's day: the placement equalities continue the index range instead of filtering the
    // school's whole day (30,000 reports read to keep a class's dozen).
    index("contact_board_class_idx").on(
      t.tenantId,
      t.organizationId,
      t.date,
      t.divisionCd,
      t.sectionCd,
      t.subsectionCd,
      t.unitCd,
      t.subunitCd,
    ),
    // A member's own history in the app, and "has this member reported today" of the reminder.
    index("contact_member_idx").on(t.tenantId, t.memberId, t.date),
  ],
);

/** A class's web link (a non-login access key of type CONTACT_FROM_MEMBER whose target is this row). */
export const contactLink = pgTable(
  "contact_link",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    nodeCd: varchar("node_cd", { length: 32 }).notNull(),
    accessKeyId: bigint("access_key_id", { mode: "number" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdByLoginUserId: integer("created_by_login_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_link_org_idx").on(t.tenantId, t.organizationId, t.nodeCd)],
);

/** The reminder of one organisation and day, claimed once in the transaction of its delivery. */
export const contactReminderRun = pgTable(
  "contact_reminder_run",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    date: date("date", { mode: "string" }).notNull(),
    recipientCount: integer("recipient_count").notNull().default(0),
    deliveryId: bigint("delivery_id", { mode: "number" }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contact_reminder_run_org_date_key").on(t.organizationId, t.date),
    index("contact_reminder_run_tenant_idx").on(t.tenantId, t.organizationId, t.date),
  ],
);
