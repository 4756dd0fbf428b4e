import { lt } from "drizzle-orm";
import { deleteInBatches } from "../../platform/retention/batch-delete";
import type { Retention } from "../../platform/retention/retention";
import { operationLog } from "./operation-logs.tables";

/** Button presses older than RETENTION_OPERATION_LOG_DAYS go in the nightly purge. */
export function registerOperationLogRetention(retention: Retention): void {
  retention.register({
    name: "operation-logs",
    setting: "RETENTION_OPERATION_LOG_DAYS",
    purge: (db, cutoff, signal) =>
      deleteInBatches(db, operationLog, operationLog.id, lt(operationLog.occurredAt, cutoff), { signal }),
  });
}
