import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client";
import type { ExportService } from "../../../platform/exports/export-service";
import type { JobQueue } from "../../../platform/jobs/job-queue";
import type { Mailer } from "../../../platform/mail/mailer";
import { ANSWER_FILE_CLEANUP_JOB, defineAnswerFileCleanupJob } from "../files/answer-file-cleanup";
import { answerFileRootOf } from "../files/answer-file-store";
import { createAnswerSendLimit } from "./answer-send-limit";
import { registerApplicantAnswerRoutes } from "./applicant.routes";
import { registerApplicantFileRoutes } from "./applicant-files.routes";
import { createNewAnswerWriter } from "./submit-batch";

/** DATA_DIR/form-files, from DATA_DIR or, in job workers, beside the export directory (DATA_DIR/exports). */
const fileRootOf = (dataDir: string | undefined, exports: Pick<ExportService, "directory">) =>
  answerFileRootOf(dataDir ?? path.dirname(exports.directory));

/** The applicant's answering calls (form frontend). */
export function registerApplicantRoutes(
  app: FastifyInstance,
  deps: { db: Db; mailer: Mailer; jobs: JobQueue; exports: ExportService; dataDir?: string },
): void {
  const platform = {
    db: deps.db,
    mailer: deps.mailer,
    jobs: deps.jobs,
    fileRoot: fileRootOf(deps.dataDir, deps.exports),
  };
  const applicant = { ...platform, writeNewAnswer: createNewAnswerWriter(platform) };
  registerApplicantAnswerRoutes(app, { ...applicant, limitAnswerSend: createAnswerSendLimit(deps.db) });
  registerApplicantFileRoutes(app, applicant);
}

/** The cleanup of uploads no answer named; before the job queue starts. */
export function defineApplicantJobs(services: { db: Db; jobs: JobQueue; exports: ExportService }): void {
  defineAnswerFileCleanupJob(services.jobs, services.db, fileRootOf(undefined, services.exports));
}

/** Uploads no answer named are removed every hour (besides the runs uploads ask for). */
export function scheduleApplicantJobs(jobs: JobQueue): Promise<void> {
  return jobs.schedule(ANSWER_FILE_CLEANUP_JOB, "40 * * * *", {});
}
