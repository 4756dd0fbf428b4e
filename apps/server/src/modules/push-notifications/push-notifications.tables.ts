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

/** A link shown under the body: its text and address. */
export interface PushLink {
  label: string;
  url: string;
}

/** An attached file as the notification keeps it (the bytes are in push_attachment). */
export interface PushAttachmentRef {
  key: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * A push notification (kind 1) or group push (kind 4) as staff composed it. The delivery engine owns
 * what happened to each recipient; this row keeps what was written, to whom it was aimed and the
 * status the history shows (2 waiting until sent or while reserved, 3 canceled, 1 completed, 9 failed:
 * the engine's final status is written back when the history reads it).
 */
export const pushNotification = pgTable(
  "push_notification",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    /** The process mode whose members were targeted. */
    processMode: smallint("process_mode").notNull().default(0),
    /** NotificationType: 1 push, 4 group push. */
    kind: smallint("kind").notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    /** Sanitised rich text (spec §5.3). */
    bodyHtml: text("body_html").notNull(),
    bodyText: text("body_text").notNull(),
    links: jsonb("links").$type<PushLink[]>().notNull().default([]),
    attachments: jsonb("attachments").$type<PushAttachmentRef[]>().notNull().default([]),
    /** NONE, TEXT (free text) or CHOICE. */
    replyType: varchar("reply_type", { length: 8 }).notNull().default("NONE"),
    replyChoices: jsonb("reply_choices").$type<string[]>().notNull().default([]),
    /** NoticeSettingType PUSH_REPLY_FOR_MYSELF: mail the sender when a member replies. */
    notifyReplyToSender: boolean("notify_reply_to_sender").notNull().default(false),
    urgent: boolean("urgent").notNull().default(false),
    /** The target as chosen (the domain's PushTarget); recipients were resolved from it when sending. */
    target: jsonb("target").$type<Record<string, unknown>>().notNull(),
    /** SendTarget: ALL or VALID. */
    sendTarget: varchar("send_target", { length: 8 }).notNull(),
    recipientCount: integer("recipient_count").notNull().default(0),
    /** Null: sent at once; else the reserved time. */
    reservedAt: timestamp("reserved_at", { withTimezone: true }),
    /** NotificationStatus: 1 completed, 2 waiting, 3 canceled, 9 failed. */
    status: smallint("status").notNull(),
    deliveryId: bigint("delivery_id", { mode: "number" }),
    /** A resend names the notification it repeats and which of its recipients (ResendType 1/2/3). */
    resendOfId: bigint("resend_of_id", { mode: "number" }),
    resendType: smallint("resend_type"),
    createdByLoginUserId: integer("created_by_login_user_id"),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("push_notification_org_created_idx").on(t.tenantId, t.organizationId, t.createdAt),
    index("push_notification_delivery_idx").on(t.tenantId, t.deliveryId),
  ],
);

/** A member's answer to a notification that asks for one; a later answer replaces the earlier. */
export const pushReply = pgTable(
  "push_reply",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    pushNotificationId: bigint("push_notification_id", { mode: "number" })
      .notNull()
      .references(() => pushNotification.id),
    deliveryId: bigint("delivery_id", { mode: "number" }).notNull(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => member.id),
    replyText: text("reply_text"),
    /** The chosen choice's text (kept as text, so the history reads the same if choices change). */
    choice: varchar("choice", { length: 100 }),
    repliedAt: timestamp("replied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("push_reply_delivery_member_key").on(t.deliveryId, t.memberId)],
);

/** A stored attachment's bytes are on disk under DATA_DIR; the unguessable key is its address. */
export const pushAttachment = pgTable(
  "push_attachment",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    /** 32 random bytes, base64url: the file's name on disk and in its download address. */
    fileKey: varchar("file_key", { length: 64 }).notNull(),
    fileName: varchar("file_name", { length: 200 }).notNull(),
    contentType: varchar("content_type", { length: 100 }).notNull(),
    size: integer("size").notNull(),
    createdByLoginUserId: integer("created_by_login_user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("push_attachment_file_key_key").on(t.fileKey)],
);

/** 配信テンプレート: a reusable title, body, links and reply settings. */
export const pushTemplate = pgTable(
  "push_template",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    name: varchar("name", { length: 100 }).notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    bodyHtml: text("body_html").notNull(),
    links: jsonb("links").$type<PushLink[]>().notNull().default([]),
    replyType: varchar("reply_type", { length: 8 }).notNull().default("NONE"),
    replyChoices: jsonb("reply_choices").$type<string[]>().notNull().default([]),
    createdByLoginUserId: integer("created_by_login_user_id"),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("push_template_org_idx").on(t.tenantId, t.organizationId),
    uniqueIndex("push_template_org_name_key").on(t.organizationId, sql`lower(${t.name})`),
  ],
);
