import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type JobRunStatus, jobRun } from "./jobs.tables";

/** What survives a trip through jsonb (an absent property stays absent). */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue | undefined };

/** What a person (or the future progress API) sees of one job. */
export interface JobRunView {
  id: string;
  tenantId: number | null;
  queue: string;
  status: JobRunStatus;
  progressDone: number;
  progressTotal: number | null;
  message: string | null;
  result: unknown;
  errorMessage: string | null;
  attempts: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export const jobRunMessages = {
  queued: "実行を待っています。",
  running: "処理しています。",
  succeeded: "完了しました。",
  retrying: "エラーが発生したため、しばらくしてから再試行します。",
  failed: "処理に失敗しました。",
  timedOut: "処理が時間内に終わらなかったため中止しました。",
  /** Leads the run's messages while an attempt after a crash runs ("…再実行しています。1,000行を確認しました"). */
  workerDied: "処理中にサーバーが停止したため、再実行しています。",
  workerDiedLastAttempt: "処理中にサーバーが停止しました。再実行の回数を超えたため中止しました。",
} as const;

interface RunRef {
  id: string;
  /** Only the attempt that last started may write; a late answer from an older one is ignored. */
  attempt: number;
}

const ofAttempt = (run: RunRef) => and(eq(jobRun.id, run.id), eq(jobRun.attempts, run.attempt));

/** The runs of jobs just queued, as one statement however many there are. */
export async function insertQueuedRuns(
  tx: Db,
  rows: { id: string; tenantId: number | null; queue: string }[],
) {
  if (rows.length === 0) return;
  await tx
    .insert(jobRun)
    .values(rows.map((row) => ({ ...row, status: "queued" as const, message: jobRunMessages.queued })))
    .onConflictDoNothing();
}

/**
 * Records that an attempt started. Scheduled jobs arrive without a queued row, so this inserts one.
 * Returns false when an earlier attempt already succeeded (it crashed before pg-boss heard of it):
 * the work is done and must not run again.
 */
export async function markRunning(
  db: Db,
  run: RunRef & { tenantId: number | null; queue: string; workerId: string; afterCrash: boolean },
): Promise<boolean> {
  const values = {
    status: "running" as const,
    attempts: run.attempt,
    startedAt: new Date(),
    finishedAt: null,
    message: run.afterCrash ? jobRunMessages.workerDied : jobRunMessages.running,
    errorMessage: null,
    workerId: run.workerId,
    heartbeatAt: sql`now()`,
  };
  const started = await db
    .insert(jobRun)
    .values({ id: run.id, tenantId: run.tenantId, queue: run.queue, ...values })
    .onConflictDoUpdate({
      target: jobRun.id,
      set: values,
      setWhere: and(sql`${jobRun.status} <> 'succeeded'`, lte(jobRun.attempts, run.attempt)),
    })
    .returning({ id: jobRun.id });
  return started.length === 1;
}

/** Whether the previous attempt of this job was handed back because its process died. */
export async function diedBefore(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ message: jobRun.message }).from(jobRun).where(eq(jobRun.id, id));
  return row?.message === jobRunMessages.workerDied;
}

/**
 * Renews the attempt's heartbeat. False when the attempt is no longer this worker's to run: another
 * process took it for dead (a stall longer than the dead-worker limit) and handed it back.
 */
export async function beatHeart(db: Db, run: RunRef, workerId: string): Promise<boolean> {
  const renewed = await db
    .update(jobRun)
    .set({ heartbeatAt: sql`now()` })
    .where(and(ofAttempt(run), eq(jobRun.status, "running"), eq(jobRun.workerId, workerId)))
    .returning({ id: jobRun.id });
  return renewed.length === 1;
}

export async function markProgress(
  db: Db,
  run: RunRef,
  done: number,
  total: number | null,
  message?: string,
) {
  const set: Partial<typeof jobRun.$inferInsert> = { progressDone: done, progressTotal: total };
  if (message !== undefined) set.message = message;
  await db.update(jobRun).set(set).where(ofAttempt(run));
}

export async function markSucceeded(db: Db, run: RunRef, result: JsonValue | undefined) {
  await db
    .update(jobRun)
    .set({
      status: "succeeded",
      result: result ?? null,
      message: jobRunMessages.succeeded,
      errorMessage: null,
      finishedAt: new Date(),
    })
    .where(ofAttempt(run));
}

export async function markFailed(db: Db, run: RunRef, willRetry: boolean, errorMessage: string) {
  await db
    .update(jobRun)
    .set({
      status: willRetry ? "retrying" : "failed",
      message: willRetry ? jobRunMessages.retrying : jobRunMessages.failed,
      errorMessage,
      finishedAt: willRetry ? null : new Date(),
    })
    .where(ofAttempt(run));
}

/** The run of one tenant (or, with null, one platform run); null when it is not theirs or unknown. */
export async function findJobRun(db: Db, tenantId: number | null, id: string): Promise<JobRunView | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const tenantCondition = tenantId === null ? isNull(jobRun.tenantId) : eq(jobRun.tenantId, tenantId);
  const [row] = await db
    .select()
    .from(jobRun)
    .where(and(eq(jobRun.id, id), tenantCondition));
  if (!row) return null;
  const { updatedAt: _updatedAt, ...view } = row;
  return view;
}

/**
 * Brings a run in line with pg-boss when the process that ran it died on its last attempt. A run the
 * reaper is handing back (its message already says the server stopped) keeps saying so, whichever of
 * the two writes its end first.
 */
export async function markAbandoned(db: Db, id: string, status: "retrying" | "failed", errorMessage: string) {
  const reaped = sql`${jobRun.message} like ${`${jobRunMessages.workerDied}%`}`;
  await db
    .update(jobRun)
    .set({
      status,
      message:
        status === "failed"
          ? sql`case when ${reaped} then ${jobRunMessages.workerDiedLastAttempt} else ${jobRunMessages.timedOut} end`
          : sql`case when ${reaped} then ${jobRun.message} else ${jobRunMessages.retrying} end`,
      errorMessage,
      finishedAt: status === "failed" ? new Date() : null,
    })
    .where(and(eq(jobRun.id, id), sql`${jobRun.status} in ('queued', 'running', 'retrying')`));
}
