import { z } from "zod";
import { defineContracts } from "../api/contract";
import { idSchema, intParam, pageSchema, pageSizeSchema } from "../api/params";
import { MemberSyncDeleteMode, MemberSyncDetailStatus } from "../codes/jobs";
import { DEFAULT_PAGE_DISPLAY_COUNT } from "../constants";
import { ImportFieldSetting } from "./member-list-api";

// メンバー取込 and 関係者取込 (/app/api/member-import…, /app/api/concern-import…): the check (dry run),
// the commit and the history; and the organisation's import fields (/app/api/v2/system/member/importfield).
// Server: modules/members/import/member-import.routes.ts, modules/members/import-fields.routes.ts.

export const MEMBER_IMPORT_BASE = "/app/api/member-import";
export const CONCERN_IMPORT_BASE = "/app/api/concern-import";
export const IMPORT_FIELDS_PATH = "/app/api/v2/system/member/importfield";

const ImportFormat = z.enum(["Excel", "Csv"], { error: "形式は Excel または Csv を指定してください" });
const ImportCsvEncoding = z.enum(["shift_jis", "utf8-bom"]);
const ImportPage = pageSchema;

export const ImportTemplateQuery = z.object({
  format: ImportFormat.default("Excel"),
  csvEncoding: ImportCsvEncoding.optional(),
});

export const ImportUploadQuery = z.object({
  // "" is what an unset select sends: no delete mode.
  deleteMode: z.union([MemberSyncDeleteMode.schema, z.literal("")]).optional(),
});

export const ImportCommitBody = z.object({ syncLogId: idSchema("取込") });

export const ImportLogParams = z.object({ id: idSchema("取込") });

export const ImportLogListQuery = z.object({
  page: ImportPage,
  pageSize: pageSizeSchema(100, DEFAULT_PAGE_DISPLAY_COUNT),
});

export const ImportDetailQuery = z.object({
  status: z.union([MemberSyncDetailStatus.schema, z.literal("")]).optional(),
  page: ImportPage,
  pageSize: pageSizeSchema(500, 100),
});

export const ImportErrorExportBody = z.object({
  format: ImportFormat,
  csvEncoding: ImportCsvEncoding.optional(),
});

export const ImportIssue = z.object({
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

export const ImportLogListBody = z.object({
  items: z.array(SyncLogBody),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const ImportDetailListBody = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      rowNumber: z.number(),
      memberId: z.string().nullable(),
      syncType: z.string().nullable(),
      status: z.string(),
      messages: z.array(ImportIssue),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export type SyncLogView = z.infer<typeof SyncLogBody>;

export type ImportIssue = z.infer<typeof ImportIssue>;
export type ImportDetailListResult = z.infer<typeof ImportDetailListBody>;
export type ImportLogListResult = z.infer<typeof ImportLogListBody>;

/** GET …/importfield: another organisation's or process mode's fields (session access, §7.3). */
export const ImportFieldsQuery = z.object({
  processMode: intParam("処理モード", { min: 0 }).optional(),
  systemCd: intParam("システム", { min: 0 }).optional(),
  organizationCd: z.string().max(32).optional(),
});
export const ImportFieldsResponse = z.array(ImportFieldSetting);

const importRoutes = <B extends string>(base: B) =>
  ({
    [`POST ${base}/upload`]: SyncLogBody,
    [`POST ${base}/commit`]: SyncLogBody,
    [`GET ${base}/logs`]: ImportLogListBody,
    [`GET ${base}/logs/:id`]: SyncLogBody,
    [`GET ${base}/logs/:id/details`]: ImportDetailListBody,
  }) as {
    [K in `POST ${B}/upload` | `POST ${B}/commit` | `GET ${B}/logs/:id`]: typeof SyncLogBody;
  } & { [K in `GET ${B}/logs`]: typeof ImportLogListBody } & {
    [K in `GET ${B}/logs/:id/details`]: typeof ImportDetailListBody;
  };

/** The success bodies of both import screens (template and error-report downloads left out). */
export const memberImportContracts = defineContracts({
  ...importRoutes(MEMBER_IMPORT_BASE),
  ...importRoutes(CONCERN_IMPORT_BASE),
  [`GET ${IMPORT_FIELDS_PATH}`]: ImportFieldsResponse,
});
