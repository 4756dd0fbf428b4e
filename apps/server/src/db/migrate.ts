import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Applies the committed drizzle-kit migrations that have not run yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(database.db as any, { migrationsFolder });
  } else {
    // Several app processes may start at once; the advisory lock lets one migrate while the others wait.
    const client = await database.pool!.connect();
    try {
      await client.query("select pg_advisory_lock(727274)");
      // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
      await migratePg(database.db as any, { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock(727274)").catch(() => {});
      client.release();
    }
  }
}
