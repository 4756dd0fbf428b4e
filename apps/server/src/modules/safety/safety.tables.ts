import { sql } from "drizzle-orm";
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
import { member } from "../members/members.tables";

// 安否確認 (menu category 30). A safety send is one confirmation (one earthquake, one drill); it reaches
// members through the delivery engine (one delivery per dispatch: the first send and each resend) and
// collects one answer row per recipient in safety_recipient, which every count, rate and list of the
// result screens aggregates. Answers belong to the send, not to a delivery, so a resend's answers land
// on the same rows.

/** The optional answers beside the fixed safety state, keyed by the domain's SafetyQuestion codes. */
export type SafetyAnswers = Partial<Record<string, string>>;

/** The JMA event behind an automatic send (the domain's safety-jma trigger, as received). */
export type SafetyTriggerRecord = Record<string, unknown>;

/** 安否確認テンプレート: the title, body and optional questions a send starts from. */
export const safetyTemplate = pgTable(
  "safety_template",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    name: varchar("name", { length: 100 }).notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    /** Sanitised rich text (spec §5.3). */
    bodyHtml: text("body_html").notNull(),
    /** SafetyQuestion codes asked after the fixed safety state, in this order. */
    questions: jsonb("questions").$type<string[]>().notNull().default([]),
    /** SafetyAutoTrigger EARTHQUAKE / TSUNAMI: the template automatic sends of that kind use; else null. */
    autoTrigger: varchar("auto_trigger", { length: 16 }),
    /** A drill template: sends made from it start as drills (訓練). */
    isDrill: boolean("is_drill").notNull().default(false),
    createdByLoginUserId: integer("created_by_login_user_id"),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("safety_template_org_idx").on(t.tenantId, t.organizationId),
    uniqueIndex("safety_template_org_name_key").on(t.organizationId, sql`lower(${t.name})`),
  ],
);

/** One safety confirmation: what was asked, to whom, whether answering is open. */
export const safetySend = pgTable(
  "safety_send",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    processMode: smallint("process_mode").notNull().default(0),
    /** NotificationType: 2 safety, 6 daily safety. */
    kind: smallint("kind").notNull().default(2),
    templateId: bigint("template_id", { mode: "number" }),
    /** As composed, without the drill prefix (【訓練】 is added wherever the title is shown or sent). */
    title: varchar("title", { length: 100 }).notNull(),
    bodyHtml: text("body_html").notNull(),
    bodyText: text("body_text").notNull(),
    questions: jsonb("questions").$type<string[]>().notNull().default([]),
    isDrill: boolean("is_drill").notNull().default(false),
    /** SafetyOrigin: MANUAL (staff pressed send) or AUTOMATIC (a JMA report). */
    origin: varchar("origin", { length: 16 }).notNull().default("MANUAL"),
    trigger: jsonb("trigger").$type<SafetyTriggerRecord>(),
    /** Automatic sends: `${eventId}|${maxIntensityLabel}`, one send per organisation and key. */
    autoKey: varchar("auto_key", { length: 300 }),
    /** Sent to the organisation's login users (staff) by mail instead of members. */
    staffOnly: boolean("staff_only").notNull().default(false),
    /** The target as chosen (the domain's PushTarget without sendTarget). */
    target: jsonb("target").$type<Record<string, unknown>>().notNull(),
    /** SendTarget: ALL or VALID. */
    sendTarget: varchar("send_target", { length: 8 }).notNull(),
    recipientCount: integer("recipient_count").notNull().default(0),
    /** NotificationStatus of the first dispatch: 2 while going out, 1 completed, 9 failed. */
    status: smallint("status").notNull().default(2),
    /** The first dispatch's delivery (null for a staff-only send, which goes out as mail). */
    deliveryId: bigint("delivery_id", { mode: "number" }),
    /** When the question went out: the origin of "time to 25/50/75 % answered". */
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    /** Answering is closed from this instant until reopened (null: open). */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedByLoginUserId: integer("closed_by_login_user_id"),
    createdByLoginUserId: integer("created_by_login_user_id"),
    ...timestamps,
  },
  (t) => [
    index("safety_send_org_created_idx").on(t.tenantId, t.organizationId, t.createdAt),
    index("safety_send_delivery_idx").on(t.tenantId, t.deliveryId),
    uniqueIndex("safety_send_org_auto_key")
      .on(t.organizationId, t.autoKey)
      .where(sql`${t.autoKey} is not null`),
  ],
);

