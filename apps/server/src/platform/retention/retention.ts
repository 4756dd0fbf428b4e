import type { Db } from "../../db/client";
import type { JobQueue } from "../jobs/job-queue";
import type { JobLogger } from "../jobs/job-runner";
import type { RetentionSettings } from "./retention-settings";

export const RETENTION_JOB = "platform.retention";
/** Every night at 03:30 Tokyo time: after the day's work and the night's backups, before school. */
export const RETENTION_CRON = "30 3 * * *";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One kind of data with a retention period, and how to remove what is older than its cutoff. */
export interface RetentionPurge {
  /** Names the purge in the job's result and the logs (e.g. "operation-logs"). */
  name: string;
  /** The setting that holds its period in days; none for a purge with a rule of its own (cutoff: now). */
  setting?: keyof RetentionSettings;
  /** Removes what is older than `cutoff` (in batches, see deleteInBatches); returns how many. */
  purge(db: Db, cutoff: Date, signal: AbortSignal): Promise<number>;
}

export interface Retention {
  /** Adds a purge to the nightly run (platform parts and modules, before the queue starts). */
  register(purge: RetentionPurge): void;
  /** Runs every purge now; what each removed. A failing purge does not stop the others. */
  run(now?: Date, signal?: AbortSignal): Promise<Record<string, number>>;
  /** Schedules the nightly run; in the processes that run the workers. */
  schedule(): Promise<void>;
}

export function createRetention(deps: {
  db: Db;
  jobs: JobQueue;
  settings: RetentionSettings;
  logger: JobLogger;
}): Retention {
  const purges: RetentionPurge[] = [];

  const run = async (now = new Date(), signal = new AbortController().signal) => {
    const removed: Record<string, number> = {};
    const failed: string[] = [];
    for (const purge of purges) {
      const cutoff = new Date(now.getTime() - (purge.setting ? deps.settings[purge.setting] : 0) * DAY_MS);
      try {
        removed[purge.name] = await purge.purge(deps.db, cutoff, signal);
      } catch (err) {
        if (signal.aborted) throw err;
        deps.logger.error({ purge: purge.name, err }, "retention purge failed");
        failed.push(purge.name);
      }
    }
    deps.logger.info({ removed }, "retention purges done");
    // The job is retried (the purges that worked find nothing the second time).
    if (failed.length > 0) throw new Error(`retention purges failed: ${failed.join(", ")}`);
    return removed;
  };

  deps.jobs.define(RETENTION_JOB, async (_data, ctx) => run(new Date(), ctx.signal), {
    policy: "singleton",
    retryLimit: 2,
    retryDelay: 10 * 60,
    expireInSeconds: 2 * 60 * 60,
  });

  return {
    register(purge) {
      if (purges.some((p) => p.name === purge.name))
        throw new Error(`retention purge "${purge.name}" is registered twice`);
      purges.push(purge);
    },
    run,
    schedule: () => deps.jobs.schedule(RETENTION_JOB, RETENTION_CRON, {}),
  };
}
