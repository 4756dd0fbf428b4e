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
import { member } from "../../modules/members/members.tables";
import { organizationIdColumn, tenantIdColumn } from "../tenancy/tenancy.tables";

/**
 * Where a delivery is in its life; the staff-facing status (spec §3.4 NotificationStatus) is `status`.
 * scheduled: waiting for its fan-out job (now or at send_at); cancel works only here.
 * fanning: recipients are being split into channel batches. sending: every batch is queued.
 * finished: every send has a result. canceled.
 */
export const deliveryStages = ["scheduled", "fanning", "sending", "finished", "canceled"] as const;
export type DeliveryStage = (typeof deliveryStages)[number];

/** The stages in which members see a delivery: going out or gone out (not reserved, not canceled). */
export const memberVisibleStages: DeliveryStage[] = ["fanning", "sending", "finished"];
/** The same list as SQL literals, for raw statements (`stage in (${…})`): constants, nothing to escape. */
export const memberVisibleStageList = sql.raw(memberVisibleStages.map((stage) => `'${stage}'`).join(", "));

export const deliveryChannels = ["push", "line", "mail"] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

/** One outbound message of the platform's delivery engine (push notification, group push, RSS item…). */
export const delivery = pgTable(
  "delivery",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    /** NotificationType code: 1 push, 4 group push, 5 RSS linkage, … */
    kind: smallint("kind").notNull(),
    /** The owning module's row (push notification id, RSS item id, …). */
    sourceId: bigint("source_id", { mode: "number" }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    bodyHtml: text("body_html").notNull(),
    bodyText: text("body_text").notNull(),
    linkUrl: varchar("link_url", { length: 2000 }),
    attachments: jsonb("attachments").$type<{ name: string; url: string }[]>().notNull().default([]),
    replyEnabled: boolean("reply_enabled").notNull().default(false),
    urgent: boolean("urgent").notNull().default(false),
    /** null: sent at once; else reserved. */
    sendAt: timestamp("send_at", { withTimezone: true }),
    /** NotificationStatus: 1 completed, 2 waiting (reserved or still sending), 3 canceled, 9 failed. */
    status: smallint("status").notNull().default(2),
    stage: varchar("stage", { length: 16 }).$type<DeliveryStage>().notNull().default("scheduled"),
    /** Recipients are fanned out in member-id order; the last one done, so a restarted fan-out goes on. */
    fanoutCursor: bigint("fanout_cursor", { mode: "number" }).notNull().default(0),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("delivery_tenant_source_idx").on(t.tenantId, t.kind, t.sourceId),
    index("delivery_tenant_created_idx").on(t.tenantId, t.createdAt),
  ],
);

/** One member a delivery is addressed to: what the inbox lists and where the read is recorded. */
export const deliveryRecipient = pgTable(
  "delivery_recipient",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    deliveryId: bigint("delivery_id", { mode: "number" })
      .notNull()
      .references(() => delivery.id),
    tenantId: tenantIdColumn(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => member.id),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** AnswerMethod code of the first read: MOBILE_APP or MAIL_LINK. */
    answerMethod: varchar("answer_method", { length: 16 }),
    /** SHA-256 (hex) of the mail link's token; the token itself only travels in the mail. */
    mailTokenHash: varchar("mail_token_hash", { length: 64 }),
    mailTokenExpiresAt: timestamp("mail_token_expires_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("delivery_recipient_delivery_member_key").on(t.deliveryId, t.memberId),
    index("delivery_recipient_inbox_idx").on(t.tenantId, t.memberId, t.deliveryId),
    uniqueIndex("delivery_recipient_mail_token_key")
      .on(t.mailTokenHash)
      .where(sql`${t.mailTokenHash} is not null`),
  ],
);

/**
 * One recipient over one channel. claimed_at → the send → send_status: a row claimed but without a
 * status after a crash is resolved by the batch's retry (docs/decisions/0006-delivery-engine.md).
 */
export const deliverySend = pgTable(
  "delivery_send",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    deliveryId: bigint("delivery_id", { mode: "number" })
      .notNull()
      .references(() => delivery.id),
    tenantId: tenantIdColumn(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => member.id),
    channel: varchar("channel", { length: 8 }).$type<DeliveryChannel>().notNull(),
    /** The channel batch job that owns this row. */
    batchNo: integer("batch_no").notNull(),
    /** SendStatus: null pending, 1 success, 2 failure. */
    sendStatus: smallint("send_status"),
    failureReason: text("failure_reason"),
    attempts: smallint("attempts").notNull().default(0),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("delivery_send_delivery_member_channel_key").on(t.deliveryId, t.memberId, t.channel),
    index("delivery_send_batch_idx").on(t.deliveryId, t.channel, t.batchNo),
    // "Is anything of this delivery still pending?" after every batch: cheap however large the delivery.
    index("delivery_send_pending_idx").on(t.deliveryId).where(sql`${t.sendStatus} is null`),
  ],
);

/** A member's device that accepts Web Push (one row per browser subscription). */
export const pushSubscription = pgTable(
  "push_subscription",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => member.id),
    endpoint: varchar("endpoint", { length: 2000 }).notNull(),
    p256dh: varchar("p256dh", { length: 200 }).notNull(),
    auth: varchar("auth", { length: 100 }).notNull(),
    userAgent: varchar("user_agent", { length: 500 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    failureCount: integer("failure_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("push_subscription_endpoint_key").on(t.endpoint),
    index("push_subscription_member_idx").on(t.tenantId, t.memberId),
  ],
);

/**
 * The installation's own keys, one row (id 1), made on first use: the VAPID key pair Web Push
 * identifies this server with, and the key mail-link tokens are derived from. Private parts sealed
 * with the platform's SecretBox.
 */
export const deliveryInstallationKey = pgTable("delivery_installation_key", {
  id: smallint("id").primaryKey(),
  vapidPublicKey: varchar("vapid_public_key", { length: 200 }).notNull(),
  vapidPrivateKeySealed: text("vapid_private_key_sealed").notNull(),
  mailLinkKeySealed: text("mail_link_key_sealed").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
