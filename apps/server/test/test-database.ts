import crypto from "node:crypto";
import fs from "node:fs";
import { inject } from "vitest";
import { type Database, openDatabase } from "../src/db/client";
import { databaseUrl, withAdminClient } from "./postgres-admin";

/** A migrated, empty database of this test file's own: a PGlite copy or a fresh PostgreSQL database. */
export async function createTestDatabase(): Promise<Database> {
  const source = inject("testDatabase");
  if (source.kind === "pglite") {
    const dump = new Blob([fs.readFileSync(source.dumpFile)]);
    return openDatabase({ kind: "pglite", loadDataDir: dump });
  }
  const name = `gakumu_t_${crypto.randomBytes(6).toString("hex")}`;
  await withAdminClient(source.url, (c) => c.query(`create database ${name} template ${source.template}`));
  const database = await openDatabase({ kind: "postgres", url: databaseUrl(source.url, name), poolSize: 4 });
  const close = database.close;
  database.close = async () => {
    await close();
    await withAdminClient(source.url, (c) => c.query(`drop database if exists ${name} with (force)`));
  };
  return database;
}
