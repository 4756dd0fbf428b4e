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

/** An attached file as the item keeps it (the bytes are in news_attachment and on disk). */
export interface NewsAttachmentRef {
  key: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * A deliver item of type ANNOUNCEMENT or FAQ (spec §3.4). Status 3 draft → 4 pending authorization →
 * 2 waiting (approved, publish_from still ahead) → 1 published; a return puts it back to 3, an edit of
 * a submitted or approved item back to 4. A mailed approval link names the content version and the
 * approval round its approver was shown, so an edited or resubmitted item is never approved blind.
 */
export const newsItem = pgTable(
  "news_item",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    processMode: smallint("process_mode").notNull().default(0),
    /** DeliverItemType: ANNOUNCEMENT or FAQ. */
    type: varchar("type", { length: 16 }).notNull(),
    /** DeliverItemStatus: 1 published, 2 waiting, 3 draft, 4 pending authorization. */
    status: smallint("status").notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    /** Sanitised rich text (spec §5.3). */
    bodyHtml: text("body_html").notNull(),
    /** Its plain text, for the FAQ search. */
    bodyText: text("body_text").notNull(),
    categoryId: bigint("category_id", { mode: "number" }),
    attachments: jsonb("attachments").$type<NewsAttachmentRef[]>().notNull().default([]),
    /** MEMBERS, STAFF or BOTH. */
    audience: varchar("audience", { length: 8 }).notNull(),
    /** The member target as chosen (the domain's PushTarget); null when only staff read it. */
    target: jsonb("target").$type<Record<string, unknown> | null>(),
    publishFrom: timestamp("publish_from", { withTimezone: true }).notNull(),
    publishTo: timestamp("publish_to", { withTimezone: true }),
    pinned: boolean("pinned").notNull().default(false),
    /** Tell its members through the delivery engine when it is published. */
    notifyMembers: boolean("notify_members").notNull().default(false),
    /** The delivery that told them: set once, so publishing again after an edit does not tell twice. */
    notifyDeliveryId: bigint("notify_delivery_id", { mode: "number" }),
    /** The stage waiting for approval while status is 4 (1 or 2). */
    approvalStage: smallint("approval_stage"),
    /** How many stages the approval this item is in has (set when it is submitted). */
    stageCount: smallint("stage_count"),
    recipientCount: integer("recipient_count").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdByLoginUserId: integer("created_by_login_user_id").notNull(),
    /** Grows with every edit of what members read: a link mailed for an older one no longer approves. */
    contentVersion: integer("content_version").notNull().default(1),
    /** Grows with every submission: a link of an earlier round (returned, then resubmitted) is dead. */
    approvalRound: integer("approval_round").notNull().default(0),
    /** Optimistic lock of the screens: grows with every change of content or state. */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("news_item_org_type_idx").on(t.tenantId, t.organizationId, t.type, t.status),
    index("news_item_waiting_idx").on(t.status, t.publishFrom),
  ],
);

/** A category of the organisation's announcements or FAQ (each type has its own list). */
export const newsCategory = pgTable(
  "news_category",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    type: varchar("type", { length: 16 }).notNull(),
    name: varchar("name", { length: 50 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("news_category_org_type_name_key").on(t.organizationId, t.type, t.name)],
);

/** Who approves a type in an organisation: one row per approver and stage (1 or 2). */
export const newsApprover = pgTable(
  "news_approver",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    type: varchar("type", { length: 16 }).notNull(),
    stage: smallint("stage").notNull(),
    loginUserId: integer("login_user_id").notNull(),
  },
  (t) => [
    uniqueIndex("news_approver_org_type_stage_user_key").on(t.organizationId, t.type, t.stage, t.loginUserId),
  ],
);

/**
 * One mailed approval request: the approver, the item version and stage it was sent for, and the
 * non-login access key (DELIVER_APPROVAL) of its link, which points here by target_id.
 */
export const newsApprovalRequest = pgTable(
  "news_approval_request",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    itemId: bigint("item_id", { mode: "number" })
      .notNull()
      .references(() => newsItem.id, { onDelete: "cascade" }),
    /** The item's content_version and approval_round the approver was shown. */
    itemVersion: integer("item_version").notNull(),
    round: integer("round").notNull(),
    stage: smallint("stage").notNull(),
    loginUserId: integer("login_user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("news_approval_request_item_idx").on(t.tenantId, t.itemId)],
);

/** The approval history of an item: every submit, approval, return and publication. */
export const newsApprovalLog = pgTable(
  "news_approval_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    itemId: bigint("item_id", { mode: "number" })
      .notNull()
      .references(() => newsItem.id, { onDelete: "cascade" }),
    /** NewsLogAction: SUBMIT, APPROVE, RETURN, PUBLISH, RESUBMIT. */
    action: varchar("action", { length: 16 }).notNull(),
    stage: smallint("stage"),
    loginUserId: integer("login_user_id"),
    /** The actor's name at the time (kept if the login user is removed later). */
    actorName: varchar("actor_name", { length: 100 }).notNull(),
    /** BACKOFFICE, MAIL_LINK or SYSTEM. */
    via: varchar("via", { length: 16 }).notNull(),
    comment: text("comment").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("news_approval_log_item_idx").on(t.tenantId, t.itemId)],
);

/** The members an item was published to (resolved from its target on submission), with their reads. */
export const newsRecipient = pgTable(
  "news_recipient",
  {
    tenantId: tenantIdColumn(),
    itemId: bigint("item_id", { mode: "number" })
      .notNull()
      .references(() => newsItem.id, { onDelete: "cascade" }),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => member.id),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("news_recipient_item_member_key").on(t.itemId, t.memberId),
    index("news_recipient_member_idx").on(t.tenantId, t.memberId),
  ],
);

/** A staff member's read of an announcement on the staff display. */
export const newsStaffRead = pgTable(
  "news_staff_read",
  {
    tenantId: tenantIdColumn(),
    itemId: bigint("item_id", { mode: "number" })
      .notNull()
      .references(() => newsItem.id, { onDelete: "cascade" }),
    loginUserId: integer("login_user_id").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("news_staff_read_item_user_key").on(t.itemId, t.loginUserId)],
);

/** A stored attachment: bytes on disk under DATA_DIR/news-attachments/<file_key>. */
export const newsAttachment = pgTable(
  "news_attachment",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    fileKey: varchar("file_key", { length: 64 }).notNull(),
    fileName: varchar("file_name", { length: 200 }).notNull(),
    contentType: varchar("content_type", { length: 100 }).notNull(),
    size: integer("size").notNull(),
    createdByLoginUserId: integer("created_by_login_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("news_attachment_file_key_key").on(t.fileKey)],
);
