import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";

/**
 * The Drizzle handle every service uses; the same type on the embedded database and on PostgreSQL.
 * Queries name their tables directly (no relational `db.query`), so the handle needs no schema object
 * and a module's tables are found by drizzle-kit's glob alone.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Raw SQL for libraries that bring their own statements (the job queue, migrations, tests). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database extends SqlExecutor {
  kind: "pglite" | "postgres";
  db: Db;
  /** Present for the embedded database only. */
  pglite?: PGlite;
  /** Present for PostgreSQL only. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === "postgres" ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  // pg_trgm backs the members' fragment search index; an embedded database must load it on every open,
  // or writes to the indexed table fail.
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  await client.waitReady;
  return {
    kind: "pglite",
    pglite: client,
    db: drizzlePglite(client) as unknown as Db,
    async executeSql(text, values) {
      // PGlite's query() takes one statement with parameters; exec() takes a script without them.
      if (values && values.length > 0) return client.query(text, values as unknown[]);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  await pool.query("select 1");
  return {
    kind: "postgres",
    pool,
    db: drizzlePg(pool) as unknown as Db,
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    close: () => pool.end(),
  };
}
