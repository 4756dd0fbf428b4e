import { and, eq, exists, inArray, lt, not, sql } from "drizzle-orm";
import { auditLog } from "../audit/audit.tables";
import { registerDeliveryPurges } from "../delivery/delivery-retention";
import { jobEffect, jobRun } from "../jobs/jobs.tables";
import { loginAttempt, loginSession } from "../sessions/sessions.tables";
import { deleteInBatches } from "./batch-delete";
import type { Retention } from "./retention";

/** The platform's own data with a retention period; modules register theirs beside these. */
export function registerPlatformPurges(retention: Retention): void {
  retention.register({
    name: "expired-sessions",
    setting: "RETENTION_EXPIRED_SESSION_DAYS",
    purge: (db, cutoff, signal) =>
      deleteInBatches(db, loginSession, loginSession.tokenHash, lt(loginSession.expiresAt, cutoff), {
        signal,
      }),
  });
  retention.register({
    name: "login-history",
    setting: "RETENTION_LOGIN_HISTORY_DAYS",
    purge: (db, cutoff, signal) =>
      deleteInBatches(db, loginAttempt, loginAttempt.id, lt(loginAttempt.occurredAt, cutoff), { signal }),
  });
  retention.register({
    name: "job-runs",
    setting: "RETENTION_JOB_RUN_DAYS",
    async purge(db, cutoff, signal) {
      const finished = and(inArray(jobRun.status, ["succeeded", "failed"]), lt(jobRun.finishedAt, cutoff));
      // A job that may still run keeps its effects, or a retry would repeat them.
      const unfinishedJob = db
        .select({ one: sql`1` })
        .from(jobRun)
        .where(and(eq(jobRun.id, jobEffect.jobId), not(inArray(jobRun.status, ["succeeded", "failed"]))));
      const effects = await deleteInBatches(
        db,
        jobEffect,
        jobEffect.id,
        and(lt(jobEffect.createdAt, cutoff), not(exists(unfinishedJob))),
        { signal },
      );
      return effects + (await deleteInBatches(db, jobRun, jobRun.id, finished, { signal }));
    },
  });
  retention.register({
    name: "audit-logs",
    setting: "RETENTION_AUDIT_LOG_DAYS",
    purge: (db, cutoff, signal) =>
      deleteInBatches(db, auditLog, auditLog.id, lt(auditLog.occurredAt, cutoff), { signal }),
  });
  registerDeliveryPurges(retention);
}
