import path from "node:path";
import type { Config } from "../config";
import { type Database, openDatabase } from "./client";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database under DATA_DIR. */
export function openDatabaseFromConfig(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    return openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE });
  }
  return openDatabase({ kind: "pglite", dataDir: path.join(config.dataDir, "pglite") });
}
