import path from "node:path";
import type { Db } from "../../../db/client";
import type { ExportService } from "../../../platform/exports/export-service";
import type { JobQueue } from "../../../platform/jobs/job-queue";
import type { Retention } from "../../../platform/retention/retention";
import { registerImportErrorExport } from "./import-error-export";
import {
  checkJobHandler,
  commitJobHandler,
  IMPORT_CHECK_JOB,
  IMPORT_COMMIT_JOB,
  type ImportJobData,
} from "./import-jobs";
import { registerImportRetention } from "./import-retention";
import { createImportStorage, type ImportStorage } from "./import-storage";

/**
 * Import files live beside the export files, in DATA_DIR/imports: the export service's directory is
 * DATA_DIR/exports (exportDirectory), so web routes and job workers derive the same place from the
 * platform services they already get, without a setting of their own.
 */
export function importStorageFor(exports: Pick<ExportService, "directory">): ImportStorage {
  return createImportStorage(path.dirname(exports.directory));
}

/** The import's jobs and its error report; call before the job queue starts, in every process that runs jobs. */
export function defineMemberImportJobs(services: {
  db: Db;
  jobs: JobQueue;
  exports: ExportService;
  retention: Retention;
}): void {
  const deps = { db: services.db, storage: importStorageFor(services.exports) };
  services.jobs.define<ImportJobData>(IMPORT_CHECK_JOB, checkJobHandler(deps), {
    retryLimit: 2,
    retryDelay: 10,
    expireInSeconds: 15 * 60,
  });
  services.jobs.define<ImportJobData>(IMPORT_COMMIT_JOB, commitJobHandler(deps), {
    retryLimit: 2,
    retryDelay: 10,
    expireInSeconds: 30 * 60,
  });
  registerImportErrorExport(services.exports);
  registerImportRetention(services.retention, deps.storage);
}
