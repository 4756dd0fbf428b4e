import {
  DEFAULT_PAGE_DISPLAY_COUNT,
  idSchema,
  MemberSyncDeleteMode,
  MemberSyncDetailStatus,
  pageSchema,
  pageSizeSchema,
} from "@gakumu/domain";
import { z } from "zod";

const Format = z.enum(["Excel", "Csv"], { error: "形式は Excel または Csv を指定してください" });
const CsvEncoding = z.enum(["shift_jis", "utf8-bom"]);
const Page = pageSchema;

export const TemplateQuery = z.object({
  format: Format.default("Excel"),
  csvEncoding: CsvEncoding.optional(),
});

export const UploadQuery = z.object({
  // "" is what an unset select sends: no delete mode.
  deleteMode: z.union([MemberSyncDeleteMode.schema, z.literal("")]).optional(),
});

export const CommitBody = z.object({ syncLogId: idSchema("取込") });

export const LogParams = z.object({ id: idSchema("取込") });

export const LogListQuery = z.object({
  page: Page,
  pageSize: pageSizeSchema(100, DEFAULT_PAGE_DISPLAY_COUNT),
});

export const DetailQuery = z.object({
  status: z.union([MemberSyncDetailStatus.schema, z.literal("")]).optional(),
  page: Page,
  pageSize: pageSizeSchema(500, 100),
});

export const ErrorExportBody = z.object({ format: Format, csvEncoding: CsvEncoding.optional() });

const Issue = z.object({
  fieldName: z.string(),
  column: z.string(),
  value: z.string(),
  message: z.string(),
  /** A warning (the cell was read after a repair, the message says how), not an error. */
  warning: z.literal(true).optional(),
});

export const SyncLogBody = z.object({
  syncLogId: z.number(),
  processMode: z.number(),
  fileName: z.string(),
  fileType: z.string(),
  /** CHECK (dry run) or COMMIT. */
  stage: z.string(),
  /** MemberSyncLogStatus code. */
  status: z.string(),
  totalCount: z.number(),
  insertCount: z.number(),
  updateCount: z.number(),
  deleteCount: z.number(),
  /** Rows with at least one problem. */
  errorCount: z.number(),
  /** Problems in all (a row may have several). */
  issueCount: z.number(),
  /** Cells read after repairing what a spreadsheet changed (warnings, not blocking the commit). */
  warningCount: z.number(),
  deleteMode: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  columns: z.array(z.object({ fieldName: z.string(), title: z.string() })),
  warnings: z.array(z.string()),
  /** Why the check or the commit failed as a whole. */
  message: z.string().nullable(),
  /** True when 取り込み実行 may start: checked, no errors, not yet committed. */
  committable: z.boolean(),
  /** The running job's progress; null when nothing runs. */
  progress: z
    .object({ done: z.number(), total: z.number().nullable(), message: z.string().nullable() })
    .nullable(),
});

export const LogListBody = z.object({
  items: z.array(SyncLogBody),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const DetailListBody = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      rowNumber: z.number(),
      memberId: z.string().nullable(),
      syncType: z.string().nullable(),
      status: z.string(),
      messages: z.array(Issue),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export type SyncLogView = z.infer<typeof SyncLogBody>;
