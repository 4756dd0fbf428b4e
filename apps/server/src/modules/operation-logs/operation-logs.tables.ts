import { bigserial, index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";

/**
 * One button click in the back office (spec §3.3 operation log, §7.3 POST /app/api/com/output/operationLog).
 * login_user_id has no foreign key for the same reason as audit_log: the log outlives the account.
 */
export const operationLog = pgTable(
  "operation_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    loginUserId: integer("login_user_id").notNull(),
    /** Copied from the session so the log screen can search by it without a join. */
    displayUserId: varchar("display_user_id", { length: 64 }).notNull(),
    /**
     * A hash of the session id, never the id itself (which would let anyone reading the log take over
     * the session); it only serves the per-session rate limit.
     */
    sessionKey: varchar("session_key", { length: 32 }).notNull(),
    logType: varchar("log_type", { length: 32 }).notNull(),
    functionId: varchar("function_id", { length: 100 }).notNull(),
    functionName: varchar("function_name", { length: 200 }).notNull(),
    buttonId: varchar("button_id", { length: 100 }).notNull(),
    buttonName: varchar("button_name", { length: 200 }).notNull(),
    screenPath: varchar("screen_path", { length: 500 }),
    ip: varchar("ip", { length: 64 }),
    /** Milliseconds, as a JS Date holds them, so paging on (occurred_at, id) resumes exactly. */
    occurredAt: timestamp("occurred_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // The log screen: one tenant's rows in a period, newest first.
    index("operation_log_tenant_occurred_idx").on(t.tenantId, t.occurredAt.desc(), t.id.desc()),
    // The rate limit counts one session's rows of the last second.
    index("operation_log_session_occurred_idx").on(t.sessionKey, t.occurredAt),
  ],
);
