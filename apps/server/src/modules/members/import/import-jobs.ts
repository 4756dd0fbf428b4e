import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { requireMenu } from "../../../platform/access/require-menu";
import { ForbiddenError } from "../../../platform/errors/app-error";
import type { JobContext } from "../../../platform/jobs/job-runner";
import { withCurrentAuthority } from "../../../platform/permissions/caller-authority";
import { applyImport, ConcurrentChangeError } from "./import-apply";
import { type DeleteMode, evaluateImport, parseImportFile } from "./import-check";
import { loadImportFields } from "./import-fields";
import { ImportFileError, type ImportFileKind } from "./import-file";
import { checkedValues, errorDetails, insertDetails, type SyncLogRow } from "./import-log.service";
import type { ImportScope } from "./import-scope";
import { checkWithSnapshot, readSnapshot, SNAPSHOT_SUFFIX } from "./import-snapshot";
import type { ImportStorage } from "./import-storage";
import { memberSyncLog, type SyncLogSummary } from "./member-sync-log.tables";

export const IMPORT_CHECK_JOB = "member-import-check";
export const IMPORT_COMMIT_JOB = "member-import-commit";

export interface ImportJobData {
  syncLogId: number;
  scope: ImportScope;
}

export const importJobMessages = {
  fileMissing: "アップロードされたファイルが見つかりません。もう一度アップロードしてください。",
  changedSinceCheck:
    "チェックの後にメンバーや所属・学年の設定が変わり、エラーになる行が見つかりました。何も変更していません。内容を確認して、もう一度チェックしてください。",
  checkFailed: "ファイルのチェック中にエラーが発生しました。もう一度アップロードしてください。",
  commitFailed:
    "取り込み中にエラーが発生しました。何も変更していません。もう一度チェックしてから取り込んでください。",
} as const;

/**
 * The requester must still hold the import menu for writing when the job runs, with their authority as
 * it is now: a permission taken away while the job waited stops it, and the log says why. Every
 * attempt checks again, so a retry cannot slip past a log that is already closed.
 */
async function requireImportAuthority(db: Db, data: ImportJobData, log: SyncLogRow | undefined) {
  const { scope } = data;
  const caller = await withCurrentAuthority(db, {
    tenantId: scope.tenantId,
    organizationId: scope.organizationId,
    loginUserId: scope.loginUserId,
    processMode: scope.callerMode ?? scope.processMode,
  });
  try {
    requireMenu(caller, scope.menu ?? "member-import", "write");
  } catch (error) {
    if (log?.status === "PROCESSING" && error instanceof ForbiddenError)
      await failLog(db, log, error.message);
    throw error;
  }
}

const EMPTY_SUMMARY: SyncLogSummary = { columns: [], warnings: [], issueCount: 0, message: null };

async function loadLog(db: Db, data: ImportJobData): Promise<SyncLogRow | undefined> {
  const [row] = await db
    .select()
    .from(memberSyncLog)
    .where(and(eq(memberSyncLog.id, data.syncLogId), eq(memberSyncLog.tenantId, data.scope.tenantId)));
  return row;
}

/** Ends a check or commit that could not finish: status ERROR with the reason; members untouched. */
export async function failLog(db: Db, log: SyncLogRow, message: string): Promise<void> {
  // Merged in the database: the counts and issues a failed re-check just stored stay as they are.
  const summary = sql`coalesce(${memberSyncLog.summary}, ${JSON.stringify(EMPTY_SUMMARY)}::jsonb) || jsonb_build_object('message', ${message}::text)`;
  await db
    .update(memberSyncLog)
    .set({ status: "ERROR", finishedAt: new Date(), summary })
    .where(and(eq(memberSyncLog.id, log.id), eq(memberSyncLog.status, "PROCESSING")));
}

async function readStored(storage: ImportStorage, log: SyncLogRow): Promise<Buffer> {
  const file = await storage.read(log.storedPath);
  if (!file) throw new ImportFileError(importJobMessages.fileMissing);
  return file;
}

const isStage = (log: SyncLogRow | undefined, stage: "CHECK" | "COMMIT"): log is SyncLogRow =>
  log?.stage === stage && log.status === "PROCESSING";

