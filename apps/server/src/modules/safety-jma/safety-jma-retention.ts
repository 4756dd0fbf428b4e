import { and, eq, lt, notExists } from "drizzle-orm";
import { deleteInBatches } from "../../platform/retention/batch-delete";
import type { Retention } from "../../platform/retention/retention";
import { safetyAutoDecision, safetyJmaDocument } from "./safety-jma.tables";

/**
 * What JMA reported and what each school's rule decided on it (自動配信設定's history) is kept as long
 * as the sends it started (RETENTION_DELIVERY_DAYS). A document goes once it is older than that and
 * no decision is left that names it.
 */
export function registerJmaPurges(retention: Retention): void {
  retention.register({
    name: "safety-jma-history",
    setting: "RETENTION_DELIVERY_DAYS",
    async purge(db, cutoff, signal) {
      const decisions = await deleteInBatches(
        db,
        safetyAutoDecision,
        safetyAutoDecision.id,
        lt(safetyAutoDecision.reportedAt, cutoff),
        { signal },
      );
      const documents = await deleteInBatches(
        db,
        safetyJmaDocument,
        safetyJmaDocument.id,
        and(
          lt(safetyJmaDocument.createdAt, cutoff),
          notExists(
            db
              .select({ id: safetyAutoDecision.id })
              .from(safetyAutoDecision)
              .where(eq(safetyAutoDecision.documentId, safetyJmaDocument.id)),
          ),
        ),
        { signal },
      );
      return decisions + documents;
    },
  });
}
