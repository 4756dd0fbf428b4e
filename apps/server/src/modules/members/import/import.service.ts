import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type AuthorizedCaller, requireMenu } from "../../../platform/access/require-menu";
import { ConflictError, ValidationError } from "../../../platform/errors/app-error";
import type { JobQueue } from "../../../platform/jobs/job-queue";
import type { DeleteMode } from "./import-check";
import {
  decodeCsvText,
  ImportFileError,
  type ImportFileKind,
  importFileMessages,
  MAX_IMPORT_ROWS,
  sniffImportFile,
} from "./import-file";
import { IMPORT_CHECK_JOB, IMPORT_COMMIT_JOB, type ImportJobData } from "./import-jobs";
import { checkedValues, errorDetails, findLog, insertDetails, type SyncLogRow } from "./import-log.service";
import type { ImportScope } from "./import-scope";
import { checkWithSnapshot, SNAPSHOT_SUFFIX } from "./import-snapshot";
import type { ImportStorage } from "./import-storage";
import { memberSyncLog } from "./member-sync-log.tables";

/**
 * Files of about 5,000 rows or fewer are checked within the upload request (well under a second);
 * larger ones by a job, with progress, so a 100,000-row file never holds a web request or its
 * process for long. A CSV's lines are counted; an xlsx is compressed, so its size stands in (250 KB
 * hold roughly 5,000 rows of a dozen columns).
 */
export const INLINE_CHECK_LIMITS = { csvLines: 5_000, xlsxBytes: 250_000 };

/** Line feeds in the bytes: the rows of a CSV (a quoted line break counts too, which errs on the job side). */
function lineCount(data: Buffer): number {
  let lines = 0;
  for (let i = data.indexOf(0x0a); i !== -1; i = data.indexOf(0x0a, i + 1)) lines++;
  return lines;
}

export const importMessages = {
  hasErrors: "エラーのある行があるため取り込めません。ファイルを修正して、もう一度チェックしてください。",
  stillChecking: "ファイルのチェックが終わっていません。チェックが終わってから取り込んでください。",
  alreadyCommitted: "この取り込みはすでに実行されています。",
  checkFailed:
    "このファイルはチェックでエラーになったため取り込めません。ファイルを修正して、もう一度アップロードしてください。",
} as const;

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

export interface MemberImportService {
  /**
   * Checks (dry run) an uploaded file; `queued` when the check runs as a job. `caller` is the
   * requester with their authority now; the scope, which a job carries, holds plain values only.
   */
  upload(
    caller: AuthorizedCaller,
    scope: ImportScope,
    file: UploadedFile,
    deleteMode: DeleteMode | null,
  ): Promise<{ log: SyncLogRow; queued: boolean }>;
  /** Starts the all-or-nothing commit of a checked file without errors, as a job. */
  commit(caller: AuthorizedCaller, scope: ImportScope, syncLogId: number): Promise<SyncLogRow>;
}

