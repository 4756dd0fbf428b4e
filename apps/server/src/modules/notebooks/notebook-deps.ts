import type { Db } from "../../db/client";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import type { ExportService } from "../../platform/exports/export-service";

/** What the notebook module's use cases are built on (a subset of the platform's ModuleDeps). */
export interface NotebookDeps {
  db: Db;
  delivery: DeliveryEngine;
  exports: ExportService;
  /** DATA_DIR: page files are kept under notebook-files/. */
  dataDir: string;
  /** Where the edition notice's link to the member app points. */
  publicUrl: string;
}
