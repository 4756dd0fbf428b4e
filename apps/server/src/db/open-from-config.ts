import path from "node:path";
import type { Config } from "../config";
import { type Database, openDatabase } from "./client";
import { lockDataDir } from "./data-dir-lock";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database under DATA_DIR. */
export async function openDatabaseFromConfig(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    return openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE });
  }
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(config.dataDir, "pglite") });
    const close = database.close;
    database.close = async () => {
      await close();
      release();
    };
    return database;
  } catch (error) {
    release();
    throw error;
  }
}
