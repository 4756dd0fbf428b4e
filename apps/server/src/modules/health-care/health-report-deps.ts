import type { Db } from "../../db/client";
import type { JobQueue } from "../../platform/jobs/job-queue";
import type { healthObservation } from "./health-care.tables";

// What saving a report and raising a class alert share, apart from both: the report raises alerts,
// and the alert side reads these types without importing the report back.

export interface ReportDeps {
  db: Db;
  jobs: JobQueue;
}

export type ObservationRow = typeof healthObservation.$inferSelect;
