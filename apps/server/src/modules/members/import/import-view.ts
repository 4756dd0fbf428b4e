import type { SyncLogView } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { JobQueue } from "../../../platform/jobs/job-queue";
import type { SyncLogRow } from "./import-log.service";
import { memberSyncLog } from "./member-sync-log.tables";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const STOPPED =
  "処理が中断されました（サーバーの停止または時間切れ）。何も変更していません。もう一度チェックからやり直してください。";

/**
 * The progress of a running check or commit, from its job run. A job whose process died on its last
 * attempt will never finish: its log becomes FORCE_STOPPED (the commit's transaction was rolled back,
 * so nothing was applied) instead of showing 処理中 for ever.
 */
async function progressOf(db: Db, jobs: Pick<JobQueue, "getJobRun">, log: SyncLogRow) {
  if (log.status !== "PROCESSING" || !log.jobId) return { log, progress: null };
  const run = await jobs.getJobRun(log.tenantId, log.jobId);
  if (run?.status !== "failed") {
    const progress = run
      ? { done: run.progressDone, total: run.progressTotal, message: run.message }
      : { done: 0, total: null, message: null };
    return { log, progress };
  }
  const summary = { columns: [], warnings: [], issueCount: 0, ...log.summary, message: STOPPED };
  const [stopped] = await db
    .update(memberSyncLog)
    .set({ status: "FORCE_STOPPED", finishedAt: new Date(), summary })
    .where(and(eq(memberSyncLog.id, log.id), eq(memberSyncLog.status, "PROCESSING")))
    .returning();
  return { log: stopped ?? log, progress: null };
}

/** A log as the screen shows it, with the running job's progress. */
export async function syncLogView(
  db: Db,
  jobs: Pick<JobQueue, "getJobRun">,
  row: SyncLogRow,
): Promise<SyncLogView> {
  const { log, progress } = await progressOf(db, jobs, row);
  return {
    syncLogId: log.id,
    processMode: log.processMode,
    fileName: log.fileName,
    fileType: log.fileType,
    stage: log.stage,
    status: log.status,
    totalCount: log.totalCount,
    insertCount: log.insertCount,
    updateCount: log.updateCount,
    deleteCount: log.deleteCount,
    errorCount: log.errorCount,
    issueCount: log.summary?.issueCount ?? 0,
    warningCount: log.summary?.warningCount ?? 0,
    deleteMode: log.deleteMode,
    createdBy: log.createdByDisplayUserId,
    createdAt: log.createdAt.toISOString(),
    startedAt: iso(log.startedAt),
    finishedAt: iso(log.finishedAt),
    columns: log.summary?.columns ?? [],
    warnings: log.summary?.warnings ?? [],
    message: log.summary?.message ?? null,
    committable: log.stage === "CHECK" && log.status === "WAITING" && log.errorCount === 0,
    progress,
  };
}
