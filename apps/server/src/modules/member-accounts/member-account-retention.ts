import { lt } from "drizzle-orm";
import { deleteInBatches } from "../../platform/retention/batch-delete";
import type { Retention } from "../../platform/retention/retention";
import { memberRegistration, memberSession } from "./member-accounts.tables";

/** Expired member sessions and self-registration links, removed nightly like staff sessions. */
export function registerMemberAccountPurges(retention: Retention): void {
  retention.register({
    name: "expired-member-sessions",
    setting: "RETENTION_EXPIRED_SESSION_DAYS",
    purge: (db, cutoff, signal) =>
      deleteInBatches(db, memberSession, memberSession.tokenHash, lt(memberSession.expiresAt, cutoff), {
        signal,
      }),
  });
  retention.register({
    name: "expired-member-registrations",
    setting: "RETENTION_EXPIRED_SESSION_DAYS",
    purge: (db, cutoff, signal) =>
      deleteInBatches(
        db,
        memberRegistration,
        memberRegistration.id,
        lt(memberRegistration.expiresAt, cutoff),
        {
          signal,
        },
      ),
  });
}
