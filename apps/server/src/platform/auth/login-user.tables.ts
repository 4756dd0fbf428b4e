import {
  bigint,
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../tenancy/tenancy.tables";

/** A back-office account (administrator or staff). Login is tenant code + display user id + password. */
export const loginUser = pgTable(
  "login_user",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    /** The organisation the account works in first; switching organisation comes with permissions. */
    organizationId: organizationIdColumn(),
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
    /** A new secret being set up from the security settings; replaces the current one once confirmed. */
    totpPendingSecretEncrypted: text("totp_pending_secret_encrypted"),
    /** The last accepted TOTP time step: a code of that step or earlier is a replay and is refused. */
    totpLastTimeStep: bigint("totp_last_time_step", { mode: "number" }),
    /** Set by an administrator's password reset: the next login must choose a new password first. */
    passwordChangeRequired: boolean("password_change_required").notNull().default(false),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    failedLoginCount: integer("failed_login_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("login_user_tenant_display_user_id_key").on(t.tenantId, t.displayUserId)],
);
