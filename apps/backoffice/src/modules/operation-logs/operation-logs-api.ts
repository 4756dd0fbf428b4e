import { DEFAULT_PAGE_DISPLAY_COUNT, formatDate } from "@gakumu/domain";
import { requestJson } from "../../app/http";

// The operation-log screen's calls (server: modules/operation-logs/operation-logs.routes.ts); a large
// export is followed by the shared app/exports hook (server: platform/exports/export-routes.ts).

export type LogKind = "operation" | "audit";

/** Search conditions; dates are yyyy-MM-dd in Japan, "" for an open end. */
export interface LogFilter {
  kind: LogKind;
  from: string;
  to: string;
  user: string;
  function: string;
}

export interface OperationLogItem {
  id: number;
  occurredAt: string;
  displayUserId: string;
  logType: string;
  functionId: string;
  functionName: string;
  buttonId: string;
  buttonName: string;
  screenPath: string | null;
  ip: string | null;
}

export interface AuditLogItem {
  id: number;
  occurredAt: string;
  displayUserId: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  summary: string;
  statusCode: number | null;
  ip: string | null;
}

interface PageInfo {
  total: number;
  page: number;
  pageSize: number;
}

export type LogSearchResult =
  | (PageInfo & { kind: "operation"; items: OperationLogItem[] })
  | (PageInfo & { kind: "audit"; items: AuditLogItem[] });

export const LOG_PAGE_SIZE = DEFAULT_PAGE_DISPLAY_COUNT;
export const EXPORT_PATH = "/app/api/operation-logs/export";

/** The last seven days in Japan, today included: what a person opening the screen usually wants. */
export function defaultFilter(now: Date = new Date()): LogFilter {
  const weekAgo = new Date(now.getTime() - 6 * 24 * 60 * 60 * 1000);
  return {
    kind: "operation",
    from: formatDate(weekAgo, "yyyy-MM-dd"),
    to: formatDate(now, "yyyy-MM-dd"),
    user: "",
    function: "",
  };
}

/** Query keys of the screen; `all` refreshes every one of them. */
export const operationLogKeys = {
  all: ["operation-log"] as const,
  search: (filter: LogFilter, page: number) =>
    [...operationLogKeys.all, "search", { ...filter, page }] as const,
};

export const operationLogApi = {
  search: (filter: LogFilter, page: number, signal?: AbortSignal) =>
    requestJson<LogSearchResult>("POST", "/app/api/operation-logs/search", { ...filter, page }, { signal }),
};
