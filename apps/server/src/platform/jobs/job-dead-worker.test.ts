import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fastTiming,
  gate,
  killableDatabase,
  recordingLogger,
  waitUntil,
} from "../../../test/jobs/job-test-kit";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { createJobQueue, type JobQueue } from "./job-queue";
import type { JobHandler } from "./job-runner";
import { jobRunMessages, markAbandoned } from "./job-runs";
import { jobRun } from "./jobs.tables";

/**
 * A process killed mid-job (kill -9) leaves its attempt active in pg-boss until the queue's expiry
 * (15–30 minutes for imports and exports). Here the expiry is an hour, so only the heartbeat can bring
 * the job back: a live process must notice the silent attempt and retry it within seconds.
 */
const ONE_HOUR = 60 * 60;

describe("jobs of a dead worker", () => {
  let database: Database;
  const logger = recordingLogger();
  const running: JobQueue[] = [];

  const runOf = async (id: string) => (await database.db.select().from(jobRun).where(eq(jobRun.id, id)))[0];

  const startDoomed = async (name: string, handler: JobHandler<{ n: number }>, retryLimit: number) => {
    const killable = killableDatabase(database);
    // Never stopped: a killed process does not say goodbye.
    const doomed = createJobQueue({ database: killable.database, logger, timing: fastTiming });
    doomed.define(name, handler, { retryLimit, retryDelay: 60, expireInSeconds: ONE_HOUR });
    await doomed.start({ runWorkers: true });
    return { doomed, kill: killable.kill };
  };

  const startSurvivor = async (name: string, handler: JobHandler<{ n: number }>, retryLimit: number) => {
    const queue = createJobQueue({ database, logger, timing: fastTiming });
    queue.define(name, handler, { retryLimit, retryDelay: 60, expireInSeconds: ONE_HOUR });
    await queue.start({ runWorkers: true });
    running.push(queue);
    return queue;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    for (const queue of running) await queue.stop();
    await database?.close();
  });

  it("retries the job at once, says why on the run, and finishes it", async () => {
    const firstStarted = gate();
    const secondStarted = gate();
    const releaseSecond = gate();
    const attempts: number[] = [];
    const handler: JobHandler<{ n: number }> = async (_data, ctx) => {
      attempts.push(ctx.attempt);
      if (ctx.attempt === 1) {
        firstStarted.open();
        await new Promise(() => {}); // killed here
      }
      await ctx.reportProgress(1, 2, "1件を処理しました");
      secondStarted.open();
      await releaseSecond.promise;
      return { attempt: ctx.attempt };
    };
    const { doomed, kill } = await startDoomed("test.killed", handler, 2);
    const id = (await doomed.enqueue("test.killed", { n: 1 }, { tenantId: null }))!;
    await firstStarted.promise;
    expect((await runOf(id))?.heartbeatAt).toBeInstanceOf(Date);
    kill();
    const killedAt = Date.now();

    await startSurvivor("test.killed", handler, 2);
    await secondStarted.promise;
    // The retry delay (60 s) does not apply: a crash is not the job's fault.
    expect(Date.now() - killedAt).toBeLessThan(15_000);
    const retrying = await runOf(id);
    expect(retrying).toMatchObject({ status: "running", attempts: 2 });
    expect(retrying?.message).toBe(`${jobRunMessages.workerDied}1件を処理しました`);

    releaseSecond.open();
    const done = await waitUntil(
      async () => {
        const run = await runOf(id);
        return run?.status === "succeeded" ? run : undefined;
      },
      { what: "the retried job to succeed" },
    );
    expect(done).toMatchObject({ attempts: 2, result: { attempt: 2 } });
    expect(attempts).toEqual([1, 2]);
  });

  it("reports the job as failed with the reason when no retry is left", async () => {
    const started = gate();
    const handler: JobHandler<{ n: number }> = async () => {
      started.open();
      await new Promise(() => {});
    };
    const { doomed, kill } = await startDoomed("test.killed-last", handler, 0);
    const id = (await doomed.enqueue("test.killed-last", { n: 1 }, { tenantId: null }))!;
    await started.promise;
    kill();

    const survivor = await startSurvivor("test.killed-last", handler, 0);
    const run = await waitUntil(
      async () => {
        const seen = await survivor.getJobRun(null, id);
        return seen?.status === "failed" ? seen : undefined;
      },
      { what: "the dead attempt to be reported", timeoutMs: 15_000 },
    );
    expect(run).toMatchObject({ message: jobRunMessages.workerDiedLastAttempt, attempts: 1 });
    expect(run.finishedAt).toBeInstanceOf(Date);
    const { rows } = await database.executeSql("select state from pgboss.job where id = $1", [id]);
    expect(rows).toEqual([{ state: "failed" }]);
  });

  it("keeps saying the server stopped when a status read ends the run before the reaper does", async () => {
    // The reaper has claimed the dead attempt (retrying, "server stopped") and pg-boss has failed the
    // job; a person's status read sees that first and ends the run itself.
    const id = crypto.randomUUID();
    await database.db.insert(jobRun).values({
      id,
      queue: "test.raced",
      status: "retrying",
      message: jobRunMessages.workerDied,
      attempts: 1,
    });
    await markAbandoned(database.db, id, "failed", "worker w-1 died");
    expect(await runOf(id)).toMatchObject({
      status: "failed",
      message: jobRunMessages.workerDiedLastAttempt,
    });

    const timedOut = crypto.randomUUID();
    await database.db
      .insert(jobRun)
      .values({ id: timedOut, queue: "test.raced", status: "running", attempts: 1 });
    await markAbandoned(database.db, timedOut, "failed", "job expired");
    expect(await runOf(timedOut)).toMatchObject({ status: "failed", message: jobRunMessages.timedOut });
  });

  it("leaves a live worker's long job alone", async () => {
    const started = gate();
    const release = gate();
    const attempts: number[] = [];
    const handler: JobHandler<{ n: number }> = async (_data, ctx) => {
      attempts.push(ctx.attempt);
      started.open();
      await release.promise;
    };
    const worker = await startSurvivor("test.long", handler, 2);
    await startSurvivor("test.long", handler, 2);
    const id = (await worker.enqueue("test.long", { n: 1 }, { tenantId: null }))!;
    await started.promise;
    // Several heartbeats and reaper passes of both queues go by.
    await new Promise((resolve) => setTimeout(resolve, 3 * fastTiming.deadWorkerAfterSeconds * 1000));
    expect(await runOf(id)).toMatchObject({
      status: "running",
      attempts: 1,
      message: jobRunMessages.running,
    });
    release.open();
    await waitUntil(async () => (await runOf(id))?.status === "succeeded", { what: "the job to finish" });
    expect(attempts).toEqual([1]);
  });
});
