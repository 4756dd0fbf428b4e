import { lt } from "drizzle-orm";
import { deleteInBatches } from "../retention/batch-delete";
import type { Retention } from "../retention/retention";
import { nonLoginAccessKey } from "./non-login-access-keys.tables";

/**
 * Keys are useless once expired; they are kept a while after (like expired sessions) so a late click
 * still finds "expired" rather than "unknown" in support's eyes, then removed nightly.
 */
export function registerAccessKeyPurge(retention: Retention): void {
  retention.register({
    name: "expired-access-keys",
    setting: "RETENTION_EXPIRED_SESSION_DAYS",
    purge: (db, cutoff, signal) =>
      deleteInBatches(db, nonLoginAccessKey, nonLoginAccessKey.id, lt(nonLoginAccessKey.expiresAt, cutoff), {
        signal,
      }),
  });
}
