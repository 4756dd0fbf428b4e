import type { FormAnswerValues } from "@gakumu/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";
import { formUser } from "../form-users/form-users.tables";
import { form, formAccessKey } from "../forms/forms.tables";

/**
 * One applicant's answer to a form (spec §3.4 form answer status: 0 unanswered, 1 answered, 2 draft,
 * 3 fixed, 4 remand, 5 cancel). A logged-in form user has at most one answer per form unless the form
 * allows several: `single_answer` is copied from the form when the row is made, and the partial
 * unique index turns a second submission racing the first into one answer. An answer sent without
 * login has no form user; its client-made submission token makes a double-tapped 送信 one answer.
 *
 * `answer_values` holds the cleaned values of the visible items (domain forms/answer-schema.ts) for
 * sent answers; a draft keeps what was typed, even a half-typed value, so nothing is lost.
 * `search_text` is the answer's text normalised for the back office's keyword filter (§5.3).
 */
export const formAnswer = pgTable(
  "form_answer",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    formId: integer("form_id")
      .notNull()
      .references(() => form.id),
    formUserId: integer("form_user_id").references(() => formUser.id),
    /** The link the answer came through (null when it was opened from the mypage's form list). */
    accessKeyId: integer("access_key_id").references(() => formAccessKey.id, { onDelete: "set null" }),
    singleAnswer: boolean("single_answer").notNull(),
    /** A UUID the form frontend makes once per answer screen; a repeated submit finds the same row. */
    submissionToken: uuid("submission_token"),
    answerStatus: smallint("answer_status").notNull(),
    answerValues: jsonb("answer_values").$type<FormAnswerValues>().notNull().default({}),
    /** 受付番号: numbered per form in the order answers are first sent; null while a draft. */
    receiptNo: integer("receipt_no"),
    /** Where completion and remand mails go: the form user's login id, or a MAIL_ADDRESS answer. */
    mailAddress: varchar("mail_address", { length: 254 }),
    searchText: text("search_text").notNull().default(""),
    firstSubmittedAt: timestamp("first_submitted_at", { withTimezone: true }),
    lastSubmittedAt: timestamp("last_submitted_at", { withTimezone: true }),
    /** The message staff gave with the last remand (差し戻し), shown to the applicant. */
    remandMessage: text("remand_message"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    statusChangedByLoginUserId: integer("status_changed_by_login_user_id"),
    /** Optimistic locking for both the applicant and staff: every write names the version it read. */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("form_answer_single_key")
      .on(t.formId, t.formUserId)
      .where(sql`${t.singleAnswer} and ${t.formUserId} is not null`),
    uniqueIndex("form_answer_submission_token_key").on(t.formId, t.submissionToken),
    uniqueIndex("form_answer_receipt_no_key").on(t.formId, t.receiptNo),
    index("form_answer_form_status_idx").on(t.formId, t.answerStatus, t.lastSubmittedAt),
    index("form_answer_form_user_idx").on(t.formUserId),
    index("form_answer_tenant_idx").on(t.tenantId),
  ],
);

/**
 * A file uploaded for an UPLOAD or FACE_PHOTO item (spec §7.1 POST upload). The upload stores it
 * before any answer names it (form_answer_id null); submitting or saving the answer attaches it.
 * Files never attached are removed by a cleanup job after a day. The content lives under
 * DATA_DIR/form-files/<tenant>/<organisation>/<form>/<uuid>; the row keeps that relative path.
 * mime_type is decided from the content (magic bytes), never from the name or the browser.
 */
export const formAnswerFile = pgTable(
  "form_answer_file",
  {
    id: uuid("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    formId: integer("form_id")
      .notNull()
      .references(() => form.id),
    formAnswerId: integer("form_answer_id").references(() => formAnswer.id, { onDelete: "cascade" }),
    itemKey: varchar("item_key", { length: 40 }).notNull(),
    /** Who uploaded it: the form user, or for an answer without login the access key's row. */
    formUserId: integer("form_user_id").references(() => formUser.id),
    accessKeyId: integer("access_key_id").references(() => formAccessKey.id, { onDelete: "set null" }),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    mimeType: varchar("mime_type", { length: 100 }).notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    storagePath: varchar("storage_path", { length: 500 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    attachedAt: timestamp("attached_at", { withTimezone: true }),
  },
  (t) => [
    index("form_answer_file_answer_idx").on(t.formAnswerId),
    index("form_answer_file_unattached_idx").on(t.createdAt).where(sql`${t.formAnswerId} is null`),
  ],
);

/** Every status change of an answer, with who made it and the message a remand was sent with. */
export const formAnswerStatusLog = pgTable(
  "form_answer_status_log",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    formAnswerId: integer("form_answer_id")
      .notNull()
      .references(() => formAnswer.id, { onDelete: "cascade" }),
    fromStatus: smallint("from_status"),
    toStatus: smallint("to_status").notNull(),
    message: text("message"),
    /** Staff who changed it; null when the applicant did (draft, send, edit). */
    loginUserId: integer("login_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_answer_status_log_answer_idx").on(t.formAnswerId, t.createdAt)],
);
