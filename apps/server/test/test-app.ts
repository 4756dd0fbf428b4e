import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { Database } from "../src/db/client";
import { createTestDatabase } from "./test-database";

export interface TestContext {
  app: FastifyInstance;
  database: Database;
}

/** One app on one fresh database for the whole test file; closed after it. */
export function useTestApp(): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "data/test" });
    ctx.app = await buildApp({ config, database: ctx.database, spaDirs: null });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}
