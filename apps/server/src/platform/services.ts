import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import { createSecretBox, loadSecretKey, type SecretBox } from "./auth/secret-box";
import { createDeliveryEngine, type DeliveryEngineOptions } from "./delivery/create-delivery-engine";
import type { DeliveryEngine } from "./delivery/delivery-engine";
import { createExportService, type ExportService, exportDirectory } from "./exports/export-service";
import { publicBaseUrl } from "./http/public-url";
import type { DefineOptions } from "./jobs/job-options";
import { createJobQueue, type JobQueue, type JobQueueTiming } from "./jobs/job-queue";
import type { JobLogger } from "./jobs/job-runner";
import { createMailer, type Mailer } from "./mail/mailer";
import { registerPlatformPurges } from "./retention/platform-purges";
import { createRetention, type Retention } from "./retention/retention";

/** The long-lived platform parts every module may use; built once per process, before the queue starts. */
export interface PlatformServices {
  /** The settings the services were built from (module jobs read theirs, e.g. JMA_BASE_URL). */
  settings: Config;
  /** The Drizzle handle the services were built on, for modules' job handlers (defineModuleJobs). */
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  /** Push notifications, mail with personal links and reads: the platform's one delivery engine. */
  delivery: DeliveryEngine;
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
  /** The key the delivery engine seals its VAPID key with; SECRET_KEY's (or the data dir's) by default. */
  secretBox?: SecretBox;
  /** Tests shorten the delivery engine's retries and timeouts. */
  deliveryOptions?: DeliveryEngineOptions;
}): PlatformServices {
  const jobs = createJobQueue({ database: deps.database, logger: deps.logger, timing: deps.jobTiming });
  const mailer = createMailer({ config: deps.config, database: deps.database, jobs, retry: deps.mailRetry });
  const delivery = createDeliveryEngine({
    database: deps.database,
    jobs,
    secretBox: deps.secretBox ?? createSecretBox(loadSecretKey(deps.config)),
    publicUrl: publicBaseUrl(deps.config),
    smtpUrl: deps.config.SMTP_URL,
    mailFrom: deps.config.MAIL_FROM,
    lineApiUrl: deps.config.LINE_API_URL,
    pushAllowPrivateNetwork: deps.config.PUSH_ALLOW_PRIVATE_NETWORK,
    options: deps.deliveryOptions,
  });
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
  return { settings: deps.config, db: deps.database.db, jobs, mailer, delivery, exports, retention };
}
