import type PgBoss from "pg-boss";
import type { Db } from "../../db/client";
import { runOnce } from "./job-effects";
import {
  beatHeart,
  diedBefore,
  type JsonValue,
  jobRunMessages,
  markFailed,
  markProgress,
  markRunning,
  markSucceeded,
} from "./job-runs";

/** Whatever pg-boss carries: the tenant travels with the data so every run knows whose it is. */
export interface JobEnvelope<T> {
  tenantId: number | null;
  data: T;
}

/** What a handler gets besides its data. */
export interface JobContext {
  jobId: string;
  tenantId: number | null;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** No retry follows if this attempt fails. */
  isLastAttempt: boolean;
  /**
   * Aborted when the queue is stopping, or when this attempt was taken for dead by another process
   * (it stalled past the heartbeat limit and runs elsewhere now): long handlers stop between units and
   * throw; the job is retried.
   */
  signal: AbortSignal;
  /** Shows the person waiting how far it got; `message` in Japanese ("120件中40件を処理しました"). */
  reportProgress(done: number, total?: number | null, message?: string): Promise<void>;
  /** Runs `effect` at most once per job, even when the job runs again; see `runOnce`. */
  once<T extends JsonValue | undefined>(effectKey: string, effect: (tx: Db) => Promise<T>): Promise<T>;
}

/** Returns what the run produced (kept in job_run.result, so JSON only). */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler with nothing to report is written `async () => {}`
export type JobHandler<T> = (data: T, ctx: JobContext) => Promise<JsonValue | undefined | void>;

export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface RunnerDeps {
  db: Db;
  logger: JobLogger;
  queue: string;
  signal: AbortSignal;
  /** This process's id on the runs it works on. */
  workerId: string;
  heartbeatSeconds: number;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/**
 * Wraps a handler for pg-boss: records each attempt in job_run, hands the handler its context, and
 * rethrows failures so pg-boss schedules the retry (or gives up after the last one).
 */
export function jobRunner<T>(handler: JobHandler<T>, deps: RunnerDeps) {
  const { db, logger, queue } = deps;
  return async (job: PgBoss.JobWithMetadata<JobEnvelope<T>>): Promise<void> => {
    const envelope = job.data ?? { tenantId: null, data: undefined as T };
    const run = { id: job.id, attempt: job.retryCount + 1 };
    const isLastAttempt = job.retryCount >= job.retryLimit;
    const afterCrash = run.attempt > 1 && (await diedBefore(db, job.id));
    const started = await markRunning(db, {
      ...run,
      tenantId: envelope.tenantId,
      queue,
      workerId: deps.workerId,
      afterCrash,
    });
    if (!started) {
      logger.info({ queue, jobId: job.id }, "job already succeeded before a crash; not running it again");
      return;
    }
    const taken = new AbortController();
    const heartbeat = keepHeartbeat(deps, run, () => {
      logger.warn({ queue, jobId: job.id }, "job attempt was taken for dead and runs elsewhere; stopping it");
      taken.abort();
    });

    const ctx: JobContext = {
      jobId: job.id,
      tenantId: envelope.tenantId,
      attempt: run.attempt,
      isLastAttempt,
      signal: AbortSignal.any([deps.signal, taken.signal]),
      reportProgress: async (done, total = null, message) => {
        // Whole, non-negative counts whatever arithmetic the handler did (NaN counts as 0).
        const safeTotal = total === null ? null : Math.max(0, Math.trunc(total) || 0);
        const safeDone = Math.max(0, Math.trunc(done) || 0);
        await markProgress(
          db,
          run,
          safeTotal === null ? safeDone : Math.min(safeDone, safeTotal),
          safeTotal,
          // After a crash the person waiting keeps seeing why it started over.
          message !== undefined && afterCrash ? `${jobRunMessages.workerDied}${message}` : message,
        );
      },
      once: (effectKey, effect) => runOnce(db, job.id, effectKey, effect),
    };

    // biome-ignore lint/suspicious/noConfusingVoidType: whatever the handler returned, nothing included
    let result: JsonValue | undefined | void;
    try {
      result = await handler(envelope.data, ctx);
    } catch (err) {
      await heartbeat.stop();
      logger.warn({ queue, jobId: job.id, attempt: run.attempt, err }, "job attempt failed");
      // Bookkeeping must not hide the handler's error, which is what tells pg-boss to retry.
      await markFailed(db, run, !isLastAttempt, errorText(err)).catch((bookkeepingErr) =>
        logger.error({ queue, jobId: job.id, err: bookkeepingErr }, "could not record a failed job attempt"),
      );
      throw err;
    }
    await heartbeat.stop();
    // The work is done; if recording that fails, pg-boss still completes the job rather than run it again.
    await markSucceeded(db, run, result ?? undefined).catch((err) =>
      logger.error({ queue, jobId: job.id, err }, "could not record a finished job"),
    );
  };
}

/**
 * Renews the attempt's heartbeat every `heartbeatSeconds` until stopped. One renewal at a time, so a
 * slow database gets no pile of them; `onTaken` runs once if another process has taken the attempt.
 */
function keepHeartbeat(
  deps: RunnerDeps,
  run: { id: string; attempt: number },
  onTaken: () => void,
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let beating: Promise<unknown> = Promise.resolve();
  const beat = () => {
    beating = beatHeart(deps.db, run, deps.workerId)
      .then((ours) => {
        if (!ours && !stopped) {
          stopped = true;
          onTaken();
        }
      })
      .catch((err) => deps.logger.warn({ queue: deps.queue, jobId: run.id, err }, "job heartbeat failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(beat, deps.heartbeatSeconds * 1000);
      });
  };
  timer = setTimeout(beat, deps.heartbeatSeconds * 1000);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A renewal in flight must not land after the attempt's final record.
      await beating;
    },
  };
}
