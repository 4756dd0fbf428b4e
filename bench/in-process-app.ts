import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { type Database, openDatabase } from "../apps/server/src/db/client";
import { migrateDatabase } from "../apps/server/src/db/migrate";
import { defineModuleJobs } from "../apps/server/src/modules/register-modules";
import { createSecretBox } from "../apps/server/src/platform/auth/secret-box";
import { createPlatformServices } from "../apps/server/src/platform/services";

const silent = { info() {}, warn() {}, error() {} };

/** The PostgreSQL server the benchmarks use for their scratch databases (the machine's own by default). */
export const BENCH_POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type BenchDatabaseKind = "pglite" | "postgres";

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A scratch database on the PostgreSQL server: its URL, and how to drop it when the benchmark ends. */
export async function createScratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gakumu_bench_${process.pid}_${Date.now()}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/**
 * A fresh database: an in-memory PGlite, or a scratch database on the PostgreSQL server (dropped at
 * close); or, with `url`, a PostgreSQL database the caller made and drops itself, or the directory of
 * an on-disk PGlite.
 */
async function openBenchDatabase(
  kind: BenchDatabaseKind,
  url?: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === "pglite")
    return { database: await openDatabase({ kind: "pglite", dataDir: url }), drop: async () => {} };
  if (url)
    return { database: await openDatabase({ kind: "postgres", url, poolSize: 10 }), drop: async () => {} };
  const scratch = await createScratchPostgres();
  const database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 10 });
  return { database, drop: scratch.drop };
}

/** The whole API in this process on a fresh database, as the benchmarks measure it. */
export async function startInProcessApp(
  kind: BenchDatabaseKind = "pglite",
  /**
   * jobs: the queue with its workers in this process; "queue" without workers (jobs are only written).
   * databaseUrl: use this PostgreSQL database (kept at close) instead of a fresh one.
   * pgliteDir: keep the embedded database on disk there, as the product does, instead of in memory.
   */
  options: { jobs?: boolean | "queue"; dataDir?: string; databaseUrl?: string; pgliteDir?: string } = {},
): Promise<{
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}> {
  const { database, drop } = await openBenchDatabase(
    kind,
    kind === "pglite" ? options.pgliteDir : options.databaseUrl,
  );
  await migrateDatabase(database);
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: options.dataDir ?? "data/bench" });
  const services = createPlatformServices({
    config,
    database,
    logger: silent,
    jobTiming: { pollingIntervalSeconds: 0.5 },
  });
  // Imports and large exports run as jobs: a benchmark of them needs the worker in this process too.
  if (options.jobs) {
    defineModuleJobs(services);
    await services.jobs.start({ runWorkers: options.jobs === true });
  }
  const app = await buildApp({
    config,
    database,
    spaDirs: null,
    secretBox: createSecretBox(Buffer.alloc(32, 1)),
    ...services,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      if (options.jobs) await services.jobs.stop();
      await database.close();
      await drop();
    },
  };
}

/** p50 / p99 of a list of durations in milliseconds. */
export function percentiles(ms: number[]): { p50: number; p99: number } {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}
