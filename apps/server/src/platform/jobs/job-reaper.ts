import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db, SqlExecutor } from "../../db/client";
import type { JobLogger } from "./job-runner";
import { jobRunMessages } from "./job-runs";
import { jobRun } from "./jobs.tables";

/**
 * Finds attempts whose process died (kill -9, a lost machine) and hands them back to the queue.
 *
 * pg-boss alone notices such an attempt only when the queue's expiry passes (15–30 minutes for imports
 * and exports), and until then the person waiting sees 処理中. Every running attempt renews a heartbeat
 * on its job run instead; a worker process that finds a running attempt of another process with a
 * heartbeat older than the limit fails it in pg-boss, which retries it or gives up after the last
 * attempt, and the run says which in Japanese. Attempts of its own process are alive by definition.
 */
export interface ReaperDeps {
  db: Db;
  /** Runs pg-boss's own tables' statements (the queue's executor). */
  executor: SqlExecutor;
  boss: PgBoss;
  schema: string;
  workerId: string;
  deadAfterSeconds: number;
  logger: JobLogger;
}

interface DeadRun {
  id: string;
  queue: string;
  attempts: number;
  workerId: string | null;
}

const staleHeartbeat = (deadAfterSeconds: number) =>
  sql`coalesce(${jobRun.heartbeatAt}, ${jobRun.startedAt}, ${jobRun.createdAt}) < now() - make_interval(secs => ${deadAfterSeconds})`;

/** Running attempts of other processes whose heartbeat stopped. */
async function findDeadRuns(deps: ReaperDeps): Promise<DeadRun[]> {
  return deps.db
    .select({ id: jobRun.id, queue: jobRun.queue, attempts: jobRun.attempts, workerId: jobRun.workerId })
    .from(jobRun)
    .where(
      and(
        eq(jobRun.status, "running"),
        or(isNull(jobRun.workerId), ne(jobRun.workerId, deps.workerId)),
        staleHeartbeat(deps.deadAfterSeconds),
      ),
    )
    .limit(100);
}

/**
 * Takes the dead attempt for this process, so that of several live processes only one hands it back.
 * Written as retrying at once: a retry follows unless pg-boss says this was the last attempt.
 */
async function claim(deps: ReaperDeps, run: DeadRun): Promise<boolean> {
  const claimed = await deps.db
    .update(jobRun)
    .set({
      status: "retrying",
      message: jobRunMessages.workerDied,
      errorMessage: `worker ${run.workerId ?? "(unknown)"} stopped sending heartbeats`,
    })
    .where(
      and(
        eq(jobRun.id, run.id),
        eq(jobRun.attempts, run.attempts),
        eq(jobRun.status, "running"),
        staleHeartbeat(deps.deadAfterSeconds),
      ),
    )
    .returning({ id: jobRun.id });
  return claimed.length === 1;
}

/** Fails the dead attempt in pg-boss and returns the job's state afterwards (null: the job is gone). */
async function failInBoss(deps: ReaperDeps, run: DeadRun): Promise<string | null> {
  const job = await deps.boss.getJobById(run.queue, run.id, { includeArchive: true });
  if (!job) return null;
  // Only the dead attempt itself: pg-boss counts retries from 0, the run counts attempts from 1.
  if (job.state === "active" && job.retryCount + 1 === run.attempts) {
    await deps.boss.fail(run.queue, run.id, { message: `worker ${run.workerId ?? "(unknown)"} died` });
    return (await deps.boss.getJobById(run.queue, run.id, { includeArchive: true }))?.state ?? null;
  }
  return job.state;
}

async function handBack(deps: ReaperDeps, run: DeadRun): Promise<void> {
  if (!(await claim(deps, run))) return;
  const state = await failInBoss(deps, run);
  if (state === "retry") {
    // A crash is not the job's fault: no retry delay, the next poll of any worker takes it.
    await deps.executor.executeSql(
      `update ${deps.schema}.job set start_after = now() where name = $1 and id = $2 and state = 'retry'`,
      [run.queue, run.id],
    );
  } else if (state === "completed") {
    // It had finished; only its record was lost with the process.
    await deps.db
      .update(jobRun)
      .set({
        status: "succeeded",
        message: jobRunMessages.succeeded,
        errorMessage: null,
        finishedAt: new Date(),
      })
      .where(and(eq(jobRun.id, run.id), eq(jobRun.attempts, run.attempts), eq(jobRun.status, "retrying")));
  } else if (state === "failed" || state === null) {
    await deps.db
      .update(jobRun)
      .set({ status: "failed", message: jobRunMessages.workerDiedLastAttempt, finishedAt: new Date() })
      .where(and(eq(jobRun.id, run.id), eq(jobRun.attempts, run.attempts), eq(jobRun.status, "retrying")));
  }
  deps.logger.warn(
    { queue: run.queue, jobId: run.id, attempt: run.attempts, deadWorker: run.workerId, state },
    "job attempt of a dead worker handed back",
  );
}

/** One look for dead attempts; returns how many it found. */
export async function reapDeadRuns(deps: ReaperDeps): Promise<number> {
  const dead = await findDeadRuns(deps);
  for (const run of dead) {
    await handBack(deps, run).catch((err) =>
      deps.logger.error({ queue: run.queue, jobId: run.id, err }, "could not hand back a dead job attempt"),
    );
  }
  return dead.length;
}

/** Looks at start and then every `intervalSeconds` until the returned stop is called. */
export function startReaper(deps: ReaperDeps & { intervalSeconds: number }): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let pass: Promise<unknown> = Promise.resolve();
  const tick = () => {
    pass = reapDeadRuns(deps)
      .catch((err) => deps.logger.error({ err }, "looking for dead job attempts failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, deps.intervalSeconds * 1000);
      });
  };
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await pass;
  };
}
