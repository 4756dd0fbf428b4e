import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { loginUser } from "../../platform/auth/login-user.tables";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";

/**
 * 通知設定: which events a staff member hears of, and how (mail, back-office push). One row per login
 * user and notice type; a missing row means neither (staff opt in on the 通知設定 screen).
 */
export const staffNoticeSetting = pgTable(
  "staff_notice_setting",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    loginUserId: integer("login_user_id")
      .notNull()
      .references(() => loginUser.id, { onDelete: "cascade" }),
    /** NoticeSettingType code. */
    noticeType: varchar("notice_type", { length: 32 }).notNull(),
    byMail: boolean("by_mail").notNull().default(false),
    byPush: boolean("by_push").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_notice_setting_user_type_uq").on(t.tenantId, t.loginUserId, t.noticeType),
    index("staff_notice_setting_type_idx").on(t.tenantId, t.noticeType),
  ],
);

/** One event staff were told of (what notifyStaff recorded), with the back-office path that opens it. */
export const staffNotice = pgTable(
  "staff_notice",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    noticeType: varchar("notice_type", { length: 32 }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    body: text("body").notNull(),
    link: varchar("link", { length: 1000 }).notNull(),
    memberId: bigint("member_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_notice_tenant_created_idx").on(t.tenantId, t.createdAt)],
);

/**
 * One staff member told of one notice, and by which ways, decided when the notice was recorded. The
 * id is the live channel's cursor: every open back office reads the rows after the last one it saw.
 */
export const staffNoticeRecipient = pgTable(
  "staff_notice_recipient",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    noticeId: bigint("notice_id", { mode: "number" })
      .notNull()
      .references(() => staffNotice.id, { onDelete: "cascade" }),
    loginUserId: integer("login_user_id")
      .notNull()
      .references(() => loginUser.id, { onDelete: "cascade" }),
    byMail: boolean("by_mail").notNull(),
    byPush: boolean("by_push").notNull(),
    /** When the delivery job finished this recipient's mail and Web Push (a retried job skips them). */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_notice_recipient_uq").on(t.noticeId, t.loginUserId),
    index("staff_notice_recipient_user_idx").on(t.tenantId, t.loginUserId, t.id),
  ],
);

/** A staff browser's Web Push subscription (the back office's service worker), separate from members'. */
export const staffPushSubscription = pgTable(
  "staff_push_subscription",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    loginUserId: integer("login_user_id")
      .notNull()
      .references(() => loginUser.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: varchar("p256dh", { length: 200 }).notNull(),
    auth: varchar("auth", { length: 100 }).notNull(),
    userAgent: varchar("user_agent", { length: 500 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_push_subscription_endpoint_uq").on(t.endpoint),
    index("staff_push_subscription_user_idx").on(t.tenantId, t.loginUserId),
  ],
);
