import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fastTiming, gate, recordingLogger, waitUntil } from "../../../test/jobs/job-test-kit";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { createJobQueue, type JobQueue } from "./job-queue";
import type { JobHandler } from "./job-runner";
import { jobEffect, jobRun } from "./jobs.tables";

/**
 * A process dying mid-job, simulated in one test process: the first queue's connection to the
 * database goes silent (every statement hangs, like a killed process's), and a second queue on the
 * same database must notice the expired attempt and finish the job.
 */
function crashableDatabase(database: Database) {
  let dead = false;
  const view: Database = {
    ...database,
    executeSql: (text, values) => (dead ? new Promise(() => {}) : database.executeSql(text, values)),
  };
  return { database: view, crash: () => (dead = true) };
}

describe("jobs survive a crash", () => {
  let database: Database;
  const logger = recordingLogger();
  const running: JobQueue[] = [];

  const runOf = async (id: string) => (await database.db.select().from(jobRun).where(eq(jobRun.id, id)))[0];
  const succeeded = (id: string) =>
    waitUntil(
      async () => {
        const run = await runOf(id);
        return run?.status === "succeeded" ? run : undefined;
      },
      { what: `job ${id} to succeed`, timeoutMs: 20_000 },
    );
  const startQueue = async (db: Database, name: string, handler: JobHandler<{ n: number }>) => {
    const queue = createJobQueue({ database: db, logger, timing: fastTiming });
    queue.define(name, handler, { retryLimit: 2, retryDelay: 0, retryBackoff: false, expireInSeconds: 2 });
    await queue.start({ runWorkers: true });
    running.push(queue);
    return queue;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.executeSql("create table test_charge (job_id uuid, amount int)");
  });

  afterAll(async () => {
    for (const queue of running) await queue.stop();
    await database?.close();
  });

  it("runs a job again after its process died and does not repeat its once() effects", async () => {
    const crashable = crashableDatabase(database);
    const reachedCrashPoint = gate();
    let effectRuns = 0;
    const handlerRuns: number[] = [];
    const handler: JobHandler<{ n: number }> = async (data, ctx) => {
      handlerRuns.push(ctx.attempt);
      const receipt = await ctx.once("charge", async (tx) => {
        effectRuns++;
        await tx.execute(sql`insert into test_charge values (${ctx.jobId}, ${data.n})`);
        return `receipt-${data.n}`;
      });
      if (ctx.attempt === 1) {
        reachedCrashPoint.open();
        await new Promise(() => {}); // the process dies here, after the charge
      }
      return { receipt };
    };

    // The crashed queue is never stopped: a dead process does not say goodbye.
    const doomed = createJobQueue({ database: crashable.database, logger, timing: fastTiming });
    doomed.define("test.charge", handler, {
      retryLimit: 2,
      retryDelay: 0,
      retryBackoff: false,
      expireInSeconds: 2,
    });
    await doomed.start({ runWorkers: true });
    const id = (await doomed.enqueue("test.charge", { n: 500 }, { tenantId: null }))!;
    await reachedCrashPoint.promise;
    crashable.crash();

    await startQueue(database, "test.charge", handler);
    const run = await succeeded(id);
    expect(run).toMatchObject({ attempts: 2, result: { receipt: "receipt-500" } });
    expect(handlerRuns).toEqual([1, 2]);
    expect(effectRuns).toBe(1);
    const { rows } = await database.executeSql("select amount from test_charge where job_id = $1", [id]);
    expect(rows).toEqual([{ amount: 500 }]);
    const effects = await database.db.select().from(jobEffect).where(eq(jobEffect.jobId, id));
    expect(effects.map((e) => e.effectKey)).toEqual(["charge"]);
  });

  it("does not run a job again when it had finished just before the crash", async () => {
    const crashable = crashableDatabase(database);
    const handlerRuns: number[] = [];
    const handler: JobHandler<{ n: number }> = async (_data, ctx) => {
      handlerRuns.push(ctx.attempt);
      // Dies after the work and its record, before pg-boss hears the job is complete.
      if (ctx.attempt === 1) crashable.crash();
      return { done: true };
    };
    const doomed = createJobQueue({ database: crashable.database, logger, timing: fastTiming });
    doomed.define("test.finished", handler, {
      retryLimit: 2,
      retryDelay: 0,
      retryBackoff: false,
      expireInSeconds: 2,
    });
    await doomed.start({ runWorkers: true });
    const id = (await doomed.enqueue("test.finished", { n: 1 }, { tenantId: null }))!;
    await waitUntil(() => handlerRuns.length === 1);

    const survivor = await startQueue(database, "test.finished", handler);
    await waitUntil(
      async () => {
        const { rows } = await database.executeSql("select state from pgboss.job where id = $1", [id]);
        return (rows[0] as { state: string } | undefined)?.state === "completed";
      },
      { what: "pg-boss to complete the job", timeoutMs: 20_000 },
    );
    expect(handlerRuns).toEqual([1]);
    expect(await survivor.getJobRun(null, id)).toMatchObject({ status: "succeeded", attempts: 1 });
  });

  it("hands a job back when its queue stops mid-job, and another process finishes it", async () => {
    const started = gate();
    const handlerRuns: number[] = [];
    const handler: JobHandler<{ n: number }> = async (_data, ctx) => {
      handlerRuns.push(ctx.attempt);
      if (ctx.attempt === 1) {
        started.open();
        // A long import honours the stop signal between rows.
        await new Promise((_resolve, reject) =>
          ctx.signal.addEventListener("abort", () => reject(new Error("停止のため中断しました"))),
        );
      }
      return { attempt: ctx.attempt };
    };
    const first = createJobQueue({ database, logger, timing: fastTiming });
    first.define("test.import", handler, { retryLimit: 2, retryDelay: 0, retryBackoff: false });
    await first.start({ runWorkers: true });
    const id = (await first.enqueue("test.import", { n: 1 }, { tenantId: null }))!;
    await started.promise;
    await first.stop();
    expect((await runOf(id))?.status).toBe("retrying");

    await startQueue(database, "test.import", handler);
    expect(await succeeded(id)).toMatchObject({ attempts: 2, result: { attempt: 2 }, errorMessage: null });
    expect(handlerRuns).toEqual([1, 2]);
  });

  it("reports a job as failed when its process died on the last attempt", async () => {
    const crashable = crashableDatabase(database);
    const handler: JobHandler<{ n: number }> = async () => {
      crashable.crash();
      await new Promise(() => {});
    };
    const doomed = createJobQueue({ database: crashable.database, logger, timing: fastTiming });
    doomed.define("test.last", handler, { retryLimit: 0, expireInSeconds: 1 });
    await doomed.start({ runWorkers: true });
    const id = (await doomed.enqueue("test.last", { n: 1 }, { tenantId: null }))!;
    await waitUntil(async () => (await runOf(id))?.status === "running");

    // Only expiry runs here: the survivor never picks the job up, as no retry is left.
    const survivor = await startQueue(database, "test.last", handler);
    const run = await waitUntil(
      async () => {
        const seen = await survivor.getJobRun(null, id);
        return seen?.status === "failed" ? seen : undefined;
      },
      { what: "the lost attempt to be reported", timeoutMs: 20_000 },
    );
    expect(run).toMatchObject({ message: "処理が時間内に終わらなかったため中止しました。", attempts: 1 });
    expect(run.errorMessage).toMatch(/timeout/);
  });
});
