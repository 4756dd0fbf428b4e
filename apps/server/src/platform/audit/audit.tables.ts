import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { organization, tenantIdColumn } from "../tenancy/tenancy.tables";

/**
 * One row per change someone (or the system) made: who, in which tenant and organisation, what, when,
 * with a small redacted before/after. Rows are written once and never updated.
 *
 * login_user_id has no foreign key on purpose: the trail must outlive the account it names, and
 * deleting a login user must never be blocked by, or erase, its history. actor_display_id keeps the
 * id people recognise, so a search needs no join.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    /** Null for tenant-wide changes (CLI, platform jobs). */
    organizationId: integer("organization_id").references(() => organization.id),
    /** Null when the system or the operator's CLI acted. */
    loginUserId: integer("login_user_id"),
    actorDisplayId: varchar("actor_display_id", { length: 64 }).notNull(),
    /** The route pattern with its method ("POST /app/api/members/:id") or a service's own verb. */
    action: varchar("action", { length: 200 }).notNull(),
    targetType: varchar("target_type", { length: 64 }),
    targetId: varchar("target_id", { length: 100 }),
    summary: text("summary").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    /** HTTP status of the request that made the change; null for changes outside a request. */
    statusCode: smallint("status_code"),
    ip: varchar("ip", { length: 64 }),
    userAgent: varchar("user_agent", { length: 300 }),
    requestId: varchar("request_id", { length: 64 }),
    /** Milliseconds, as a JS Date holds them, so paging on (occurred_at, id) resumes exactly. */
    occurredAt: timestamp("occurred_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  // The log screen lists one tenant's rows newest first within a period.
  (t) => [index("audit_log_tenant_occurred_idx").on(t.tenantId, t.occurredAt.desc(), t.id.desc())],
);
