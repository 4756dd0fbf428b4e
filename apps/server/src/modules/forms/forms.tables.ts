import type {
  DivisionSource,
  FormChoice,
  FormItemCondition,
  FormItemFileTypeCode,
  FormItemValidation,
} from "@gakumu/domain";
import { sql } from "drizzle-orm";
import {
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
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";

/**
 * An applicant form of one organisation (spec §2.2, §3.4), built in the back office and answered in
 * the form frontend. The definition lives in form_section / form_item / form_message; this row holds
 * its settings. form_cd is what the form frontend names it by (get-form-by-form-cd), unique in the
 * organisation among forms not deleted.
 */
export const form = pgTable(
  "form",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    /** The process mode the form was built in (NORMAL 0, ALUMNI 1, ADMISSION 2, CONCERN 9). */
    processMode: smallint("process_mode").notNull().default(0),
    formCd: varchar("form_cd", { length: 32 }).notNull(),
    /** APPLICATION, AO, REQUEST, OC */
    formType: varchar("form_type", { length: 16 }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    /** Rich text, sanitised before it is stored (spec §5.3). */
    descriptionHtml: text("description_html").notNull().default(""),
    answerPeriodStart: timestamp("answer_period_start", { withTimezone: true }),
    answerPeriodEnd: timestamp("answer_period_end", { withTimezone: true }),
    /** 1 required, 0 optional */
    loginRequired: smallint("login_required").notNull().default(0),
    accountRegistrationRequired: boolean("account_registration_required").notNull().default(false),
    editableAfterSubmit: boolean("editable_after_submit").notNull().default(false),
    editDeadline: timestamp("edit_deadline", { withTimezone: true }),
    multipleAnswersAllowed: boolean("multiple_answers_allowed").notNull().default(false),
    /** Offered on logged-in form users' form list (フォーム一覧); invitation-only forms leave it off. */
    showInFormList: boolean("show_in_form_list").notNull().default(false),
    /** Null: the organisation's sender address. */
    senderMailAddress: varchar("sender_mail_address", { length: 254 }),
    completionMailSubject: varchar("completion_mail_subject", { length: 200 }).notNull().default(""),
    completionMailBody: text("completion_mail_body").notNull().default(""),
    /** DRAFT, PUBLISHED, UNPUBLISHED */
    status: varchar("status", { length: 16 }).notNull().default("DRAFT"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdByLoginUserId: integer("created_by_login_user_id"),
    updatedByLoginUserId: integer("updated_by_login_user_id"),
    /** Optimistic locking: every change names the version it read and bumps it. */
    version: integer("version").notNull().default(1),
    /**
     * The last 受付番号 given to an answer of this form. The next one is taken by incrementing it in
     * the answer's transaction (form-answers answer-write.ts): the row lock makes concurrent first
     * answers take turns for one statement, and the number never repeats.
     */
    lastReceiptNo: integer("last_receipt_no").notNull().default(0),
    /** Logical delete: the row stays for history; its form_cd is free again. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("form_org_form_cd_key").on(t.organizationId, t.formCd).where(sql`${t.deletedAt} is null`),
    index("form_org_mode_updated_idx").on(t.organizationId, t.processMode, t.updatedAt),
    index("form_tenant_idx").on(t.tenantId),
  ],
);

/** A page-like group of items; the answer screen shows sections in sort order. */
export const formSection = pgTable(
  "form_section",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    formId: integer("form_id")
      .notNull()
      .references(() => form.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull().default(""),
    sortOrder: integer("sort_order").notNull(),
    ...timestamps,
  },
  (t) => [index("form_section_form_idx").on(t.formId, t.sortOrder)],
);

/**
 * One question. item_key names it within the form: answers and conditions refer to it, so it stays
 * the same when the item is renamed, moved or the form is copied. Settings the item type does not use
 * are empty (packages/domain forms/item-settings.ts).
 */
export const formItem = pgTable(
  "form_item",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    formId: integer("form_id")
      .notNull()
      .references(() => form.id, { onDelete: "cascade" }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => formSection.id, { onDelete: "cascade" }),
    itemKey: varchar("item_key", { length: 40 }).notNull(),
    /** A FormItemType code (TEXT_SINGLE … OC_DATE_LIST). */
    itemType: varchar("item_type", { length: 24 }).notNull(),
    label: varchar("label", { length: 200 }).notNull(),
    helpText: text("help_text").notNull().default(""),
    required: boolean("required").notNull().default(false),
    /** Position in its section. */
    sortOrder: integer("sort_order").notNull(),
    validation: jsonb("validation").$type<FormItemValidation>().notNull().default({}),
    choices: jsonb("choices").$type<FormChoice[]>().notNull().default([]),
    /** 1 image, 2 sound, 3 movie, 4 pdf */
    fileTypes: jsonb("file_types").$type<FormItemFileTypeCode[]>().notNull().default([]),
    maxFileSizeMb: smallint("max_file_size_mb"),
    divisionSource: jsonb("division_source").$type<DivisionSource>(),
    condition: jsonb("condition").$type<FormItemCondition>(),
    /** TEXT_SINGLE: the answer names the applicant in the completion mail; one item per form. */
    applicantName: boolean("applicant_name").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("form_item_form_item_key_key").on(t.formId, t.itemKey),
    index("form_item_section_idx").on(t.sectionId, t.sortOrder),
  ],
);

/** The texts a form shows around its answering, one per message type 1–5 (rich text, sanitised). */
export const formMessage = pgTable(
  "form_message",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    formId: integer("form_id")
      .notNull()
      .references(() => form.id, { onDelete: "cascade" }),
    messageType: smallint("message_type").notNull(),
    bodyHtml: text("body_html").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("form_message_form_type_key").on(t.formId, t.messageType)],
);

/**
 * A link into the form frontend (spec §2.2 /redirect?accessKey=…): a random key of 32 url-safe
 * characters of which only the SHA-256 is stored, so the table hands out no working link. The prefix
 * lets staff tell keys apart. data_type is a non-login access key data type of spec §3.4 (FORM for
 * links staff issue; PASSWORD_RESET for the form users' reset mails).
 */
export const formAccessKey = pgTable(
  "form_access_key",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    formId: integer("form_id")
      .notNull()
      .references(() => form.id, { onDelete: "cascade" }),
    keyHash: varchar("key_hash", { length: 64 }).notNull(),
    keyPrefix: varchar("key_prefix", { length: 8 }).notNull(),
    dataType: varchar("data_type", { length: 32 }).notNull().default("FORM"),
    /** Set for a link made for one invited person. */
    inviteeMailAddress: varchar("invitee_mail_address", { length: 254 }),
    inviteeName: varchar("invitee_name", { length: 100 }),
    /** Null: valid until revoked. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdByLoginUserId: integer("created_by_login_user_id"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("form_access_key_hash_key").on(t.keyHash),
    index("form_access_key_form_idx").on(t.formId),
  ],
);

/**
 * Failed access-key look-ups by address: the rate limit of key resolution counts these, so nobody can
 * try keys at speed (the keys are far too long to guess; this keeps the attempt from costing us).
 */
export const formAccessKeyFailure = pgTable(
  "form_access_key_failure",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ip: varchar("ip", { length: 64 }).notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_access_key_failure_ip_time_idx").on(t.ip, t.occurredAt)],
);
