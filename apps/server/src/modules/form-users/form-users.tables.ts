import { sql } from "drizzle-orm";
import {
  boolean,
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

/**
 * An applicant's account in the form frontend (spec §1, §4), owned by the organisation whose link
 * (access key) they registered through. login_id is the mail address, lower-cased; an account made
 * through LINE only has none and is found by line_subject (the OpenID `sub`). Profile fields are what
 * a school asks every applicant before any form: name, its katakana reading and a phone number;
 * everything form-specific belongs to the answers. Deleting is logical: the row stays for the answers
 * that point to it, and the mail address and LINE account are free to register again.
 */
export const formUser = pgTable(
  "form_user",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    loginId: varchar("login_id", { length: 254 }),
    /** scrypt (platform/auth/password.ts); null for an account that only signs in through LINE. */
    passwordHash: varchar("password_hash", { length: 255 }),
    lineSubject: varchar("line_subject", { length: 255 }),
    /** The LINE profile name, refreshed at every LINE login; the sidebar shows 「{name}さん」. */
    lineDisplayName: varchar("line_display_name", { length: 100 }),
    name: varchar("name", { length: 50 }).notNull().default(""),
    nameKana: varchar("name_kana", { length: 50 }).notNull().default(""),
    telNo: varchar("tel_no", { length: 20 }).notNull().default(""),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Optimistic locking of the profile: every change names the version it read and bumps it. */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("form_user_org_login_id_key")
      .on(t.organizationId, t.loginId)
      .where(sql`${t.deletedAt} is null and ${t.loginId} is not null`),
    uniqueIndex("form_user_org_line_subject_key")
      .on(t.organizationId, t.lineSubject)
      .where(sql`${t.deletedAt} is null and ${t.lineSubject} is not null`),
    index("form_user_tenant_idx").on(t.tenantId),
  ],
);

/**
 * A form user's login, behind the gakumu_form_session cookie (separate from the back office's). Only
 * the token's SHA-256 is kept. It ends after an idle time and, however active, after a fixed lifetime.
 */
export const formUserSession = pgTable(
  "form_user_session",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    formUserId: integer("form_user_id")
      .notNull()
      .references(() => formUser.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: varchar("ip", { length: 64 }),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("form_user_session_user_idx").on(t.formUserId),
    index("form_user_session_expires_idx").on(t.expiresAt),
  ],
);

/**
 * A registration waiting for its mailed 6-digit code: the code (salted SHA-256) and the password the
 * person chose (already scrypt-hashed, so it is never kept in the clear). Lives 10 minutes, takes at
 * most 5 guesses, and is spent by the first correct one.
 */
export const formUserVerification = pgTable(
  "form_user_verification",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    mailAddress: varchar("mail_address", { length: 254 }).notNull(),
    codeSalt: varchar("code_salt", { length: 32 }).notNull(),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    pendingPasswordHash: varchar("pending_password_hash", { length: 255 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: smallint("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_user_verification_mail_idx").on(t.organizationId, t.mailAddress, t.createdAt)],
);

/** A mailed password-reset link (resetId): only its hash is kept; 30 minutes, used once. */
export const formUserPasswordReset = pgTable(
  "form_user_password_reset",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    formUserId: integer("form_user_id")
      .notNull()
      .references(() => formUser.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_user_password_reset_user_idx").on(t.formUserId)],
);

/**
 * Sign-ins, verification-code requests and reset-mail requests, by mail address and by address: the
 * rate limits count these rows (like the back office's login_attempt), so every process sees the
 * same counts. Rows older than the window are pruned as new ones arrive.
 */
export const formUserAttempt = pgTable(
  "form_user_attempt",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    /** sign-in | confirm-mail | reset-mail */
    action: varchar("action", { length: 16 }).notNull(),
    mailAddress: varchar("mail_address", { length: 254 }).notNull(),
    ip: varchar("ip", { length: 64 }).notNull(),
    succeeded: boolean("succeeded").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("form_user_attempt_mail_idx").on(t.organizationId, t.action, t.mailAddress, t.occurredAt),
    index("form_user_attempt_ip_idx").on(t.action, t.ip, t.occurredAt),
    index("form_user_attempt_time_idx").on(t.occurredAt),
  ],
);

/**
 * A LINE Login on its way: the state, nonce and PKCE verifier of one authorisation request, bound to
 * the browser by a short-lived cookie whose hash is the key. Where to return afterwards (the form, or
 * the mypage of the access key, kept sealed) travels here too, never in the URL LINE sees.
 */
export const formUserLineLogin = pgTable(
  "form_user_line_login",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    /** sign-in | sign-up */
    mode: varchar("mode", { length: 8 }).notNull(),
    formId: integer("form_id"),
    accessKeySealed: text("access_key_sealed").notNull(),
    state: varchar("state", { length: 128 }).notNull(),
    nonce: varchar("nonce", { length: 128 }).notNull(),
    codeVerifier: varchar("code_verifier", { length: 128 }).notNull(),
    redirectUri: varchar("redirect_uri", { length: 500 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_user_line_login_expires_idx").on(t.expiresAt)],
);
