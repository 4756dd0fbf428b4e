import { inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";

/** Rows deleted per statement: each batch commits on its own, so no purge holds a lock for long. */
export const PURGE_BATCH_SIZE = 1000;

/**
 * Deletes the rows of `table` matching `condition`, `batchSize` at a time, each batch its own short
 * statement: a purge of millions of old rows never locks the table or fills the log in one go, and
 * other work (a single embedded connection) runs between batches. Stops between batches when aborted.
 */
export async function deleteInBatches(
  db: Db,
  table: PgTable,
  key: AnyPgColumn,
  condition: SQL | undefined,
  options: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? PURGE_BATCH_SIZE;
  let removed = 0;
  for (;;) {
    options.signal?.throwIfAborted();
    const batch = db.select({ key }).from(table).where(condition).limit(batchSize);
    const deleted = await db.delete(table).where(inArray(key, batch)).returning({ key });
    removed += deleted.length;
    if (deleted.length < batchSize) return removed;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Runs a purge statement that removes one batch of parents with their children (a data-modifying
 * `with old as (select … limit N) …` that selects `n`, the rows it removed, and `batch`, the parents
 * it picked) until a batch comes back short. Each run commits on its own, as deleteInBatches does.
 */
export async function purgeParentsInBatches(
  db: Db,
  statement: (limit: number) => SQL,
  options: { batchSize?: number; signal: AbortSignal },
): Promise<number> {
  const batchSize = options.batchSize ?? PURGE_BATCH_SIZE;
  let removed = 0;
  for (;;) {
    options.signal.throwIfAborted();
    const { rows } = (await db.execute(statement(batchSize))) as unknown as {
      rows: { n: string | number; batch: string | number }[];
    };
    removed += Number(rows[0]?.n ?? 0);
    if (Number(rows[0]?.batch ?? 0) < batchSize) return removed;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
