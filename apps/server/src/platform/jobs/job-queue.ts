import crypto from "node:crypto";
import os from "node:os";
import PgBoss from "pg-boss";
import type { Database, Db, SqlExecutor } from "../../db/client";
import {
  bossFailureMessage,
  bossQueueOptions,
  type DefineOptions,
  defaultTiming,
  type JobQueueTiming,
  queueOptionsDiffer,
} from "./job-options";
import { startReaper } from "./job-reaper";
import { type JobEnvelope, type JobHandler, type JobLogger, jobRunner } from "./job-runner";
import { findJobRun, insertQueuedRuns, type JobRunView, markAbandoned } from "./job-runs";
import { transactionExecutor } from "./transaction-executor";

export type { DefineOptions, JobQueueTiming } from "./job-options";

/** pg-boss keeps its tables in their own schema, created and migrated by pg-boss itself on start. */
const BOSS_SCHEMA = "pgboss";

export interface EnqueueOptions {
  /** Whose work this is; null for platform work. Stored on the run, handed to the handler. */
  tenantId: number | null;
  /** Collapses duplicates according to the queue's policy. */
  singletonKey?: string;
  /** A time, or a delay in seconds. */
  startAfter?: Date | number;
  /**
   * Queue inside the caller's transaction: the job exists only if that transaction commits. Call
   * wake(name) after the commit so a worker in this process starts it without waiting for its poll.
   */
  tx?: Db;
}

/** One job of several queued together in one transaction (enqueueMany). */
export interface QueuedJobRequest<T> {
  data: T;
  tenantId: number | null;
  /** The job's id, when the caller records it before queueing (e.g. on its own row); else a new one. */
  id?: string;
}

export interface JobQueue {
  /** Registers a queue and its handler; call before start(). */
  define<T>(name: string, handler: JobHandler<T>, options?: DefineOptions): void;
  /** Returns the job id, or null when the queue's policy collapsed it into a waiting one. */
  enqueue<T>(name: string, data: T, options: EnqueueOptions): Promise<string | null>;
  /**
   * Queues several jobs of one queue inside the caller's transaction with a fixed number of statements,
   * however many jobs: what many concurrent writes batched into one transaction need. Ids in order;
   * null where the queue's policy collapsed a job.
   */
  enqueueMany<T>(
    name: string,
    jobs: readonly QueuedJobRequest<T>[],
    options: { tx: Db },
  ): Promise<(string | null)[]>;
  /** Has this process's workers of `name` look for work now (after committing a transaction that queued). */
  wake(name: string): void;
  /** Runs `name` on a cron expression in Asia/Tokyo time; replaces an earlier schedule of the same name. */
  schedule<T>(name: string, cron: string, data: T): Promise<void>;
  /** Installs pg-boss's tables and queues; with runWorkers, also runs handlers, expiry and schedules. */
  start(options: { runWorkers: boolean }): Promise<void>;
  stop(): Promise<void>;
  /** A run as its tenant may see it (null tenant: platform runs); null when unknown or someone else's. */
  getJobRun(tenantId: number | null, id: string): Promise<JobRunView | null>;
}

interface Definition {
  handler: JobHandler<never>;
  options: DefineOptions;
}

