import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import { createExportService, type ExportService, exportDirectory } from "./exports/export-service";
import type { DefineOptions } from "./jobs/job-options";
import { createJobQueue, type JobQueue, type JobQueueTiming } from "./jobs/job-queue";
import type { JobLogger } from "./jobs/job-runner";
import { createMailer, type Mailer } from "./mail/mailer";
import { registerPlatformPurges } from "./retention/platform-purges";
import { createRetention, type Retention } from "./retention/retention";

/** The long-lived platform parts every module may use; built once per process, before the queue starts. */
export interface PlatformServices {
  /** The Drizzle handle the services were built on, for modules' job handlers (defineModuleJobs). */
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  exports: ExportService;
  /** The nightly purges; modules register theirs in defineModuleJobs. */
  retention: Retention;
}

export function createPlatformServices(deps: {
  config: Config;
  database: Database;
  logger: JobLogger;
  /** Tests shorten polling and retry delays. */
  jobTiming?: Partial<JobQueueTiming>;
  mailRetry?: DefineOptions;
  /** Tests make exports go to a job sooner and fail without retrying. */
  exportOptions?: { inlineRowLimit?: number; retry?: DefineOptions };
}): PlatformServices {
  const jobs = createJobQueue({ database: deps.database, logger: deps.logger, timing: deps.jobTiming });
  const mailer = createMailer({ config: deps.config, database: deps.database, jobs, retry: deps.mailRetry });
  const exports = createExportService({
    database: deps.database,
    jobs,
    directory: exportDirectory(deps.config),
    ...deps.exportOptions,
  });
  const retention = createRetention({
    db: deps.database.db,
    jobs,
    settings: deps.config,
    logger: deps.logger,
  });
  registerPlatformPurges(retention);
  return { db: deps.database.db, jobs, mailer, exports, retention };
}
