import { and, inArray, isNull, lt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { JobQueue } from "../../../platform/jobs/job-queue";
import { formAnswerFile } from "../form-answers.tables";
import { removeAnswerFile } from "./answer-file-store";

// Uploaded files no answer ever named (the applicant uploaded and left) are removed after a day.
// The rows go first and the files after, so a crash in between leaves an orphan file, never a row
// pointing at nothing. A draft attaches its files, so a draft kept for weeks keeps them.

export const ANSWER_FILE_CLEANUP_JOB = "form-answers.file-cleanup";
export const UNATTACHED_FILE_HOURS = 24;
const BATCH = 500;

/** Removes unattached files older than the limit; returns how many went. */
export async function removeUnattachedFiles(db: Db, root: string, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_FILE_HOURS * 3_600_000);
  let removed = 0;
  for (;;) {
    const stale = and(isNull(formAnswerFile.formAnswerId), lt(formAnswerFile.createdAt, before));
    const rows = await db.select({ id: formAnswerFile.id }).from(formAnswerFile).where(stale).limit(BATCH);
    if (rows.length === 0) return removed;
    // Deleting with the same condition: a file attached meanwhile is kept.
    const gone = await db
      .delete(formAnswerFile)
      .where(and(stale, inIds(rows.map((r) => r.id))))
      .returning({ storagePath: formAnswerFile.storagePath });
    for (const row of gone) await removeAnswerFile(root, row.storagePath);
    removed += gone.length;
    if (rows.length < BATCH) return removed;
  }
}

const inIds = (ids: string[]) => inArray(formAnswerFile.id, ids);

/** The cleanup as a job (short policy: one waiting at a time however often uploads ask for it). */
export function defineAnswerFileCleanupJob(jobs: JobQueue, db: Db, root: string): void {
  jobs.define(ANSWER_FILE_CLEANUP_JOB, async () => ({ removed: await removeUnattachedFiles(db, root) }), {
    policy: "short",
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 15 * 60,
  });
}

/** At most every ten minutes per job queue (one per process): uploads ask for a cleanup now and then. */
const CLEANUP_EVERY_MS = 10 * 60_000;
const lastAsked = new WeakMap<JobQueue, number>();

/**
 * Asks for a cleanup run from the upload path. The jobs platform can schedule, but schedules are
 * set after the queue starts (main.ts); asking from uploads keeps the module self-contained: files
 * only pile up where people upload.
 */
export async function askForCleanup(jobs: JobQueue, now = Date.now()): Promise<void> {
  if (now - (lastAsked.get(jobs) ?? 0) < CLEANUP_EVERY_MS) return;
  lastAsked.set(jobs, now);
  await jobs.enqueue(ANSWER_FILE_CLEANUP_JOB, {}, { tenantId: null, singletonKey: "all", startAfter: 60 });
}
