import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "../scripts/server-process";

/**
 * Starts the platform once on a new data directory (migrations and the demo school, as `npm start`
 * does on a fresh clone) and stops it; each browser test file's server then starts on a copy of that
 * directory instead of migrating and seeding again, which was most of its start time.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-e2e-seeded-"));
  const server = await startServer({ requireSpas: true, dataDir });
  await server.stop();
  project.provide("e2eSeededDataDir", dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    e2eSeededDataDir: string;
  }
}
