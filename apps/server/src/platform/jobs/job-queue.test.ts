import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fastTiming, gate, recordingLogger, waitUntil } from "../../../test/jobs/job-test-kit";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { createJobQueue, type JobQueue } from "./job-queue";
import { jobRun } from "./jobs.tables";

describe("job queue", () => {
  let database: Database;
  let queue: JobQueue;
  const logger = recordingLogger();
  const progressGate = gate();
  const attemptsSeen: number[] = [];
  const scheduledRuns: Array<{ tenantId: number | null; data: unknown }> = [];

  const runOf = async (id: string) => (await database.db.select().from(jobRun).where(eq(jobRun.id, id)))[0];
  const finished = (id: string) =>
    waitUntil(
      async () => {
        const run = await runOf(id);
        return run && (run.status === "succeeded" || run.status === "failed") ? run : undefined;
      },
      { what: `job ${id} to finish` },
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = createJobQueue({ database, logger, timing: fastTiming });
    queue.define<{ name: string }>(
      "test.flaky",
      async (data, ctx) => {
        attemptsSeen.push(ctx.attempt);
        if (ctx.attempt === 1) throw new Error("一時的なエラー");
        return { greeted: data.name, tenantId: ctx.tenantId };
      },
      { retryLimit: 2, retryDelay: 0, retryBackoff: false },
    );
    queue.define(
      "test.hopeless",
      async () => {
        throw new Error("宛先が見つかりません");
      },
      { retryLimit: 1, retryDelay: 0, retryBackoff: false },
    );
    queue.define<{ total: number }>("test.progress", async (data, ctx) => {
      await ctx.reportProgress(1, data.total, `${data.total}件中1件を処理しました。`);
      await progressGate.promise;
      await ctx.reportProgress(data.total, data.total, `${data.total}件すべて処理しました。`);
      return { processed: data.total };
    });
    queue.define("test.later", async () => ({ ranAt: Date.now() }));
    queue.define<{ report: string }>("test.scheduled", async (data, ctx) => {
      scheduledRuns.push({ tenantId: ctx.tenantId, data });
    });
    await queue.start({ runWorkers: true });
  });

  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  it("retries a job that threw and records the successful attempt", async () => {
    const id = await queue.enqueue("test.flaky", { name: "山田" }, { tenantId: null });
    const run = await finished(id!);
    expect(run).toMatchObject({
      status: "succeeded",
      attempts: 2,
      errorMessage: null,
      message: "完了しました。",
      result: { greeted: "山田", tenantId: null },
    });
    expect(attemptsSeen).toEqual([1, 2]);
  });

  it("gives up after the retry limit and keeps the error", async () => {
    const id = await queue.enqueue("test.hopeless", {}, { tenantId: null });
    const run = await finished(id!);
    expect(run).toMatchObject({ status: "failed", attempts: 2, errorMessage: "宛先が見つかりません" });
    expect(run?.message).toBe("処理に失敗しました。");
    expect(run?.finishedAt).toBeInstanceOf(Date);
  });

  it("shows progress while the handler works", async () => {
    const id = (await queue.enqueue("test.progress", { total: 3 }, { tenantId: null }))!;
    expect((await runOf(id))?.status).toBe("queued");
    const midway = await waitUntil(async () => {
      const run = await runOf(id);
      return run?.progressDone === 1 ? run : undefined;
    });
    expect(midway).toMatchObject({
      status: "running",
      progressTotal: 3,
      message: "3件中1件を処理しました。",
    });
    progressGate.open();
    expect(await finished(id)).toMatchObject({
      status: "succeeded",
      progressDone: 3,
      result: { processed: 3 },
    });
    expect(await queue.getJobRun(null, id)).toMatchObject({
      id,
      queue: "test.progress",
      status: "succeeded",
    });
  });

  it("shows a run only to its own tenant", async () => {
    const [t] = await database
      .executeSql(
        "insert into tenant (tenant_cd, name, contract_type, operation_type) values ($1, $2, 'BASIC', 'DEMO') returning id",
        ["jobs", "ジョブ学園"],
      )
      .then((r) => r.rows as Array<{ id: number }>);
    const id = (await queue.enqueue("test.flaky", { name: "佐藤" }, { tenantId: t!.id }))!;
    await finished(id);
    expect(await queue.getJobRun(t!.id, id)).toMatchObject({ tenantId: t!.id, result: { tenantId: t!.id } });
    expect(await queue.getJobRun(t!.id + 1, id)).toBeNull();
    expect(await queue.getJobRun(null, id)).toBeNull();
    expect(await queue.getJobRun(t!.id, "not-a-uuid")).toBeNull();
  });

  it("queues inside the caller's transaction, so a rollback leaves no job", async () => {
    let id: string | null = null;
    await database.db
      .transaction(async (tx) => {
        id = await queue.enqueue("test.later", {}, { tenantId: null, tx });
        tx.rollback();
      })
      .catch(() => {});
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await runOf(id!)).toBeUndefined();
    const { rows } = await database.executeSql("select count(*)::int as n from pgboss.job where id = $1", [
      id,
    ]);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it("waits for startAfter before running a job", async () => {
    const id = (await queue.enqueue(
      "test.later",
      {},
      { tenantId: null, startAfter: new Date(Date.now() + 2000) },
    ))!;
    const queuedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await runOf(id))?.status).toBe("queued");
    const run = await finished(id);
    const { ranAt } = run!.result as { ranAt: number };
    expect(ranAt - queuedAt).toBeGreaterThanOrEqual(1500);
  });

  it("registers a schedule in Tokyo time and runs it", async () => {
    await queue.schedule("test.scheduled", "* * * * *", { report: "daily" });
    const { rows } = await database.executeSql(
      "select name, cron, timezone from pgboss.schedule where name = $1",
      ["test.scheduled"],
    );
    expect(rows).toEqual([{ name: "test.scheduled", cron: "* * * * *", timezone: "Asia/Tokyo" }]);
    // Every minute's cron fired less than a minute ago, so the timekeeper sends it at its next check.
    await waitUntil(() => scheduledRuns.length > 0, { what: "the scheduled run" });
    expect(scheduledRuns[0]).toEqual({ tenantId: null, data: { report: "daily" } });
    const runs = await database.db.select().from(jobRun).where(eq(jobRun.queue, "test.scheduled"));
    expect(runs[0]?.tenantId).toBeNull();
    await database.executeSql("delete from pgboss.schedule where name = $1", ["test.scheduled"]);
  });

  it("refuses jobs nobody defined", async () => {
    await expect(queue.enqueue("test.unknown", {}, { tenantId: null })).rejects.toThrow(/not defined/);
    expect(logger.lines.filter((l) => l.startsWith("error"))).toEqual([]);
  });
});
