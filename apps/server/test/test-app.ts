import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type AppDeps, buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { Database } from "../src/db/client";
import { defineModuleJobs } from "../src/modules/register-modules";
import { createSecretBox } from "../src/platform/auth/secret-box";
import type { SpaDirs } from "../src/platform/http/spa";
import { createPlatformServices, type PlatformServices } from "../src/platform/services";
import { fastTiming, recordingLogger } from "./jobs/job-test-kit";
import { createTestDatabase } from "./test-database";

export interface TestContext extends PlatformServices {
  app: FastifyInstance;
  database: Database;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults, read by loadConfig like the process's own. */
  env?: Record<string, string>;
  /** Built SPA directories to serve; none by default. */
  spaDirs?: SpaDirs;
  /** A logger of the test's own (to read what the app logs); silent when absent. */
  loggerInstance?: AppDeps["loggerInstance"];
  /** Adds routes or hooks of the test's own before the app is made ready. */
  extend?: (app: FastifyInstance, ctx: TestContext) => void;
  /** Export settings, e.g. `inlineRowLimit: 0` to make every export a job. */
  exportOptions?: Parameters<typeof createPlatformServices>[0]["exportOptions"];
}

/**
 * The app's job workers: fastTiming's short retries, expiry and cron, but an idle worker asks for
 * work every 2 s instead of every 0.5 s. A job queued through the app wakes its worker at once, so
 * polls only find retries and delayed jobs; about thirty workers polling twice a second cost an idle
 * app a fifth of a core (1.8 s of CPU in 10 s, 0.8 s at a 5 s poll), taken from every test file.
 */
const appJobTiming = { ...fastTiming, pollingIntervalSeconds: 2 };

/** One app with its job workers on one fresh database for the whole test file; closed after it. */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const ctx = {} as TestContext;
  let dataDir: string | undefined;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    // Files the app writes (exports) go to a directory of this test file's own.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-test-data-"));
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...options.env });
    const services = createPlatformServices({
      config,
      database: ctx.database,
      logger: recordingLogger(),
      jobTiming: appJobTiming,
      mailRetry: { retryLimit: 1, retryDelay: 1 },
      exportOptions: options.exportOptions,
    });
    Object.assign(ctx, services);
    defineModuleJobs(services);
    await services.jobs.start({ runWorkers: true });
    const secretBox = createSecretBox(Buffer.alloc(32, 7));
    ctx.app = await buildApp({
      config,
      database: ctx.database,
      spaDirs: options.spaDirs ?? null,
      secretBox,
      ...services,
      loggerInstance: options.loggerInstance,
    });
    options.extend?.(ctx.app, ctx);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.jobs?.stop();
    await ctx.database?.close();
    // The exports it wrote: one directory per file, hundreds per run, left in the temp dir otherwise.
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return ctx;
}
