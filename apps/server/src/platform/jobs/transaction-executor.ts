import { type SQL, sql } from "drizzle-orm";
import type { Db, SqlExecutor } from "../../db/client";

/**
 * Lets pg-boss write through a Drizzle transaction, so a job is queued in the same commit as the rows
 * it is about (the outbox row, the import request): both exist or neither does.
 *
 * Each `$n` becomes a Drizzle parameter in order. A statement that uses one placeholder twice would
 * bind two parameters that Postgres types separately, so it is refused rather than run subtly wrong;
 * pg-boss's bulk `insert` statement, the one sent through here, uses each placeholder once.
 */
export function transactionExecutor(tx: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      const seen = new Set<string>();
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        const placeholder = match[1]!;
        if (seen.has(placeholder))
          throw new Error(`$${placeholder} is used twice; cannot run through a transaction`);
        seen.add(placeholder);
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${values[Number(placeholder) - 1] ?? null}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
