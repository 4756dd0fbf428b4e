import type { Db } from "../../db/client";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";

/** What the surveys module's use cases are built on (a subset of the platform's ModuleDeps). */
export interface SurveyDeps {
  db: Db;
  delivery: DeliveryEngine;
  /** Where FILE_UPLOAD answers are stored (survey-files.ts). */
  fileRoot: string;
}
