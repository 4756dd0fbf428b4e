import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";

/** Rows of a raw statement, the same on PostgreSQL and the embedded database. */
export async function sqlRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** int8 and numeric arrive as text from PostgreSQL: numbers here. */
export const num = (value: unknown): number => Number(value ?? 0);
