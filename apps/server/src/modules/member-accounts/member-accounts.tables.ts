import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  index,
  integer,
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
import { member } from "../members/members.tables";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => Buffer.from(v),
});

/**
 * A member's login to the member app (spec §1): one per member, made the first time the member sets a
 * password (through a printed login QR or self-registration). The member logs in with the member id or
 * the verified login mail address. Failed passwords lock the account for a while, like staff logins.
 */
export const memberAccount = pgTable(
  "member_account",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => member.id, { onDelete: "cascade" }),
    /** scrypt (platform/auth/password.ts). */
    passwordHash: varchar("password_hash", { length: 255 }).notNull(),
    /** Lower-cased; usable as login id and for reminders once verified. */
    loginMailAddress: varchar("login_mail_address", { length: 254 }),
    mailVerifiedAt: timestamp("mail_verified_at", { withTimezone: true }),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    failedLoginCount: smallint("failed_login_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("member_account_member_key").on(t.memberId),
    uniqueIndex("member_account_org_mail_key")
      .on(t.organizationId, t.loginMailAddress)
      .where(sql`${t.loginMailAddress} is not null`),
    index("member_account_tenant_idx").on(t.tenantId),
  ],
);

/**
 * A member app login, behind the gakumu_member cookie (apart from staff and form-user sessions). Only
 * the token's SHA-256 is kept. A phone keeps its login for weeks: it ends after a long idle time and,
 * however active, after a fixed lifetime.
 */
export const memberSession = pgTable(
  "member_session",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    memberAccountId: integer("member_account_id")
      .notNull()
      .references(() => memberAccount.id, { onDelete: "cascade" }),
    memberId: bigint("member_id", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: varchar("ip", { length: 64 }),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("member_session_account_idx").on(t.memberAccountId),
    index("member_session_expires_idx").on(t.expiresAt),
  ],
);

/**
 * A self-registration waiting for its mail link (/email-address-authenticate): the member matched by
 * member id and birth date, and the address the link went to. Only the link token's SHA-256 is kept;
 * it lives a day and is spent by the first use, which sets the password and verifies the address.
 */
export const memberRegistration = pgTable(
  "member_registration",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => member.id, { onDelete: "cascade" }),
    mailAddress: varchar("mail_address", { length: 254 }).notNull(),
    tokenHash: bytea("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("member_registration_token_key").on(t.tokenHash),
    index("member_registration_member_idx").on(t.memberId),
  ],
);