/** Each time a send went out: the first dispatch and every resend (ResendType 1 all, 2 unread, 3 no reply). */
export const safetyDispatch = pgTable(
  "safety_dispatch",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    safetySendId: bigint("safety_send_id", { mode: "number" })
      .notNull()
      .references(() => safetySend.id),
    /** The delivery engine's delivery (null when the dispatch went to login users by mail). */
    deliveryId: bigint("delivery_id", { mode: "number" }),
    /** null for the first dispatch. */
    resendType: smallint("resend_type"),
    recipientCount: integer("recipient_count").notNull().default(0),
    createdByLoginUserId: integer("created_by_login_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("safety_dispatch_send_idx").on(t.tenantId, t.safetySendId),
    index("safety_dispatch_delivery_idx").on(t.tenantId, t.deliveryId),
  ],
);

/**
 * One recipient of a send and their answer. Exactly one of member_id (a member, reached by the delivery
 * engine) and login_user_id (staff, reached by mail) is set. The placement (grade and the five hierarchy
 * codes) is copied at send time, so the drill-down counts what the class was when the question went out
 * and needs no join to members.
 */
export const safetyRecipient = pgTable(
  "safety_recipient",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    safetySendId: bigint("safety_send_id", { mode: "number" })
      .notNull()
      .references(() => safetySend.id),
    memberId: bigint("member_id", { mode: "number" }).references(() => member.id),
    loginUserId: integer("login_user_id"),
    grade: smallint("grade"),
    divisionCd: varchar("division_cd", { length: 32 }),
    sectionCd: varchar("section_cd", { length: 32 }),
    subsectionCd: varchar("subsection_cd", { length: 32 }),
    unitCd: varchar("unit_cd", { length: 32 }),
    subunitCd: varchar("subunit_cd", { length: 32 }),
    /** SafetyState: 0 no contact (not answered), 1 safe, 2 minor injury, 3 serious injury. */
    safetyState: smallint("safety_state").notNull().default(0),
    answers: jsonb("answers").$type<SafetyAnswers>().notNull().default({}),
    /** SafetyAnswerMethod of the latest answer: MOBILE_APP, MAIL_LINK or PROXY (staff, e.g. by phone). */
    answerMethod: varchar("answer_method", { length: 16 }),
    /** The staff member who registered a PROXY answer. */
    answeredByLoginUserId: integer("answered_by_login_user_id"),
    /** The first answer: what "time to 25/50/75 % answered" measures. */
    firstAnsweredAt: timestamp("first_answered_at", { withTimezone: true }),
    /** The latest answer (answers can be changed until the send is closed; the later one wins). */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** First opened (app or link): ResendType 2 (unread) goes to the rows where this is null. */
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("safety_recipient_send_member_key")
      .on(t.safetySendId, t.memberId)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex("safety_recipient_send_login_user_key")
      .on(t.safetySendId, t.loginUserId)
      .where(sql`${t.loginUserId} is not null`),
    index("safety_recipient_send_state_idx").on(t.tenantId, t.safetySendId, t.safetyState),
    index("safety_recipient_member_idx").on(t.tenantId, t.memberId),
    // The dashboard's drill-down: a node's recipients are an equality prefix of their placement, so
    // each level reads one index range of the send (a class of 40 among 100,000: 40 entries).
    index("safety_recipient_send_placement_idx").on(
      t.tenantId,
      t.safetySendId,
      t.divisionCd,
      t.sectionCd,
      t.subsectionCd,
      t.unitCd,
      t.subunitCd,
    ),
    index("safety_recipient_first_answered_idx")
      .on(t.safetySendId, t.firstAnsweredAt)
      .where(sql`${t.firstAnsweredAt} is not null`),
  ],
);
