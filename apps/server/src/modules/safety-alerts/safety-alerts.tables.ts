import { bigint, bigserial, integer, jsonb, pgTable, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";

/**
 * 職員への通知: per organisation, the staff (login users) mailed when a member answers 重傷, and the
 * "no contact after N minutes" threshold (null: off, the default). No row: nobody is alerted.
 */
export const safetyAlertSetting = pgTable(
  "safety_alert_setting",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    staffLoginUserIds: jsonb("staff_login_user_ids").$type<number[]>().notNull().default([]),
    noContactMinutes: integer("no_contact_minutes"),
    updatedByLoginUserId: integer("updated_by_login_user_id"),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex("safety_alert_setting_org_key").on(t.tenantId, t.organizationId)],
);

/**
 * One row per send whose "no contact after N minutes" alert went out: the check that finds sends past
 * their threshold skips these, so each send alerts once whatever the retries and however many workers.
 */
export const safetyAlertNoContact = pgTable(
  "safety_alert_no_contact",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    safetySendId: bigint("safety_send_id", { mode: "number" }).notNull(),
    /** The threshold and the count the alert told (the figures as of the check). */
    minutes: integer("minutes").notNull(),
    unanswered: integer("unanswered").notNull(),
    recipients: integer("recipients").notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("safety_alert_no_contact_send_key").on(t.safetySendId)],
);
