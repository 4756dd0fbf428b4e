// Helpers for tests that run real job queues on a test database; never imported by src code.

import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database, Db } from "../../src/db/client";
import type { JobQueueTiming } from "../../src/platform/jobs/job-queue";
import type { JobLogger } from "../../src/platform/jobs/job-runner";

/** The shortest intervals pg-boss accepts, so a test sees retries and expiries within seconds. */
export const fastTiming: JobQueueTiming = {
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
  shutdownTimeoutSeconds: 1,
  heartbeatSeconds: 0.2,
  deadWorkerAfterSeconds: 1,
  reapIntervalSeconds: 0.3,
};

/** Keeps what the queue logs, so a test can show it when something is off. */
export function recordingLogger(): JobLogger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (level: string) => (obj: object, msg: string) => {
    lines.push(`${level} ${msg} ${JSON.stringify(obj, (_k, v) => (v instanceof Error ? v.message : v))}`);
  };
  return { lines, info: keep("info"), warn: keep("warn"), error: keep("error") };
}

/** Polls until `check` returns a value that is not undefined/false, or fails after `timeoutMs`. */
export async function waitUntil<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 15_000, intervalMs = 100, what = "condition" } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A promise and the function that settles it, for holding a handler at a point. */
export function gate<T = void>(): { promise: Promise<T>; open: (value: T) => void } {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/**
 * A view of `database` that can be killed like a process under kill -9: after kill(), every statement
 * of this view — pg-boss's and Drizzle's alike — hangs for ever, while other views of the same database
 * go on. For one test process to play a crashed worker and a live one on one database.
 */
export function killableDatabase(database: Database): { database: Database; kill: () => void } {
  let dead = false;
  const hang = () => new Promise<never>(() => {});
  const silenced = <T extends object>(client: T, methods: readonly string[]): T =>
    new Proxy(client, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== "function") return value;
        if (methods.includes(String(property)))
          return (...args: unknown[]) => (dead ? hang() : value.apply(target, args));
        return value.bind(target);
      },
    });
  const db =
    database.kind === "pglite"
      ? (drizzlePglite(silenced(database.pglite!, ["query", "exec", "transaction"])) as unknown as Db)
      : (drizzlePg(silenced(database.pool!, ["query", "connect"])) as unknown as Db);
  const view: Database = {
    ...database,
    db,
    executeSql: (text, values) => (dead ? hang() : database.executeSql(text, values)),
  };
  return { database: view, kill: () => (dead = true) };
}
