import type { Db } from "../../db/client";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import type { JobQueue } from "../../platform/jobs/job-queue";
import type { Mailer } from "../../platform/mail/mailer";

/** What the news module's use cases are built on (a subset of the platform's ModuleDeps). */
export interface NewsDeps {
  db: Db;
  mailer: Mailer;
  /** To wake the mail workers once the mails written in a transaction are committed. */
  jobs: Pick<JobQueue, "wake">;
  delivery: DeliveryEngine;
  /** DATA_DIR: attachments are kept under news-attachments/. */
  dataDir: string;
  /** Where approvers' mailed links and attachment addresses point. */
  publicUrl: string;
}
