import { and, eq, inArray, lt, ne } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { deleteInBatches } from "../../../platform/retention/batch-delete";
import type { Retention } from "../../../platform/retention/retention";
import { SNAPSHOT_SUFFIX } from "./import-snapshot";
import type { ImportStorage } from "./import-storage";
import { memberSyncLog, memberSyncLogDetail } from "./member-sync-log.tables";

/** Logs handled per round: their files are removed one by one, so rounds stay small. */
const LOGS_PER_ROUND = 100;

/**
 * Removes imports that were checked but never committed (stage CHECK, no longer being checked) and
 * untouched for RETENTION_UNCOMMITTED_IMPORT_DAYS: the uploaded file, its snapshot, the refused-row
 * details and the log. A committed import (stage COMMIT) stays with its file as the record of what
 * changed the roster.
 */
export async function purgeUncommittedImports(
  db: Db,
  storage: ImportStorage,
  cutoff: Date,
  signal?: AbortSignal,
): Promise<number> {
  let removed = 0;
  for (;;) {
    signal?.throwIfAborted();
    const logs = await db
      .select({ id: memberSyncLog.id, storedPath: memberSyncLog.storedPath })
      .from(memberSyncLog)
      .where(
        and(
          eq(memberSyncLog.stage, "CHECK"),
          ne(memberSyncLog.status, "PROCESSING"),
          lt(memberSyncLog.updatedAt, cutoff),
        ),
      )
      .orderBy(memberSyncLog.id)
      .limit(LOGS_PER_ROUND);
    if (logs.length === 0) return removed;
    const ids = logs.map((log) => log.id);
    // Files first: a log whose file is gone reads as an unreadable upload, a file without its log
    // would never be found again.
    for (const log of logs) await storage.remove(log.storedPath, [SNAPSHOT_SUFFIX]);
    await deleteInBatches(
      db,
      memberSyncLogDetail,
      memberSyncLogDetail.id,
      inArray(memberSyncLogDetail.syncLogId, ids),
      {
        signal,
      },
    );
    const deleted = await db
      .delete(memberSyncLog)
      .where(and(inArray(memberSyncLog.id, ids), eq(memberSyncLog.stage, "CHECK")))
      .returning({ id: memberSyncLog.id });
    removed += deleted.length;
  }
}

export function registerImportRetention(retention: Retention, storage: ImportStorage): void {
  retention.register({
    name: "uncommitted-imports",
    setting: "RETENTION_UNCOMMITTED_IMPORT_DAYS",
    purge: (db, cutoff, signal) => purgeUncommittedImports(db, storage, cutoff, signal),
  });
}
