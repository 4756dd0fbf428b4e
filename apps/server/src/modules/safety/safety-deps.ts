import type { Db } from "../../db/client";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import type { JobQueue } from "../../platform/jobs/job-queue";
import type { Mailer } from "../../platform/mail/mailer";

/** What the safety module's use cases are built on (a subset of the platform's ModuleDeps). */
export interface SafetyDeps {
  db: Db;
  delivery: DeliveryEngine;
  /** Staff recipients (login users) get their answer link by mail. */
  mailer: Mailer;
  /** To wake the mail workers after a commit that queued staff mails; a 重傷 answer queues its alert. */
  jobs: Pick<JobQueue, "wake" | "enqueue">;
  /** Where answer links point (the back office's public /safety-answer). */
  publicUrl: string;
}
