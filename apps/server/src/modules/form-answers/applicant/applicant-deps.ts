import type { Db } from "../../../db/client";
import type { JobQueue } from "../../../platform/jobs/job-queue";
import type { Mailer } from "../../../platform/mail/mailer";
import type { NewAnswerWriter } from "./submit-batch";

/** What the applicant's answering calls need from the platform. */
export interface ApplicantDeps {
  db: Db;
  mailer: Mailer;
  jobs: JobQueue;
  /** DATA_DIR/form-files (answer-file-store.ts). */
  fileRoot: string;
  /** Writes a first sending, together with others arriving at the same time (submit-batch.ts). */
  writeNewAnswer: NewAnswerWriter;
}
