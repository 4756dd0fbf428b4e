import type { FastifyInstance } from "fastify";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { type Database, openDatabase } from "../apps/server/src/db/client";
import { migrateDatabase } from "../apps/server/src/db/migrate";
import { createSecretBox } from "../apps/server/src/platform/auth/secret-box";
import { createPlatformServices } from "../apps/server/src/platform/services";

const silent = { info() {}, warn() {}, error() {} };

/** The whole API in this process on a fresh embedded database, as the benchmarks measure it. */
export async function startInProcessApp(): Promise<{
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}> {
  const database = await openDatabase({ kind: "pglite" });
  await migrateDatabase(database);
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "data/bench" });
  const services = createPlatformServices({ config, database, logger: silent });
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
      await database.close();
    },
  };
}

/** p50 / p99 of a list of durations in milliseconds. */
export function percentiles(ms: number[]): { p50: number; p99: number } {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}
