import { index, integer, pgTable, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { loginUser } from "../auth/login-user.tables";
import { organizationIdColumn, tenant, tenantIdColumn } from "../tenancy/tenancy.tables";

/**
 * A back-office session. The cookie carries a random token; only its SHA-256 is stored, so a leaked
 * table does not hand out sessions. `stage` is `totp` between the password and the code.
 */
export const loginSession = pgTable(
  "login_session",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    tenantId: tenantIdColumn(),
    loginUserId: integer("login_user_id")
      .notNull()
      .references(() => loginUser.id, { onDelete: "cascade" }),
    organizationId: organizationIdColumn(),
    processMode: smallint("process_mode").notNull().default(0),
    stage: varchar("stage", { length: 8 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: varchar("ip", { length: 64 }),
    userAgent: text("user_agent"),
    /**
     * The password step's login_attempt row of a session waiting for its code: the code step marks
     * that row a successful login, so a password without its code never counts as one. No foreign
     * key: the retention purge deletes old attempts in bulk, and a key would make each deleted row
     * search this table; a session whose attempt is gone simply records its login anew.
     */
    passwordAttemptId: integer("password_attempt_id"),
  },
  (t) => [
    index("login_session_user_idx").on(t.loginUserId),
    index("login_session_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Every login attempt, successful or not: the login history users see, and the counts behind the
 * rate limit and the temporary lock. Counted by the typed id whether or not it exists, so the lock
 * behaves the same for unknown ids and reveals nothing.
 */
export const loginAttempt = pgTable(
  "login_attempt",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer("tenant_id").references(() => tenant.id),
    displayUserId: varchar("display_user_id", { length: 64 }).notNull(),
    loginUserId: integer("login_user_id").references(() => loginUser.id, { onDelete: "set null" }),
    /** password | totp | remind */
    step: varchar("step", { length: 8 }).notNull(),
    /** ATTEMPT_OUTCOME (login-attempts.ts): 0 failed, 1 logged in, 2 password right but no code yet. */
    succeeded: integer("succeeded").notNull(),
    ip: varchar("ip", { length: 64 }).notNull(),
    userAgent: text("user_agent"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_attempt_id_time_idx").on(t.tenantId, t.displayUserId, t.occurredAt),
    index("login_attempt_ip_time_idx").on(t.ip, t.occurredAt),
    index("login_attempt_user_idx").on(t.loginUserId, t.occurredAt),
  ],
);

/** Address ranges an organisation accepts back-office requests from; no rows means any address. */
export const organizationIpRange = pgTable(
  "organization_ip_range",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    /** IPv4 or IPv6 CIDR, e.g. 203.0.113.0/24. */
    cidr: varchar("cidr", { length: 64 }).notNull(),
    note: varchar("note", { length: 200 }),
  },
  (t) => [index("organization_ip_range_org_idx").on(t.organizationId)],
);
