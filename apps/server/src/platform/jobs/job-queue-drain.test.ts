import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fastTiming, recordingLogger, waitUntil } from "../../../test/jobs/job-test-kit";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { createJobQueue, type JobQueue } from "./job-queue";

// A burst queued at once (completion mails after many answers) must drain at the handlers' pace, not
// one job per polling interval: pg-boss sleeps the interval after every fetch unless notified.
describe("job queue drain", () => {
  let database: Database;
  let queue: JobQueue;
  const done: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = createJobQueue({
      database,
      logger: recordingLogger(),
      timing: { ...fastTiming, pollingIntervalSeconds: 30 },
    });
    queue.define<{ n: number }>("test.burst", async (data) => {
      done.push(data.n);
    });
    await queue.start({ runWorkers: true });
  });

  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  it("runs a queued burst back to back after one wake", async () => {
    const jobs = Array.from({ length: 6 }, (_, n) => ({ data: { n }, tenantId: null }));
    await database.db.transaction((tx) => queue.enqueueMany("test.burst", jobs, { tx }));
    queue.wake("test.burst");
    // With a 30 s polling interval, one job per interval would leave five waiting for minutes.
    await waitUntil(() => done.length === 6, { timeoutMs: 10_000, what: "the whole burst to run" });
    expect([...done].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