export function createJobQueue(deps: {
  database: Database;
  logger: JobLogger;
  timing?: Partial<JobQueueTiming>;
}): JobQueue {
  const { database, logger } = deps;
  const timing = { ...defaultTiming(database.kind), ...deps.timing };
  const definitions = new Map<string, Definition>();
  const workerIds = new Map<string, string[]>();
  const stopping = new AbortController();
  /** Names this process on the runs it works on; readable, so a log tells which machine ran what. */
  const workerId = `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  let stopReaper: (() => Promise<void>) | null = null;
  let boss: PgBoss | null = null;
  let stopped = false;

  // After stop(), pg-boss may still try to complete a job whose handler outlived the shutdown wait. Its
  // calls are fire-and-forget, so a closed database would surface as an unhandled rejection and take
  // the process down; a stopped queue instead behaves like a dead process and says nothing more.
  const bossExecutor: SqlExecutor = {
    executeSql: (text, values) => (stopped ? new Promise(() => {}) : database.executeSql(text, values)),
  };

  const started = (): PgBoss => {
    if (!boss || stopped) throw new Error("the job queue is not running; call start() first");
    return boss;
  };

  const wake = (name: string) => {
    // A worker polling an uncommitted job would find nothing and sleep a full interval; hence after commit.
    if (!boss || stopped) return;
    for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
  };

  const startWorkers = async (running: PgBoss) => {
    const workOptions = {
      pollingIntervalSeconds: timing.pollingIntervalSeconds,
      batchSize: 1,
      includeMetadata: true as const,
    };
    for (const [name, { handler, options }] of definitions) {
      const run = jobRunner(handler, {
        db: database.db,
        logger,
        queue: name,
        signal: stopping.signal,
        workerId,
        heartbeatSeconds: timing.heartbeatSeconds,
      });
      const ids: string[] = [];
      // One pg-boss worker per concurrent job: each polls and runs one job at a time.
      for (let i = 0; i < Math.max(1, options.concurrency ?? 1); i++) {
        let id = "";
        id = await running.work<JobEnvelope<never>>(name, workOptions, async ([job]) => {
          if (!job) return;
          await run(job);
          // pg-boss sleeps a full polling interval after every fetch, even one that found work; a
          // worker that just ran a job asks again at once, so a burst drains at the handlers' pace.
          if (!stopped) running.notifyWorker(id);
        });
        ids.push(id);
      }
      workerIds.set(name, ids);
    }
    stopReaper = startReaper({
      db: database.db,
      executor: bossExecutor,
      boss: running,
      schema: BOSS_SCHEMA,
      workerId,
      deadAfterSeconds: timing.deadWorkerAfterSeconds,
      intervalSeconds: timing.reapIntervalSeconds,
      logger,
    });
    logger.info({ queues: [...definitions.keys()], workerId }, "job workers started");
  };

  /**
   * Queues jobs inside `tx`: pg-boss's bulk insert (the one statement that runs through a transaction,
   * see the executor), a look at which rows it kept (a singleton policy may collapse some), and their
   * queued runs. Three statements, whether one job or fifty.
   */
  const insertJobs = async <T>(
    tx: Db,
    name: string,
    jobs: readonly (QueuedJobRequest<T> & { singletonKey?: string; startAfter?: string })[],
  ): Promise<(string | null)[]> => {
    const running = started();
    if (!definitions.has(name)) throw new Error(`job "${name}" is not defined`);
    if (jobs.length === 0) return [];
    const ids = jobs.map((job) => job.id ?? crypto.randomUUID());
    const executor = transactionExecutor(tx);
    await running.insert(
      jobs.map((job, i) => {
        const envelope: JobEnvelope<T> = { tenantId: job.tenantId, data: job.data };
        return {
          id: ids[i],
          name,
          data: envelope,
          singletonKey: job.singletonKey,
          startAfter: job.startAfter,
        };
      }),
      { db: executor },
    );
    const placeholders = ids.map((_, i) => `$${i + 2}`).join(", ");
    const { rows } = await executor.executeSql(
      `select id from ${BOSS_SCHEMA}.job where name = $1 and id in (${placeholders})`,
      [name, ...ids],
    );
    const kept = new Set((rows as { id: string }[]).map((row) => row.id));
    const queued = ids.map((id) => (kept.has(id) ? id : null));
    await insertQueuedRuns(
      tx,
      jobs.flatMap((job, i) => (queued[i] ? [{ id: queued[i], tenantId: job.tenantId, queue: name }] : [])),
    );
    return queued;
  };

  return {
    wake,

    define(name, handler, options = {}) {
      if (boss) throw new Error(`define "${name}" before the job queue starts`);
      if (definitions.has(name)) throw new Error(`job "${name}" is defined twice`);
      definitions.set(name, { handler: handler as JobHandler<never>, options });
    },

    async enqueue(name, data, options) {
      const startAfter =
        options.startAfter instanceof Date
          ? options.startAfter.toISOString()
          : options.startAfter?.toString();
      const job = { data, tenantId: options.tenantId, singletonKey: options.singletonKey, startAfter };
      if (options.tx) return (await insertJobs(options.tx, name, [job]))[0] ?? null;
      const [queued] = await database.db.transaction((tx) => insertJobs(tx, name, [job]));
      if (queued) wake(name);
      return queued ?? null;
    },

    enqueueMany: (name, jobs, options) => insertJobs(options.tx, name, jobs),

    async schedule(name, cron, data) {
      if (!definitions.has(name)) throw new Error(`job "${name}" is not defined`);
      const envelope: JobEnvelope<typeof data> = { tenantId: null, data };
      await started().schedule(name, cron, envelope as object, { tz: "Asia/Tokyo" });
    },

    async start({ runWorkers }) {
      if (boss) throw new Error("the job queue is already started");
      const created = new PgBoss({
        db: bossExecutor,
        schema: BOSS_SCHEMA,
        // Expiry and cron belong to the processes that run jobs; a web process only enqueues.
        supervise: runWorkers,
        schedule: runWorkers,
        maintenanceIntervalSeconds: timing.maintenanceIntervalSeconds,
        cronMonitorIntervalSeconds: timing.cronMonitorIntervalSeconds,
        cronWorkerIntervalSeconds: timing.cronWorkerIntervalSeconds,
      });
      // pg-boss reports background failures (a lost connection while polling) as events; unheard, an
      // EventEmitter "error" would crash the process.
      created.on("error", (err) => logger.error({ err }, "job queue background error"));
      await created.start();
      try {
        // One read of the queues, then writes only for what is new or changed: every start of every
        // process (and every API test file) passes here, and creating a queue is DDL in pg-boss.
        const existing = new Map((await created.getQueues()).map((queue) => [queue.name, queue]));
        for (const [name, { options }] of definitions) {
          const wanted = bossQueueOptions(name, options);
          const found = existing.get(name);
          if (!found) await created.createQueue(name, wanted);
          else if (queueOptionsDiffer(found, wanted)) await created.updateQueue(name, wanted);
        }
        if (runWorkers) await startWorkers(created);
      } catch (err) {
        await created.stop({ graceful: false, wait: true });
        throw err;
      }
      boss = created;
    },

    async stop() {
      if (!boss || stopped) return;
      stopping.abort();
      await stopReaper?.();
      // Waits for running jobs up to the timeout, then fails the rest so another process retries them.
      await boss.stop({ graceful: true, wait: true, timeout: timing.shutdownTimeoutSeconds * 1000 });
      stopped = true;
    },

    async getJobRun(tenantId, id) {
      const run = await findJobRun(database.db, tenantId, id);
      if (!run || run.status === "succeeded" || run.status === "failed" || !boss || stopped) return run;
      // The process running it may have died: pg-boss expired the attempt, but nobody wrote that down.
      const job = await boss.getJobById<unknown>(run.queue, id, { includeArchive: true });
      const lost = job?.state === "failed" || (job?.state === "retry" && run.status === "running");
      if (!job || !lost) return run;
      await markAbandoned(
        database.db,
        id,
        job.state === "failed" ? "failed" : "retrying",
        bossFailureMessage(job.output),
      );
      return findJobRun(database.db, tenantId, id);
    },
  };
}
