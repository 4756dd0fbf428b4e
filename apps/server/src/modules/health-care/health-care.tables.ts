import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";

// ヘルスケア (category 26). Temperatures are kept in tenths of a degree (365 = 36.5 ℃): exact, small,
// and compared with the fever threshold as integers.

/** One per organisation: the thresholds of the alerts and the web link. Defaults apply until saved. */
export const healthCareSetting = pgTable(
  "health_care_setting",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    feverThresholdTenths: smallint("fever_threshold_tenths").notNull().default(375),
    /** Members of one class with the same symptom on one day that raise the alert; 0: off. */
    spreadThreshold: smallint("spread_threshold").notNull().default(3),
    webLinkEnabled: boolean("web_link_enabled").notNull().default(true),
    webLinkValidDays: smallint("web_link_valid_days").notNull().default(180),
    updatedByLoginUserId: integer("updated_by_login_user_id"),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("health_care_setting_org_key").on(t.organizationId),
    index("health_care_setting_tenant_idx").on(t.tenantId),
  ],
);

/** The school's symptom list. Retired symptoms stay (inactive) so old observations keep their names. */
export const healthSymptom = pgTable(
  "health_symptom",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    name: varchar("name", { length: 30 }).notNull(),
    sortOrder: smallint("sort_order").notNull(),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("health_symptom_org_name_key").on(t.organizationId, t.name),
    index("health_symptom_tenant_idx").on(t.tenantId, t.organizationId),
  ],
);

/**
 * One member's observation of one day (Japan time). Unique per member and day: a second report that
 * day replaces the first (an upsert, one statement). The member's class (deepest hierarchy code) and
 * grade are copied in at reporting, so the dashboard groups a day by what the class was that day and
 * reads only this table, through the (organisation, date, class) index.
 */
export const healthObservation = pgTable(
  "health_observation",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    memberId: bigint("member_id", { mode: "number" }).notNull(),
    date: date("date", { mode: "string" }).notNull(),
    temperatureTenths: smallint("temperature_tenths").notNull(),
    /** At or above the organisation's threshold when reported. */
    fever: boolean("fever").notNull(),
    symptomIds: bigint("symptom_ids", { mode: "number" }).array().notNull().default([]),
    note: varchar("note", { length: 200 }).notNull().default(""),
    /** HealthObservationSource: APP, WEB_LINK, STAFF. */
    source: varchar("source", { length: 8 }).notNull(),
    /** "" for a member placed nowhere. */
    classCd: varchar("class_cd", { length: 32 }).notNull().default(""),
    grade: smallint("grade"),
    /** The staff member who entered it (source STAFF). */
    recordedByLoginUserId: integer("recorded_by_login_user_id"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("health_observation_member_date_key").on(t.tenantId, t.memberId, t.date),
    index("health_observation_org_date_class_idx").on(t.tenantId, t.organizationId, t.date, t.classCd),
  ],
);

/**
 * An alert raised for a class on a day: FEVER (symptom_id 0) or SPREAD of one symptom. The unique key
 * is what makes staff hear of it once: the insert that wins (on conflict do nothing) notifies.
 */
export const healthAlert = pgTable(
  "health_alert",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    date: date("date", { mode: "string" }).notNull(),
    classCd: varchar("class_cd", { length: 32 }).notNull(),
    kind: varchar("kind", { length: 8 }).notNull(),
    symptomId: bigint("symptom_id", { mode: "number" }).notNull().default(0),
    count: integer("count").notNull(),
    raisedAt: timestamp("raised_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("health_alert_once_key").on(t.organizationId, t.date, t.classCd, t.kind, t.symptomId),
    index("health_alert_tenant_idx").on(t.tenantId, t.organizationId, t.date),
  ],
);

/** 健康記録: a member's checkup results, allergies and notes (menu health-record, its own authority). */
export const healthRecord = pgTable(
  "health_record",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    memberId: bigint("member_id", { mode: "number" }).notNull(),
    /** HealthRecordKind: CHECKUP, ALLERGY, NOTE. */
    kind: varchar("kind", { length: 8 }).notNull(),
    recordedOn: date("recorded_on", { mode: "string" }).notNull(),
    title: varchar("title", { length: 100 }).notNull(),
    detail: text("detail").notNull().default(""),
    createdByLoginUserId: integer("created_by_login_user_id"),
    updatedByLoginUserId: integer("updated_by_login_user_id"),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [index("health_record_member_idx").on(t.tenantId, t.memberId, t.recordedOn)],
);
