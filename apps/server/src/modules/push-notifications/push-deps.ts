import type { Db } from "../../db/client";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import type { Mailer } from "../../platform/mail/mailer";

/** What the push module's use cases are built on (a subset of the platform's ModuleDeps). */
export interface PushDeps {
  db: Db;
  delivery: DeliveryEngine;
  /** DATA_DIR: attachments are kept under push-attachments/. */
  dataDir: string;
  /** Where members' apps and mail links fetch attachments from. */
  publicUrl: string;
  mailer: Mailer;
}
