import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { JsonValue } from "./job-runs";
import { jobEffect } from "./jobs.tables";

/**
 * Runs `effect` at most once for this job, however often the job itself runs (retries, a crash, two
 * workers after an expiry), and hands the first run's result back to later runs.
 *
 * The effect runs inside the transaction that records it and must write through the `tx` it is given:
 * its database writes and the record commit together, so a crash leaves both or neither. That makes
 * database effects exactly-once.
 *
 * Caveat, external effects: a call to the outside world (SMTP, a push gateway) cannot join the
 * transaction. If it succeeds and the process dies before the commit, the record is lost and the next
 * run calls it again: such effects are at-least-once. Keep them out of `once` and make them safe to
 * repeat instead, as mail does: its outbox row is the record (a later run sees `sent` and stops),
 * and its Message-ID is fixed per row so a rare second delivery is the same message to the receiver.
 *
 * Keep the effect short. On the embedded database one transaction holds the only connection, so the
 * effect must not use any other handle than `tx` (it would wait for itself).
 */
export async function runOnce<T extends JsonValue | undefined>(
  db: Db,
  jobId: string,
  effectKey: string,
  effect: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // The unique (job_id, effect_key) row is the claim: a concurrent run waits here on it and then
    // finds it taken, instead of running the effect a second time.
    const claimed = await tx
      .insert(jobEffect)
      .values({ jobId, effectKey })
      .onConflictDoNothing()
      .returning({ id: jobEffect.id });
    const claim = claimed[0];
    if (!claim) {
      const [done] = await tx
        .select({ result: jobEffect.result })
        .from(jobEffect)
        .where(and(eq(jobEffect.jobId, jobId), eq(jobEffect.effectKey, effectKey)));
      return (done?.result as { value?: T } | null)?.value as T;
    }
    const value = await effect(tx);
    await tx
      .update(jobEffect)
      // Wrapped, so a null or absent result reads back as what it was.
      .set({ result: { value } })
      .where(eq(jobEffect.id, claim.id));
    return value;
  });
}
