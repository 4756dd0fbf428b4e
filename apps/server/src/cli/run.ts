import { ConfigError, loadConfig } from "../config";
import type { Database } from "../db/client";
import { DataDirLockedError } from "../db/data-dir-lock";
import { migrateDatabase } from "../db/migrate";
import { openDatabaseFromConfig } from "../db/open-from-config";
import { type CliIo, EXIT_OK, EXIT_USER_ERROR, reportFailure } from "./io";

export type CommandBody = (database: Database, io: CliIo) => Promise<void>;

/**
 * Runs one command against the configured database (DATA_DIR or DATABASE_URL, as the server does),
 * migrated first so the CLI works on a fresh data directory. Returns the exit code.
 */
export async function runOnConfiguredDatabase(body: CommandBody, io: CliIo): Promise<number> {
  let database: Database | null = null;
  try {
    const config = loadConfig();
    database = await openDatabaseFromConfig(config);
    await migrateDatabase(database);
    await body(database, io);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      io.err(error.message);
      return EXIT_USER_ERROR;
    }
    return reportFailure(error, io);
  } finally {
    await database?.close().catch(() => {});
  }
}
