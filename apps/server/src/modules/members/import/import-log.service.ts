import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { NotFoundError } from "../../../platform/errors/app-error";
import type { CheckResult } from "./import-check";
import type { ImportScope } from "./import-scope";
import {
  memberSyncLog,
  memberSyncLogDetail,
  type SyncIssue,
  type SyncLogSummary,
} from "./member-sync-log.tables";

export type SyncLogRow = typeof memberSyncLog.$inferSelect;

export const importLogMessages = {
  notFound: "指定された取り込みが見つかりません。",
} as const;

/** The caller's logs only: tenant, organisation and process mode, so another's id is simply unknown. */
export const logsOf = (scope: ImportScope): SQL =>
  and(
    eq(memberSyncLog.tenantId, scope.tenantId),
    eq(memberSyncLog.organizationId, scope.organizationId),
    eq(memberSyncLog.processMode, scope.processMode),
  ) as SQL;

export async function findLog(db: Db, scope: ImportScope, id: number): Promise<SyncLogRow> {
  const [row] = await db
    .select()
    .from(memberSyncLog)
    .where(and(logsOf(scope), eq(memberSyncLog.id, id)));
  if (!row) throw new NotFoundError(importLogMessages.notFound);
  return row;
}

export async function listLogs(db: Db, scope: ImportScope, page: number, pageSize: number) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(memberSyncLog)
      .where(logsOf(scope))
      .orderBy(desc(memberSyncLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(memberSyncLog).where(logsOf(scope)),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The counts and notes of a check, as stored on the log. */
export function checkedValues(result: CheckResult) {
  const summary: SyncLogSummary = {
    columns: result.columns.map((c) => ({ fieldName: c.fieldName, title: c.title })),
    warnings: result.warnings,
    issueCount: result.counts.issues,
    warningCount: result.counts.warnings,
    message: null,
  };
  return {
    totalCount: result.counts.total,
    insertCount: result.counts.insert,
    updateCount: result.counts.update,
    deleteCount: result.counts.delete,
    errorCount: result.counts.error,
    summary,
  };
}

export interface DetailInput {
  rowNumber: number;
  memberId: string | null;
  syncType: string | null;
  status: "UNPROCESSED" | "PROCESSED" | "ERROR";
  messages?: SyncIssue[];
}

/** Rows per statement: one array parameter per column, whatever the count (see member-bulk-insert.ts). */
const DETAILS_PER_STATEMENT = 5000;

/** Writes detail rows in bulk (`insert … select from unnest`), inside the caller's transaction. */
export async function insertDetails(
  db: Db,
  tenantId: number,
  syncLogId: number,
  details: readonly DetailInput[],
) {
  const t = memberSyncLogDetail;
  for (let i = 0; i < details.length; i += DETAILS_PER_STATEMENT) {
    const part = details.slice(i, i + DETAILS_PER_STATEMENT);
    await db.execute(sql`
      insert into ${t} (${sql.identifier(t.tenantId.name)}, ${sql.identifier(t.syncLogId.name)},
        ${sql.identifier(t.rowNumber.name)}, ${sql.identifier(t.memberId.name)},
        ${sql.identifier(t.syncType.name)}, ${sql.identifier(t.status.name)}, ${sql.identifier(t.messages.name)})
      select ${tenantId}::integer, ${syncLogId}::bigint, u.row_number, u.member_id, u.sync_type, u.status,
        u.messages::jsonb
      from unnest(
        ${sql.param(part.map((d) => d.rowNumber))}::integer[],
        ${sql.param(part.map((d) => d.memberId))}::varchar[],
        ${sql.param(part.map((d) => d.syncType))}::varchar[],
        ${sql.param(part.map((d) => d.status))}::varchar[],
        ${sql.param(part.map((d) => JSON.stringify(d.messages ?? [])))}::text[]
      ) as u(row_number, member_id, sync_type, status, messages)
    `);
  }
}

/**
 * What a check reports per row, as detail rows: a refused row (status ERROR) with its errors, then
 * its warnings; a row read with warnings only (UNPROCESSED: checked, not yet applied) with those.
 */
export function errorDetails(result: CheckResult): DetailInput[] {
  return result.rows
    .filter((r) => r.issues.length > 0 || r.warnings.length > 0)
    .map((r) => ({
      rowNumber: r.rowNumber,
      memberId: r.memberId,
      syncType: r.syncType,
      status: r.issues.length > 0 ? ("ERROR" as const) : ("UNPROCESSED" as const),
      messages: [...r.issues, ...r.warnings],
    }));
}

export async function listDetails(
  db: Db,
  scope: ImportScope,
  syncLogId: number,
  filter: { status?: string; page: number; pageSize: number },
) {
  await findLog(db, scope, syncLogId);
  const t = memberSyncLogDetail;
  const where = and(
    eq(t.tenantId, scope.tenantId),
    eq(t.syncLogId, syncLogId),
    filter.status ? eq(t.status, filter.status) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(asc(t.rowNumber), asc(t.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
