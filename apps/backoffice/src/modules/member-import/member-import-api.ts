import {
  CONCERN_IMPORT_BASE,
  type ExportJobStatus,
  type ImportDetailListResult,
  type ImportLogListResult,
  MEMBER_IMPORT_BASE,
  type SyncLogView,
} from "@gakumu/domain";
import { http, requestJson } from "../../app/http";

// The member-import screens' calls (server: modules/members/import/member-import.routes.ts).

/** The two screens that import members: the caller's own process mode, and the concern mode. */
export interface ImportVariant {
  menuCd: "member-import" | "concern-import";
  base: string;
}

export const MEMBER_IMPORT: ImportVariant = { menuCd: "member-import", base: MEMBER_IMPORT_BASE };
export const CONCERN_IMPORT: ImportVariant = { menuCd: "concern-import", base: CONCERN_IMPORT_BASE };

export type DeleteMode = "EXPIRATION" | "DELETE";

export type { ImportIssue as SyncIssue, SyncLogView as SyncLog } from "@gakumu/domain";
export type SyncDetail = ImportDetailListResult["items"][number];

export const HISTORY_PAGE_SIZE = 10;
export const DETAIL_PAGE_SIZE = 50;

/** Query keys of one screen; `all` refreshes every one of them. */
export const importKeys = (variant: ImportVariant) => {
  const all = ["member-import", variant.menuCd] as const;
  return {
    all,
    log: (id: number | null) => [...all, "log", id] as const,
    logs: (page: number) => [...all, "logs", page] as const,
    details: (id: number, status: string, page: number) => [...all, "details", id, status, page] as const,
  };
};

export function importApi(variant: ImportVariant) {
  const { base } = variant;
  return {
    templateUrl: (format: "Excel" | "Csv") => `${base}/template?format=${format}`,

    /** The check (dry run): 200 with the report, or 202 with a log whose check runs as a job. */
    upload: (file: File, deleteMode: DeleteMode | null) => {
      const form = new FormData();
      form.append("file", file, file.name);
      // The helper's toast would vanish after five seconds; the screen shows the reason beside the file.
      return http.upload<SyncLogView>(
        `${base}/upload`,
        form,
        { deleteMode: deleteMode ?? "" },
        { notify: false },
      );
    },

    commit: (syncLogId: number) => requestJson<SyncLogView>("POST", `${base}/commit`, { syncLogId }),

    /** Polled while a check or commit runs: no busy overlay. */
    log: (id: number, signal?: AbortSignal) =>
      requestJson<SyncLogView>("GET", `${base}/logs/${id}`, undefined, { busy: false, signal }),

    logs: (page: number, signal?: AbortSignal) =>
      requestJson<ImportLogListResult>(
        "GET",
        `${base}/logs`,
        { page, pageSize: HISTORY_PAGE_SIZE },
        { busy: false, signal },
      ),

    details: (id: number, status: string, page: number, signal?: AbortSignal) =>
      requestJson<ImportDetailListResult>(
        "GET",
        `${base}/logs/${id}/details`,
        { status, page, pageSize: DETAIL_PAGE_SIZE },
        { busy: false, signal },
      ),

    errorReportPath: (id: number) => `${base}/logs/${id}/errors/export`,

    exportStatus: (jobId: string) =>
      requestJson<ExportJobStatus>("GET", `/app/api/exports/${encodeURIComponent(jobId)}`, undefined, {
        busy: false,
        enrich: false,
      }),

    exportFileUrl: (jobId: string) => `/app/api/exports/${encodeURIComponent(jobId)}/file`,
  };
}