export function createMemberImportService(deps: {
  db: Db;
  jobs: Pick<JobQueue, "enqueue" | "wake">;
  storage: ImportStorage;
  inlineLimits?: typeof INLINE_CHECK_LIMITS;
}): MemberImportService {
  const { db, jobs, storage } = deps;
  const limits = deps.inlineLimits ?? INLINE_CHECK_LIMITS;
  /** True to check within the request; a CSV with far too many lines is refused before anything. */
  const checkNow = (kind: ImportFileKind, data: Buffer) => {
    if (kind === "xlsx") return data.length <= limits.xlsxBytes;
    const lines = lineCount(data);
    // Header, rows, and a little room for blank lines at the end; the check counts exactly.
    if (lines > MAX_IMPORT_ROWS + 10) throw new ImportFileError(importFileMessages.tooManyRows);
    return lines <= limits.csvLines + 1;
  };
  const newLog = (
    scope: ImportScope,
    file: UploadedFile,
    kind: ImportFileKind,
    deleteMode: DeleteMode | null,
  ) => ({
    tenantId: scope.tenantId,
    organizationId: scope.organizationId,
    processMode: scope.processMode,
    fileName: file.fileName.slice(0, 255),
    fileType: kind,
    deleteMode,
    createdByLoginUserId: scope.loginUserId,
    createdByDisplayUserId: scope.displayUserId,
    startedAt: new Date(),
  });

  /** Stores the file (and the parsed rows), then runs `write`; both go again if `write` fails. */
  const storeWith = async <T>(
    tenantId: number,
    data: Buffer,
    snapshot: readonly string[] | null,
    write: (storedPath: string) => Promise<T>,
  ) => {
    const storedPath = await storage.save(tenantId, data);
    try {
      if (snapshot !== null) await storage.saveBeside(storedPath, SNAPSHOT_SUFFIX, snapshot);
      return await write(storedPath);
    } catch (error) {
      await storage.remove(storedPath, [SNAPSHOT_SUFFIX]);
      throw error;
    }
  };

  return {
    async upload(caller, scope, file, deleteMode) {
      requireMenu(caller, scope.menu ?? "member-import", "write");
      const kind = sniffImportFile(file.data);
      if (checkNow(kind, file.data)) {
        // Small: the whole check now. An unreadable file throws before anything is stored.
        // Kept in memory until the file is stored: a file this small makes a small snapshot.
        let snapshot: string[] = [];
        const result = await checkWithSnapshot(
          db,
          scope,
          { data: file.data, kind, deleteMode },
          async (lines) => {
            snapshot = [...lines];
          },
        );
        const log = await storeWith(scope.tenantId, file.data, snapshot, (storedPath) =>
          db.transaction(async (tx) => {
            const [row] = await tx
              .insert(memberSyncLog)
              .values({
                ...newLog(scope, file, kind, deleteMode),
                ...checkedValues(result),
                storedPath,
                status: "WAITING",
                finishedAt: new Date(),
              })
              .returning();
            const created = row as SyncLogRow;
            await insertDetails(tx, scope.tenantId, created.id, errorDetails(result));
            return created;
          }),
        );
        return { log, queued: false };
      }
      // Large: an encoding that cannot be read is still refused at once; the rows wait for the job.
      if (kind === "csv") decodeCsvText(file.data);
      const log = await storeWith(scope.tenantId, file.data, null, (storedPath) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(memberSyncLog)
            .values({ ...newLog(scope, file, kind, deleteMode), storedPath, status: "PROCESSING" })
            .returning();
          const created = row as SyncLogRow;
          const data: ImportJobData = { syncLogId: created.id, scope };
          const jobId = await jobs.enqueue(IMPORT_CHECK_JOB, data, { tenantId: scope.tenantId, tx });
          await tx.update(memberSyncLog).set({ jobId }).where(eq(memberSyncLog.id, created.id));
          return { ...created, jobId };
        }),
      );
      jobs.wake(IMPORT_CHECK_JOB);
      return { log, queued: true };
    },

    async commit(caller, scope, syncLogId) {
      requireMenu(caller, scope.menu ?? "member-import", "write");
      const log = await findLog(db, scope, syncLogId);
      if (log.stage === "COMMIT") throw new ConflictError(importMessages.alreadyCommitted);
      if (log.status === "PROCESSING") throw new ConflictError(importMessages.stillChecking);
      if (log.status !== "WAITING") throw new ValidationError(importMessages.checkFailed);
      if (log.errorCount > 0) throw new ValidationError(importMessages.hasErrors);
      const started = await db.transaction(async (tx) => {
        // The claim: of two commits of the same log (a double click, two tabs) only one finds it WAITING.
        const [claimed] = await tx
          .update(memberSyncLog)
          .set({ stage: "COMMIT", status: "PROCESSING", startedAt: new Date(), finishedAt: null })
          .where(
            and(
              eq(memberSyncLog.id, log.id),
              eq(memberSyncLog.stage, "CHECK"),
              eq(memberSyncLog.status, "WAITING"),
              eq(memberSyncLog.errorCount, 0),
            ),
          )
          .returning();
        if (!claimed) throw new ConflictError(importMessages.alreadyCommitted);
        const data: ImportJobData = { syncLogId: log.id, scope };
        const jobId = await jobs.enqueue(IMPORT_COMMIT_JOB, data, { tenantId: scope.tenantId, tx });
        await tx.update(memberSyncLog).set({ jobId }).where(eq(memberSyncLog.id, log.id));
        return { ...claimed, jobId };
      });
      jobs.wake(IMPORT_COMMIT_JOB);
      return started;
    },
  };
}
