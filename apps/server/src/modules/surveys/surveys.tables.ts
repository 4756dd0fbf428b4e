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
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";
import { member } from "../members/members.tables";

// アンケート (menu category 25). A survey goes out through the delivery engine (notification type 3)
// and collects, per recipient, one survey_recipient row (placement snapshotted at send time, answered
// or not: the answer rate's denominator) and one survey_answer row per answered question with the
// value in a typed column. Totalling and cross tabulation are GROUP BYs over survey_answer joined to
// survey_recipient on recipient_id: by question and value, by grade, by any hierarchy level, or by
// another question's answer (a self-join on recipient_id).

/** One survey: what is asked, until when, to whom. */
export const survey = pgTable(
  "survey",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    processMode: smallint("process_mode").notNull().default(0),
    title: varchar("title", { length: 100 }).notNull(),
    /** Sanitised rich text (spec §5.3). */
    bodyHtml: text("body_html").notNull(),
    bodyText: text("body_text").notNull(),
    /** Answers are taken (and can be changed) until this instant. */
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    /** Staff read answers without names; each member still answers once. */
    anonymous: boolean("anonymous").notNull().default(false),
    /** The target as chosen (the domain's PushTarget without sendTarget). */
    target: jsonb("target").$type<Record<string, unknown>>().notNull(),
    /** SendTarget: ALL or VALID. */
    sendTarget: varchar("send_target", { length: 8 }).notNull(),
    recipientCount: integer("recipient_count").notNull().default(0),
    /** The first dispatch's delivery. */
    deliveryId: bigint("delivery_id", { mode: "number" }),
    /** When it goes out: the reserved time, else the moment it was created. */
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    /** 送信日時を予約する: the first dispatch's sendAt; null when sent at once. */
    reservedAt: timestamp("reserved_at", { withTimezone: true }),
    /** The reservation was canceled before the delivery engine started it: 取消, no answers taken. */
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    createdByLoginUserId: integer("created_by_login_user_id"),
    ...timestamps,
  },
  (t) => [
    index("survey_org_created_idx").on(t.tenantId, t.organizationId, t.createdAt),
    index("survey_delivery_idx").on(t.tenantId, t.deliveryId),
  ],
);

export interface SurveyConditionRecord {
  questionKey: string;
  value: string;
}

/** A question, in survey order; `key` is what answers and conditions name. */
export const surveyQuestion = pgTable(
  "survey_question",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    surveyId: bigint("survey_id", { mode: "number" })
      .notNull()
      .references(() => survey.id),
    position: smallint("position").notNull(),
    key: varchar("key", { length: 40 }).notNull(),
    /** SurveyAnswerType (spec §3.4). */
    answerType: varchar("answer_type", { length: 16 }).notNull(),
    label: varchar("label", { length: 200 }).notNull(),
    helpText: text("help_text").notNull().default(""),
    required: boolean("required").notNull().default(false),
    choices: jsonb("choices").$type<string[]>().notNull().default([]),
    /** FILE_UPLOAD: FormItemFileType codes accepted (empty: all). */
    fileTypes: jsonb("file_types").$type<number[]>().notNull().default([]),
    maxFileSizeMb: smallint("max_file_size_mb"),
    divisionDepth: smallint("division_depth"),
    condition: jsonb("condition").$type<SurveyConditionRecord>(),
  },
  (t) => [
    uniqueIndex("survey_question_key").on(t.surveyId, t.key),
    index("survey_question_tenant_idx").on(t.tenantId, t.surveyId),
  ],
);

/** Each time a survey went out: the first dispatch and each resend (ResendType 1 all, 2 unread, 3 no reply). */
export const surveyDispatch = pgTable(
  "survey_dispatch",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    surveyId: bigint("survey_id", { mode: "number" })
      .notNull()
      .references(() => survey.id),
    deliveryId: bigint("delivery_id", { mode: "number" }).notNull(),
    resendType: smallint("resend_type"),
    recipientCount: integer("recipient_count").notNull().default(0),
    createdByLoginUserId: integer("created_by_login_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("survey_dispatch_survey_idx").on(t.tenantId, t.surveyId),
    index("survey_dispatch_delivery_idx").on(t.tenantId, t.deliveryId),
  ],
);

/**
 * One recipient: unique per survey and member, so a member answers once (a second submit replaces the
 * first). Grade and the five hierarchy codes are copied when the survey is sent, so totals by class
 * count what the class was then and need no join to members.
 */
export const surveyRecipient = pgTable(
  "survey_recipient",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    surveyId: bigint("survey_id", { mode: "number" })
      .notNull()
      .references(() => survey.id),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => member.id),
    grade: smallint("grade"),
    divisionCd: varchar("division_cd", { length: 32 }),
    sectionCd: varchar("section_cd", { length: 32 }),
    subsectionCd: varchar("subsection_cd", { length: 32 }),
    unitCd: varchar("unit_cd", { length: 32 }),
    subunitCd: varchar("subunit_cd", { length: 32 }),
    /** AnswerMethod of the latest answer: MOBILE_APP or MAIL_LINK. */
    answerMethod: varchar("answer_method", { length: 16 }),
    firstAnsweredAt: timestamp("first_answered_at", { withTimezone: true }),
    /** The latest answer (changeable until the deadline); null: not answered. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("survey_recipient_member_key").on(t.surveyId, t.memberId),
    index("survey_recipient_answered_idx").on(t.tenantId, t.surveyId, t.answeredAt),
    index("survey_recipient_member_idx").on(t.tenantId, t.memberId),
  ],
);

/**
 * One answered question of one recipient (questions left empty or hidden by their condition have no
 * row). The value sits in the column of its type: text (TEXT_*), choices (SELECT_*, YES_NO, ARI_NASHI,
 * LIST: the chosen labels; DIVISION: the hierarchy path codes), date, bool (CHECKBOX), file.
 */
export const surveyAnswer = pgTable(
  "survey_answer",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    surveyId: bigint("survey_id", { mode: "number" })
      .notNull()
      .references(() => survey.id),
    recipientId: bigint("recipient_id", { mode: "number" })
      .notNull()
      .references(() => surveyRecipient.id),
    questionId: bigint("question_id", { mode: "number" })
      .notNull()
      .references(() => surveyQuestion.id),
    answerType: varchar("answer_type", { length: 16 }).notNull(),
    textValue: text("text_value"),
    choiceValues: text("choice_values").array(),
    dateValue: date("date_value"),
    boolValue: boolean("bool_value"),
    fileValue: jsonb("file_value").$type<Record<string, unknown>[]>(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("survey_answer_recipient_question_key").on(t.recipientId, t.questionId),
    index("survey_answer_question_idx").on(t.tenantId, t.surveyId, t.questionId),
  ],
);

/**
 * A file a recipient uploaded for a FILE_UPLOAD question (content checked by its bytes against the
 * question's kinds and size, stored in the file store). An answer names it by id; only the uploader's
 * own files of that question are accepted, with the name, kind and size recorded here.
 */
export const surveyFile = pgTable(
  "survey_file",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    surveyId: bigint("survey_id", { mode: "number" })
      .notNull()
      .references(() => survey.id),
    recipientId: bigint("recipient_id", { mode: "number" })
      .notNull()
      .references(() => surveyRecipient.id),
    questionId: bigint("question_id", { mode: "number" })
      .notNull()
      .references(() => surveyQuestion.id),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    mimeType: varchar("mime_type", { length: 100 }).notNull(),
    size: integer("size").notNull(),
    storagePath: varchar("storage_path", { length: 300 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("survey_file_recipient_idx").on(t.tenantId, t.recipientId, t.questionId)],
);
