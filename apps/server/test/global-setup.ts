import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../src/config";
import type { Database } from "../src/db/client";
import { openDatabase } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { defineModuleJobs } from "../src/modules/register-modules";
import { createSecretBox } from "../src/platform/auth/secret-box";
import { createPlatformServices } from "../src/platform/services";
import { recordingLogger } from "./jobs/job-test-kit";
import { databaseUrl, postgresTemplateName, withAdminClient } from "./postgres-admin";

/**
 * Migrates once per run; every test file then starts from a copy of that database
 * (a PGlite data-dir dump, or a PostgreSQL template database), so no file sees another's rows.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = postgresTemplateName();
    await withAdminClient(url, async (client) => {
      await client.query(`drop database if exists ${template} with (force)`);
      await client.query(`create database ${template}`);
    });
    const database = await openDatabase({ kind: "postgres", url: databaseUrl(url, template) });
    await prepareTemplate(database);
    await database.close();
    project.provide("testDatabase", { kind: "postgres", url, template });
    return async () => {
      await withAdminClient(url, (client) =>
        client.query(`drop database if exists ${template} with (force)`),
      );
    };
  }
  const database = await openDatabase({ kind: "pglite" });
  await prepareTemplate(database);
  // Uncompressed (38 MB on disk): every API file loads it, and unpacking gzip took half of that load
  // (1.0–1.4 s against 0.55–0.75 s a file).
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-test-")), "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("testDatabase", { kind: "pglite", dumpFile: file });
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: { kind: "pglite"; dumpFile: string } | { kind: "postgres"; url: string; template: string };
  }
}

/**
 * Migrations, the job queue's own schema and every queue the platform and its modules define (each a
 * table of its own with indexes in pg-boss), so no test file pays for creating any of them: the app's
 * start then finds its queues there, as a restarted production process does.
 */
async function prepareTemplate(database: Database): Promise<void> {
  await migrateDatabase(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-test-template-"));
  const services = createPlatformServices({
    config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir }),
    database,
    logger: recordingLogger(),
    secretBox: createSecretBox(Buffer.alloc(32, 7)),
  });
  defineModuleJobs(services);
  await services.jobs.start({ runWorkers: false });
  await services.jobs.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
