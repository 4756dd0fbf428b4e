import { LogFilter, OperationLogType } from "@gakumu/domain";
import { requireMenu } from "../../platform/access/require-menu";
import type { ExportColumn } from "../../platform/exports/cells";
import type { ExportService } from "../../platform/exports/export-service";
import type { ExportSource } from "../../platform/exports/export-source";
import {
  type AuditLogRow,
  countLogs,
  type OperationLogRow,
  selectAuditLogs,
  selectOperationLogs,
} from "./operation-log-search";
import { OPERATION_LOG_MENU_CD } from "./operation-logs.menu";

/** Export source names, one per log kind. */
export const LOG_EXPORT_SOURCES = { operation: "operation-log", audit: "audit-log" } as const;

// Seconds matter in a log (several clicks a minute, the order of two changes), so these columns add
// them to the usual 「yyyy/MM/dd HH:mm」.
const LOG_TIME = "yyyy/MM/dd HH:mm:ss";

const operationColumns: readonly ExportColumn<OperationLogRow>[] = [
  { header: "日時", value: (r) => r.occurredAt, dateFormat: LOG_TIME, width: 20 },
  { header: "ユーザーID", value: (r) => r.displayUserId, width: 16 },
  { header: "ログ種別", value: (r) => OperationLogType.label(r.logType) || r.logType, width: 12 },
  { header: "機能ID", value: (r) => r.functionId, width: 20 },
  { header: "機能名", value: (r) => r.functionName, width: 24 },
  { header: "ボタンID", value: (r) => r.buttonId, width: 20 },
  { header: "ボタン名", value: (r) => r.buttonName, width: 20 },
  { header: "画面", value: (r) => r.screenPath, width: 30 },
  { header: "IPアドレス", value: (r) => r.ip, width: 16 },
];

const auditColumns: readonly ExportColumn<AuditLogRow>[] = [
  { header: "日時", value: (r) => r.occurredAt, dateFormat: LOG_TIME, width: 20 },
  { header: "ユーザーID", value: (r) => r.displayUserId, width: 16 },
  { header: "操作", value: (r) => r.action, width: 40 },
  { header: "対象種別", value: (r) => r.targetType, width: 14 },
  { header: "対象ID", value: (r) => r.targetId, width: 14 },
  { header: "内容", value: (r) => r.summary, width: 50 },
  { header: "ステータス", value: (r) => r.statusCode, width: 10 },
  { header: "IPアドレス", value: (r) => r.ip, width: 16 },
];

const BATCH = 1000;

/** Newest first, a batch at a time, each batch continuing after the last row of the one before. */
async function* inBatches<R extends { occurredAt: Date; id: number }>(
  next: (after: { occurredAt: Date; id: number } | undefined) => Promise<R[]>,
): AsyncIterable<R[]> {
  let after: { occurredAt: Date; id: number } | undefined;
  for (;;) {
    const rows = await next(after);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = { occurredAt: last.occurredAt, id: last.id };
  }
}

const page = (after: { occurredAt: Date; id: number } | undefined) => ({ offset: 0, limit: BATCH, after });

export const operationLogExport: ExportSource<LogFilter, OperationLogRow> = {
  params: LogFilter,
  describe: () => ({ title: "操作ログ", columns: operationColumns }),
  count: (db, scope, filter) => {
    requireMenu(scope, OPERATION_LOG_MENU_CD, "read");
    return countLogs(db, scope, { ...filter, kind: "operation" });
  },
  batches: (db, scope, filter) => {
    requireMenu(scope, OPERATION_LOG_MENU_CD, "read");
    return inBatches((after) => selectOperationLogs(db, scope, filter, page(after)));
  },
};

export const auditLogExport: ExportSource<LogFilter, AuditLogRow> = {
  params: LogFilter,
  describe: () => ({ title: "監査ログ", columns: auditColumns }),
  count: (db, scope, filter) => {
    requireMenu(scope, OPERATION_LOG_MENU_CD, "read");
    return countLogs(db, scope, { ...filter, kind: "audit" });
  },
  batches: (db, scope, filter) => {
    requireMenu(scope, OPERATION_LOG_MENU_CD, "read");
    return inBatches((after) => selectAuditLogs(db, scope, filter, page(after)));
  },
};

/** Registers both log exports; call before the job queue starts, in every process that runs jobs. */
export function registerOperationLogExports(exports: Pick<ExportService, "registerSource">): void {
  exports.registerSource(LOG_EXPORT_SOURCES.operation, operationLogExport);
  exports.registerSource(LOG_EXPORT_SOURCES.audit, auditLogExport);
}
