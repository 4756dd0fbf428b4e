import { http, requestJson } from "../../app/http";

// The member-import screens' calls (server: modules/members/import/member-import.routes.ts).

/** The two screens that import members: the caller's own process mode, and the concern mode. */
export interface ImportVariant {
  menuCd: "member-import" | "concern-import";
  base: string;
}

export const MEMBER_IMPORT: ImportVariant = { menuCd: "member-import", base: "/app/api/member-import" };
export const CONCERN_IMPORT: ImportVariant = { menuCd: "concern-import", base: "/app/api/concern-import" };

export type DeleteMode = "EXPIRATION" | "DELETE";

export interface SyncLog {
  syncLogId: number;
  processMode: number;
  fileName: string;
  fileType: string;
  /** CHECK (dry run) or COMMIT. */
  stage: "CHECK" | "COMMIT";
  /** MemberSyncLogStatus code. */
  status: string;
  totalCount: number;
  insertCount: number;
  updateCount: number;
  deleteCount: number;
  errorCount: number;
  issueCount: number;
  /** Cells read after repairing what a spreadsheet changed: warnings, never blocking the import. */
  warningCount: number;
  deleteMode: DeleteMode | null;
  createdBy: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  columns: { fieldName: string; title: string }[];
  warnings: string[];
  message: string | null;
  committable: boolean;
  progress: { done: number; total: number | null; message: string | null } | null;
}

export interface SyncIssue {
  fieldName: string;
  column: string;
  value: string;
  message: string;
  /** A warning (the cell was read, repaired as the message says), not an error. */
  warning?: true;
}

export interface SyncDetail {
  id: number;
  rowNumber: number;
  memberId: string | null;
  syncType: string | null;
  status: string;
  messages: SyncIssue[];
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ExportStatus {
  status: "queued" | "running" | "retrying" | "succeeded" | "failed";
}

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
      return http.upload<SyncLog>(
        `${base}/upload`,
        form,
        { deleteMode: deleteMode ?? "" },
        { notify: false },
      );
    },

    commit: (syncLogId: number) => requestJson<SyncLog>("POST", `${base}/commit`, { syncLogId }),

    /** Polled while a check or commit runs: no busy overlay. */
    log: (id: number, signal?: AbortSignal) =>
      requestJson<SyncLog>("GET", `${base}/logs/${id}`, undefined, { busy: false, signal }),

    logs: (page: number, signal?: AbortSignal) =>
      requestJson<Paged<SyncLog>>(
        "GET",
        `${base}/logs`,
        { page, pageSize: HISTORY_PAGE_SIZE },
        { busy: false, signal },
      ),

    details: (id: number, status: string, page: number, signal?: AbortSignal) =>
      requestJson<Paged<SyncDetail>>(
        "GET",
        `${base}/logs/${id}/details`,
        { status, page, pageSize: DETAIL_PAGE_SIZE },
        { busy: false, signal },
      ),

    errorReportPath: (id: number) => `${base}/logs/${id}/errors/export`,

    exportStatus: (jobId: string) =>
      requestJson<ExportStatus>("GET", `/app/api/exports/${encodeURIComponent(jobId)}`, undefined, {
        busy: false,
        enrich: false,
      }),

    exportFileUrl: (jobId: string) => `/app/api/exports/${encodeURIComponent(jobId)}/file`,
  };
}
