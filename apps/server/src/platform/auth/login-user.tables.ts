import { sql } from "drizzle-orm";
import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { organization, tenant } from "../tenancy/tenancy.tables";

/** A back-office account (administrator or staff). Login is tenant code + display user id + password. */
export const loginUser = pgTable(
  "login_user",
  {
    id: serial("id").primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenant.id),
    /** The organisation the account works in first; switching organisation comes with permissions. */
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organization.id),
    /** The login id people type; unique within the tenant only. */
    displayUserId: varchar("display_user_id", { length: 64 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    mailAddress: varchar("mail_address", { length: 254 }).notNull(),
    /** `scrypt$N$r$p$salt$hash` (see password.ts). */
    passwordHash: text("password_hash").notNull(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** The TOTP secret, encrypted; null until two-step authentication has been set up. */
    totpSecretEncrypted: text("totp_secret_encrypted"),
    totpEnabled: boolean("totp_enabled").notNull().default(false),
    failedLoginCount: integer("failed_login_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [uniqueIndex("login_user_tenant_display_user_id_key").on(t.tenantId, t.displayUserId)],
);
