import {
  LOG_PAGE_SIZE,
  type LogFilter,
  type LogSearch,
  type LogSearchResult,
  normalizeForSearch,
  parseDate,
} from "@gakumu/domain";
import { type AnyColumn, and, count, desc, eq, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type AuthorizedCaller, requireMenu } from "../../platform/access/require-menu";
import { auditLog } from "../../platform/audit/audit.tables";
import { OPERATION_LOG_MENU_CD } from "./operation-logs.menu";
import { operationLog } from "./operation-logs.tables";

/** Whose logs: one tenant, one organisation (a RequestContext or an export's scope). */
export interface LogScope {
  tenantId: number;
  organizationId: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** [start of `from`, start of the day after `to`) in Japan time; Japan has no daylight saving. */
function period(filter: LogFilter): { since: Date | null; until: Date | null } {
  const since = filter.from ? parseDate(filter.from, "yyyy-MM-dd") : null;
  const last = filter.to ? parseDate(filter.to, "yyyy-MM-dd") : null;
  return { since, until: last ? new Date(last.getTime() + DAY_MS) : null };
}

/** A LIKE pattern for a typed fragment: normalised as spec §5.3 says, its wildcards taken literally. */
function containing(fragment: string): string | null {
  const needle = normalizeForSearch(fragment.trim());
  return needle === "" ? null : `%${needle.replace(/[\\%_]/g, "\\$&")}%`;
}

// Full-width ASCII and the ideographic space, and what normalizeForSearch turns them into.
const FULL_WIDTH = `${Array.from({ length: 94 }, (_, i) => String.fromCharCode(0xff01 + i)).join("")}\u3000`;
const HALF_WIDTH = `${Array.from({ length: 94 }, (_, i) => String.fromCharCode(0x21 + i)).join("")} `;

/**
 * The stored side of the comparison, normalised in SQL like the typed side: full-width letters and
 * digits to half-width (ilike then ignores case). Half-width katakana stay as stored: clicks and
 * routes are named by the program, which writes full-width katakana.
 */
function matches(column: AnyColumn, pattern: string): SQL {
  return sql`translate(${column}, ${FULL_WIDTH}, ${HALF_WIDTH}) ilike ${pattern}`;
}

function operationWhere(scope: LogScope, filter: LogFilter): SQL | undefined {
  const t = operationLog;
  const { since, until } = period(filter);
  const user = containing(filter.user);
  const fn = containing(filter.function);
  return and(
    eq(t.tenantId, scope.tenantId),
    eq(t.organizationId, scope.organizationId),
    since ? gte(t.occurredAt, since) : undefined,
    until ? lt(t.occurredAt, until) : undefined,
    user ? matches(t.displayUserId, user) : undefined,
    fn ? or(matches(t.functionId, fn), matches(t.functionName, fn)) : undefined,
  );
}

function auditWhere(scope: LogScope, filter: LogFilter): SQL | undefined {
  const t = auditLog;
  const { since, until } = period(filter);
  const user = containing(filter.user);
  const fn = containing(filter.function);
  return and(
    eq(t.tenantId, scope.tenantId),
    // Tenant-wide rows (CLI, platform jobs) belong to every organisation of the tenant.
    or(eq(t.organizationId, scope.organizationId), isNull(t.organizationId)),
    since ? gte(t.occurredAt, since) : undefined,
    until ? lt(t.occurredAt, until) : undefined,
    user ? matches(t.actorDisplayId, user) : undefined,
    fn ? or(matches(t.action, fn), matches(t.summary, fn), matches(t.targetType, fn)) : undefined,
  );
}

const operationColumns = {
  id: operationLog.id,
  occurredAt: operationLog.occurredAt,
  displayUserId: operationLog.displayUserId,
  logType: operationLog.logType,
  functionId: operationLog.functionId,
  functionName: operationLog.functionName,
  buttonId: operationLog.buttonId,
  buttonName: operationLog.buttonName,
  screenPath: operationLog.screenPath,
  ip: operationLog.ip,
};
const auditColumns = {
  id: auditLog.id,
  occurredAt: auditLog.occurredAt,
  displayUserId: auditLog.actorDisplayId,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  summary: auditLog.summary,
  statusCode: auditLog.statusCode,
  ip: auditLog.ip,
};

interface Page {
  offset: number;
  limit: number;
  /** Continue after this row (newest first): the export's way through many rows. */
  after?: { occurredAt: Date; id: number };
}

const beforeRow = (table: typeof operationLog | typeof auditLog, after: Page["after"]) =>
  after
    ? sql`(${table.occurredAt}, ${table.id}) < (${after.occurredAt.toISOString()}::timestamptz, ${after.id})`
    : undefined;

export function selectOperationLogs(db: Db, scope: LogScope, filter: LogFilter, page: Page) {
  return db
    .select(operationColumns)
    .from(operationLog)
    .where(and(operationWhere(scope, filter), beforeRow(operationLog, page.after)))
    .orderBy(desc(operationLog.occurredAt), desc(operationLog.id))
    .offset(page.offset)
    .limit(page.limit);
}

export function selectAuditLogs(db: Db, scope: LogScope, filter: LogFilter, page: Page) {
  return db
    .select(auditColumns)
    .from(auditLog)
    .where(and(auditWhere(scope, filter), beforeRow(auditLog, page.after)))
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .offset(page.offset)
    .limit(page.limit);
}

export type OperationLogRow = Awaited<ReturnType<typeof selectOperationLogs>>[number];
export type AuditLogRow = Awaited<ReturnType<typeof selectAuditLogs>>[number];

export async function countLogs(db: Db, scope: LogScope, filter: LogFilter): Promise<number> {
  const [row] =
    filter.kind === "audit"
      ? await db.select({ n: count() }).from(auditLog).where(auditWhere(scope, filter))
      : await db.select({ n: count() }).from(operationLog).where(operationWhere(scope, filter));
  return row?.n ?? 0;
}

/** One page of the log screen, newest first. */
export async function searchLogs(
  db: Db,
  scope: LogScope & AuthorizedCaller,
  query: LogSearch,
): Promise<LogSearchResult> {
  requireMenu(scope, OPERATION_LOG_MENU_CD, "read");
  const total = await countLogs(db, scope, query);
  const page = { offset: (query.page - 1) * LOG_PAGE_SIZE, limit: LOG_PAGE_SIZE };
  const common = { total, page: query.page, pageSize: LOG_PAGE_SIZE };
  if (query.kind === "audit") {
    const rows = await selectAuditLogs(db, scope, query, page);
    return {
      kind: "audit",
      ...common,
      items: rows.map((r) => ({ ...r, occurredAt: r.occurredAt.toISOString() })),
    };
  }
  const rows = await selectOperationLogs(db, scope, query, page);
  return {
    kind: "operation",
    ...common,
    items: rows.map((r) => ({ ...r, occurredAt: r.occurredAt.toISOString() })),
  };
}
