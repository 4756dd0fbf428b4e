import {
  customType,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => Buffer.from(v),
});

/** A customer of the platform: one school corporation or organisation. */
export const tenant = pgTable(
  "tenant",
  {
    id: serial("id").primaryKey(),
    tenantCd: varchar("tenant_cd", { length: 32 }).notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    /** ADVANCED / BASIC / TRIAL */
    contractType: varchar("contract_type", { length: 16 }).notNull(),
    /** PRODUCTION / DEMO / TESTING */
    operationType: varchar("operation_type", { length: 16 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("tenant_tenant_cd_key").on(t.tenantCd)],
);

/** tenant_id, NOT NULL, referencing the tenant: the column every tenant-owned table starts with. */
export const tenantIdColumn = () =>
  integer("tenant_id")
    .notNull()
    .references(() => tenant.id);

/** organization_id, NOT NULL, referencing the organisation. */
export const organizationIdColumn = () =>
  integer("organization_id")
    .notNull()
    .references(() => organization.id);

/** A school or body inside a tenant; systemCd 2 student, 4 member, 5 employee. */
export const organization = pgTable(
  "organization",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    systemCd: smallint("system_cd").notNull(),
    organizationCd: varchar("organization_cd", { length: 32 }).notNull(),
    name: varchar("name", { length: 200 }).notNull(),
    /** Address mails to applicants are sent from; the platform default when empty. */
    senderMailAddress: varchar("sender_mail_address", { length: 254 }),
    logoMimeType: varchar("logo_mime_type", { length: 64 }),
    logo: bytea("logo"),
    ...timestamps,
  },
  (t) => [uniqueIndex("organization_tenant_system_cd_key").on(t.tenantId, t.systemCd, t.organizationCd)],
);

/** Per-organisation settings: display names, feature switches, numbering, limits. */
export const organizationParameter = pgTable(
  "organization_parameter",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    /** The process mode the value applies to (NORMAL 0, ALUMNI 1, ADMISSION 2, CONCERN 9). */
    processMode: smallint("process_mode").notNull().default(0),
    parameterCategory: varchar("parameter_category", { length: 64 }).notNull(),
    parameterType: varchar("parameter_type", { length: 64 }).notNull(),
    value: text("value").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("organization_parameter_key").on(
      t.organizationId,
      t.processMode,
      t.parameterCategory,
      t.parameterType,
    ),
  ],
);
