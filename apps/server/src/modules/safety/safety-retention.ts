import { sql } from "drizzle-orm";
import { purgeParentsInBatches } from "../../platform/retention/batch-delete";
import type { Retention } from "../../platform/retention/retention";

/**
 * A safety confirmation's answers are the recipients' delivery states, so they are kept as long as the
 * engine keeps its deliveries (RETENTION_DELIVERY_DAYS, 3 years; the engine's purge runs first): a send
 * goes, with its dispatches and every recipient's answer, once it is older than that and neither its
 * first delivery nor any resend's is left. A staff-only send (mailed, no delivery) goes by age alone.
 * A send reaches up to every member of a school, so few sends make one batch.
 */
const SENDS_PER_BATCH = 20;

export function registerSafetyPurges(retention: Retention): void {
  retention.register({
    name: "safety-sends",
    setting: "RETENTION_DELIVERY_DAYS",
    purge: (db, cutoff, signal) =>
      purgeParentsInBatches(
        db,
        (limit) => sql`
          with old as (
            select s.id from safety_send s
             where s.created_at < ${cutoff.toISOString()}::timestamptz
               and not exists (select 1 from delivery d where d.id = s.delivery_id and d.tenant_id = s.tenant_id)
               and not exists (
                 select 1 from safety_dispatch x
                   join delivery d on d.id = x.delivery_id and d.tenant_id = x.tenant_id
                  where x.safety_send_id = s.id)
             order by s.id limit ${limit}
          ), recipients as (
            delete from safety_recipient r using old where r.safety_send_id = old.id returning r.id
          ), dispatches as (
            delete from safety_dispatch x using old where x.safety_send_id = old.id returning x.id
          ), sends as (
            delete from safety_send s using old where s.id = old.id returning s.id
          )
          select (select count(*) from recipients) + (select count(*) from dispatches)
                 + (select count(*) from sends) as n,
                 (select count(*) from old) as batch`,
        { batchSize: SENDS_PER_BATCH, signal },
      ),
  });
}
