import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../../platform/tenancy/tenancy.tables";

/** What the check learnt about the file besides the counts (kept for the report and the history). */
export interface SyncLogSummary {
  /** The columns taken from the file, in file order: field name and the title written there. */
  columns: { fieldName: string; title: string }[];
  /** Japanese notes that did not stop the import (unknown columns that were ignored, …). */
  warnings: string[];
  /** Cell-level problems found (a row may have several); errorCount counts rows. */
  issueCount: number;
  /**
   * Cells read after repairing what a spreadsheet changed (a lost leading 0, a date serial): each is a
   * warning in the row's detail, and none of them stops the commit. Absent on logs written before.
   */
  warningCount?: number;
  /** Why the check or the commit failed as a whole (unreadable file, a concurrent change, …). */
  message: string | null;
}

/**
 * One member import (spec §3.4 member sync log): an uploaded file, its check (dry run) and, when the
 * check found nothing wrong, its commit. `stage` tells which of the two the status is about:
 * CHECK + PROCESSING (being checked), CHECK + WAITING (checked; committable when error_count is 0),
 * COMMIT + PROCESSING (being applied), COMMIT + COMPLETED, and ERROR at either stage.
 */
export const memberSyncLog = pgTable(
  "member_sync_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    /** NORMAL 0 … CONCERN 9: whose members (and which import field set) the file is about. */
    processMode: smallint("process_mode").notNull(),
    fileName: varchar("file_name", { length: 255 }).notNull(),
    /** Relative to DATA_DIR: imports/<tenant>/<uuid>. */
    storedPath: varchar("stored_path", { length: 200 }).notNull(),
    /** What the content turned out to be: xlsx or csv (the file name may say otherwise). */
    fileType: varchar("file_type", { length: 8 }).notNull(),
    /** CHECK or COMMIT. */
    stage: varchar("stage", { length: 8 }).notNull().default("CHECK"),
    /** PROCESSING, WAITING, COMPLETED, COMPLETED_WITH_ERRORS, FORCE_STOPPED, ERROR (MemberSyncLogStatus). */
    status: varchar("status", { length: 24 }).notNull(),
    totalCount: integer("total_count").notNull().default(0),
    insertCount: integer("insert_count").notNull().default(0),
    updateCount: integer("update_count").notNull().default(0),
    deleteCount: integer("delete_count").notNull().default(0),
    errorCount: integer("error_count").notNull().default(0),
    /** EXPIRATION or DELETE for members missing from the file; null leaves them alone. */
    deleteMode: varchar("delete_mode", { length: 16 }),
    createdByLoginUserId: integer("created_by_login_user_id").notNull(),
    createdByDisplayUserId: varchar("created_by_display_user_id", { length: 64 }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The running (or last) check or commit job. */
    jobId: varchar("job_id", { length: 36 }),
    summary: jsonb("summary").$type<SyncLogSummary>(),
    ...timestamps,
  },
  (t) => [index("member_sync_log_listing_idx").on(t.organizationId, t.processMode, t.id)],
);

/** A cell-level problem: the column as titled in the file, the text found, and the Japanese reason. */
export interface SyncIssue {
  fieldName: string;
  column: string;
  value: string;
  message: string;
  /** A warning, not an error: the cell was read (repaired), the message says how. */
  warning?: true;
}

/**
 * One row of an import: the check writes a row per refused line (status ERROR with its issues and
 * warnings) and per line read with warnings only (UNPROCESSED: checked, not yet applied); the commit a
 * row per applied line and per member removed by the delete mode (status PROCESSED).
 */
export const memberSyncLogDetail = pgTable(
  "member_sync_log_detail",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: tenantIdColumn(),
    syncLogId: bigint("sync_log_id", { mode: "number" })
      .notNull()
      .references(() => memberSyncLog.id, { onDelete: "cascade" }),
    /** The line in the file (the header is line 1); 0 for a member the delete mode removed. */
    rowNumber: integer("row_number").notNull(),
    memberId: varchar("member_id", { length: 64 }),
    /** INSERT, UPDATE, DELETE; null when the line was refused before one could be decided. */
    syncType: varchar("sync_type", { length: 8 }),
    /** UNPROCESSED, PROCESSED, ERROR (MemberSyncDetailStatus). */
    status: varchar("status", { length: 12 }).notNull(),
    messages: jsonb("messages").$type<SyncIssue[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_sync_log_detail_log_idx").on(t.syncLogId, t.status, t.rowNumber)],
);