/** Turns what a check could not read into the log's ERROR; anything else is rethrown for a retry. */
async function guard<T>(
  db: Db,
  log: SyncLogRow,
  ctx: JobContext,
  fallback: string,
  work: () => Promise<T>,
): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImportFileError || error instanceof ConcurrentChangeError) {
      await failLog(db, log, error.message);
      return null;
    }
    if (ctx.isLastAttempt) await failLog(db, log, fallback);
    throw error;
  }
}

/**
 * The check (dry run) of a large file, as a job: reads the stored file, checks every row and stores
 * the result (log WAITING, a detail row per refused line) in one transaction. A second run of the
 * same job finds the log no longer PROCESSING and does nothing.
 */
export function checkJobHandler(deps: { db: Db; storage: ImportStorage }) {
  return async (data: ImportJobData, ctx: JobContext) => {
    const { db } = deps;
    const log = await loadLog(db, data);
    await requireImportAuthority(db, data, log);
    if (!isStage(log, "CHECK")) return { skipped: true };
    await guard(db, log, ctx, importJobMessages.checkFailed, async () => {
      const file = await readStored(deps.storage, log);
      const result = await checkWithSnapshot(
        db,
        data.scope,
        {
          data: file,
          kind: log.fileType as ImportFileKind,
          deleteMode: log.deleteMode as DeleteMode | null,
          onProgress: (rows) =>
            ctx.reportProgress(rows, null, `${rows.toLocaleString("ja-JP")}行を確認しました`),
        },
        (lines) => deps.storage.saveBeside(log.storedPath, SNAPSHOT_SUFFIX, lines),
      );
      await db.transaction(async (tx) => {
        const done = await tx
          .update(memberSyncLog)
          .set({ ...checkedValues(result), status: "WAITING", finishedAt: new Date() })
          .where(and(eq(memberSyncLog.id, log.id), eq(memberSyncLog.status, "PROCESSING")))
          .returning({ id: memberSyncLog.id });
        if (done.length === 1) await insertDetails(tx, data.scope.tenantId, log.id, errorDetails(result));
      });
      await ctx.reportProgress(result.counts.total, result.counts.total, "チェックが完了しました");
    });
    return { syncLogId: log.id };
  };
}

/**
 * The commit, as a job: checks the stored file again against the members and masters as they are
 * now (they may have changed since the dry run), then applies it all-or-nothing (import-apply.ts).
 * Progress shows the phase; the transaction itself reports nothing, because on the embedded
 * database it holds the only connection.
 */
export function commitJobHandler(deps: { db: Db; storage: ImportStorage }) {
  return async (data: ImportJobData, ctx: JobContext) => {
    const { db } = deps;
    const log = await loadLog(db, data);
    await requireImportAuthority(db, data, log);
    if (!isStage(log, "COMMIT")) return { skipped: true };
    const outcome = await guard(db, log, ctx, importJobMessages.commitFailed, async () => {
      await ctx.reportProgress(0, log.totalCount, "ファイルの内容をもう一度確認しています");
      const deleteMode = log.deleteMode as DeleteMode | null;
      const fields = await loadImportFields(db, data.scope.organizationId, data.scope.processMode);
      const kind = log.fileType as ImportFileKind;
      const parsed =
        (await readSnapshot(deps.storage, log.storedPath, fields)) ??
        (await parseImportFile(fields, { data: await readStored(deps.storage, log), kind, deleteMode }));
      const result = await evaluateImport(db, data.scope, fields, parsed, deleteMode);
      if (result.counts.error > 0) {
        await db.transaction(async (tx) => {
          await insertDetails(tx, data.scope.tenantId, log.id, errorDetails(result));
          await tx.update(memberSyncLog).set(checkedValues(result)).where(eq(memberSyncLog.id, log.id));
        });
        throw new ImportFileError(importJobMessages.changedSinceCheck);
      }
      await ctx.reportProgress(
        0,
        result.counts.total,
        `${result.counts.total.toLocaleString("ja-JP")}件を取り込んでいます`,
      );
      const applied = await applyImport(db, data.scope, log.id, result, deleteMode);
      await ctx.reportProgress(result.counts.total, result.counts.total, "取り込みが完了しました");
      return applied;
    });
    return { syncLogId: log.id, outcome: outcome ? { ...outcome } : null };
  };
}
