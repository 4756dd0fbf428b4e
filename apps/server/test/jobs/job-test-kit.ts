// Helpers for tests that run real job queues on a test database; never imported by src code.

import type { JobQueueTiming } from "../../src/platform/jobs/job-queue";
import type { JobLogger } from "../../src/platform/jobs/job-runner";

/** The shortest intervals pg-boss accepts, so a test sees retries and expiries within seconds. */
export const fastTiming: JobQueueTiming = {
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
  shutdownTimeoutSeconds: 1,
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
