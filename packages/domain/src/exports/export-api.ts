import { z } from "zod";
import { defineContracts } from "../api/contract";

// Following a large export (server: platform/exports/export-routes.ts): the screens that start one
// (回答一覧, メンバー一覧, 操作ログ, …) get a job id and follow it here until its file can be fetched.

export const ExportJobParams = z.object({ jobId: z.string().max(100) });

/** What a download route answers when the export became a job: follow it at GET /app/api/exports/:jobId. */
export const ExportAcceptedBody = z.object({ jobId: z.string(), rowCount: z.number() });

export const ExportStatusBody = z.object({
  jobId: z.string(),
  status: z.enum(["queued", "running", "retrying", "succeeded", "failed"]),
  progressDone: z.number(),
  progressTotal: z.number().nullable(),
  /** Japanese, for the person waiting: progress, a retry after a server stop, why it failed. */
  message: z.string().nullable(),
  fileName: z.string().nullable(),
  expiresAt: z.string().nullable(),
});

/** GET …/:jobId/file answers the file itself, outside the table. */
export const exportContracts = defineContracts({
  "GET /app/api/exports/:jobId": ExportStatusBody,
} as const);

export type ExportJobStatus = z.infer<typeof ExportStatusBody>;
export type ExportAccepted = z.infer<typeof ExportAcceptedBody>;
