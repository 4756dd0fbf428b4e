import { formatDate, type LogFilter, type LogSearchResult } from "@gakumu/domain";
import { requestJson } from "../../app/http";

// The operation-log screen's calls (server: modules/operation-logs/operation-logs.routes.ts); a large
// export is followed by the shared app/exports hook (server: platform/exports/export-routes.ts).

// Filters and results are the route's own types (@gakumu/domain operation-logs/operation-log-api.ts).
export type { AuditLogItem, LogFilter, LogKind, LogSearchResult, OperationLogItem } from "@gakumu/domain";

export { LOG_PAGE_SIZE } from "@gakumu/domain";
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
