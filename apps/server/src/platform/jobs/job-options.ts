import type PgBoss from "pg-boss";

export interface JobQueueTiming {
  /** How often an idle worker asks for work; enqueuing in the same process wakes it at once. */
  pollingIntervalSeconds: number;
  /** Expiry of jobs whose process died, archiving; a crashed job is retried within expireIn + this. */
  maintenanceIntervalSeconds: number;
  cronMonitorIntervalSeconds: number;
  cronWorkerIntervalSeconds: number;
  /** How long stop() lets running jobs finish before handing them back for a retry. */
  shutdownTimeoutSeconds: number;
  /** How often a running attempt renews its heartbeat. */
  heartbeatSeconds: number;
  /**
   * An attempt whose heartbeat is older than this belongs to a dead process and is retried. Several
   * heartbeats long, so a busy event loop or a slow statement does not look like a death.
   */
  deadWorkerAfterSeconds: number;
  /** How often each worker process looks for attempts of dead processes (and once at start). */
  reapIntervalSeconds: number;
}

/**
 * Measured on the embedded database: a poll costs about 5 ms, one maintenance pass about 20 ms; six
 * idle workers with cron and maintenance used under 2 % of its single connection. The embedded
 * database runs everything in one process, where enqueuing wakes the worker at once, so its workers
 * poll less often (polls only find retries, delayed and cron jobs there). On PostgreSQL a web
 * process's jobs reach the worker processes by polling, so they look more often.
 */
export function defaultTiming(kind: "pglite" | "postgres"): JobQueueTiming {
  return {
    pollingIntervalSeconds: kind === "pglite" ? 5 : 2,
    maintenanceIntervalSeconds: 60,
    cronMonitorIntervalSeconds: 30,
    cronWorkerIntervalSeconds: 5,
    shutdownTimeoutSeconds: 30,
    // Found dead 30–45 s after its last heartbeat and retried at once: back within a minute of a
    // kill -9 instead of after the queue's expiry (15–30 minutes for imports and exports).
    heartbeatSeconds: 10,
    deadWorkerAfterSeconds: 30,
    reapIntervalSeconds: 15,
  };
}

export interface DefineOptions {
  /** Retries after the first attempt (default 3). */
  retryLimit?: number;
  /** Seconds before a retry (default 10); doubled each time with retryBackoff (default true). */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** An attempt running longer is failed and retried; also how soon a crashed attempt is noticed. */
  expireInSeconds?: number;
  /** Jobs of this queue one process runs at the same time (default 1). */
  concurrency?: number;
  /**
   * standard: every job runs. short: at most one job per singletonKey waiting. singleton: at most one
   * per singletonKey running. stately: at most one waiting and one running per singletonKey.
   */
  policy?: "standard" | "short" | "singleton" | "stately";
}

/** pg-boss queue settings for a definition. Every key is set: pg-boss rejects a present-but-undefined option. */
export function bossQueueOptions(name: string, options: DefineOptions): PgBoss.Queue {
  return {
    name,
    policy: options.policy ?? "standard",
    retryLimit: options.retryLimit ?? 3,
    retryDelay: options.retryDelay ?? 10,
    retryBackoff: options.retryBackoff ?? true,
    expireInSeconds: options.expireInSeconds ?? 15 * 60,
  };
}

/** True when a stored queue's settings are not the wanted ones (a definition changed since it was created). */
export function queueOptionsDiffer(stored: PgBoss.QueueResult, wanted: PgBoss.Queue): boolean {
  return (
    stored.policy !== wanted.policy ||
    stored.retryLimit !== wanted.retryLimit ||
    stored.retryDelay !== wanted.retryDelay ||
    stored.retryBackoff !== wanted.retryBackoff ||
    stored.expireInSeconds !== wanted.expireInSeconds
  );
}

/** pg-boss keeps a failure as `{ message }` (a thrown error) or `{ value: … }` (timeouts, shutdowns). */
export function bossFailureMessage(output: unknown): string {
  const o = output as { message?: unknown; value?: { message?: unknown } | string } | null;
  const text = o?.message ?? (typeof o?.value === "string" ? o.value : o?.value?.message);
  return typeof text === "string" ? text : "job failed";
}
