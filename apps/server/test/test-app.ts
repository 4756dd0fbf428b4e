import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { Database } from "../src/db/client";
import { createSecretBox } from "../src/platform/auth/secret-box";
import { createPlatformServices, type PlatformServices } from "../src/platform/services";
import { fastTiming, recordingLogger } from "./jobs/job-test-kit";
import { createTestDatabase } from "./test-database";

export interface TestContext extends PlatformServices {
  app: FastifyInstance;
  database: Database;
}

/** One app with its job workers on one fresh database for the whole test file; closed after it. */
export function useTestApp(): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "data/test" });
    const services = createPlatformServices({
      config,
      database: ctx.database,
      logger: recordingLogger(),
      jobTiming: fastTiming,
      mailRetry: { retryLimit: 1, retryDelay: 1 },
    });
    Object.assign(ctx, services);
    await services.jobs.start({ runWorkers: true });
    const secretBox = createSecretBox(Buffer.alloc(32, 7));
    ctx.app = await buildApp({ config, database: ctx.database, spaDirs: null, secretBox, ...services });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.jobs?.stop();
    await ctx.database?.close();
  });
  return ctx;
}
