import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { PURGE_BATCH_SIZE } from "../retention/batch-delete";
import type { Retention } from "../retention/retention";
import { num, sqlRows } from "./sql-rows";

/** Deliveries removed per round: their recipient and send rows go first, a batch at a time. */
const DELIVERIES_PER_ROUND = 100;

const pause = () => new Promise((resolve) => setImmediate(resolve));

/** Deletes `from` rows matching `where`, PURGE_BATCH_SIZE per statement (see deleteInBatches). */
async function deleteRowsInBatches(
  db: Db,
  from: "delivery_send" | "delivery_recipient",
  deliveryIds: number[],
) {
  const table = sql.raw(from);
  let removed = 0;
  for (;;) {
    const deleted = await sqlRows<{ id: string }>(
      db,
      sql`delete from ${table} where id in (
            select id from ${table} where delivery_id = any(${sql.param(deliveryIds)}::bigint[])
             limit ${PURGE_BATCH_SIZE})
          returning id`,
    );
    removed += deleted.length;
    if (deleted.length < PURGE_BATCH_SIZE) return removed;
    await pause();
  }
}

/**
 * The engine's data with a retention period (platform/retention):
 * - finished or canceled deliveries older than RETENTION_DELIVERY_DAYS (from when they finished, or
 *   were made when canceled), with their recipients and sends. A delivery still waiting or sending is
 *   never removed, however old;
 * - the hashes of mail links that have expired (RETENTION_EXPIRED_SESSION_DAYS after expiry): an
 *   expired link opens nothing either way, and the column's unique index stays small.
 */
export function registerDeliveryPurges(retention: Retention): void {
  retention.register({
    name: "deliveries",
    setting: "RETENTION_DELIVERY_DAYS",
    async purge(db, cutoff, signal) {
      let removed = 0;
      for (;;) {
        signal.throwIfAborted();
        const ids = (
          await sqlRows<{ id: string }>(
            db,
            sql`select id from delivery
                 where stage in ('finished', 'canceled') and coalesce(finished_at, created_at) < ${cutoff.toISOString()}::timestamptz
                 order by id limit ${DELIVERIES_PER_ROUND}`,
          )
        ).map((r) => num(r.id));
        if (ids.length === 0) return removed;
        removed += await deleteRowsInBatches(db, "delivery_send", ids);
        removed += await deleteRowsInBatches(db, "delivery_recipient", ids);
        const deleted = await sqlRows<{ id: string }>(
          db,
          sql`delete from delivery where id = any(${sql.param(ids)}::bigint[]) returning id`,
        );
        removed += deleted.length;
        await pause();
      }
    },
  });
  retention.register({
    name: "expired-mail-links",
    setting: "RETENTION_EXPIRED_SESSION_DAYS",
    async purge(db, cutoff, signal) {
      let cleared = 0;
      for (;;) {
        signal.throwIfAborted();
        const rows = await sqlRows<{ id: string }>(
          db,
          sql`update delivery_recipient set mail_token_hash = null, mail_token_expires_at = null
               where id in (select id from delivery_recipient
                             where mail_token_expires_at < ${cutoff.toISOString()}::timestamptz limit ${PURGE_BATCH_SIZE})
           returning id`,
        );
        cleared += rows.length;
        if (rows.length < PURGE_BATCH_SIZE) return cleared;
        await pause();
      }
    },
  });
}
