import { lt } from "drizzle-orm";
import { deleteInBatches } from "../../platform/retention/batch-delete";
import type { Retention } from "../../platform/retention/retention";
import { safetyAlertNoContact } from "./safety-alerts.tables";

/** The record that a send's "no contact after N minutes" alert went out goes with the sends (3 years). */
export function registerSafetyAlertPurges(retention: Retention): void {
  retention.register({
    name: "safety-alert-no-contact",
    setting: "RETENTION_DELIVERY_DAYS",
    purge: (db, cutoff, signal) =>
      deleteInBatches(
        db,
        safetyAlertNoContact,
        safetyAlertNoContact.id,
        lt(safetyAlertNoContact.notifiedAt, cutoff),
        {
          signal,
        },
      ),
  });
}
