import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fastTiming, recordingLogger, waitUntil } from "../../../test/jobs/job-test-kit";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { createJobQueue, type JobQueue } from "./job-queue";
import { jobRun } from "./jobs.tables";

describe("job queue roles", () => {
  let database: Database;
  const queues: JobQueue[] = [];
  const logger = recordingLogger();

  const newQueue = (handled: string[]) => {
    const queue = createJobQueue({ database, logger, timing: fastTiming });
    queue.define<{ report: string }>("test.report", async (data) => {
      handled.push(data.report);
    });
    queue.define("test.digest", async () => {}, { policy: "short" });
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await database?.close();
  });

  it("lets a web process enqueue without consuming, and a worker process run the job", async () => {
    const webHandled: string[] = [];
    const web = newQueue(webHandled);
    await web.start({ runWorkers: false });
    const id = (await web.enqueue("test.report", { report: "出欠集計" }, { tenantId: null }))!;

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(webHandled).toEqual([]);
    const waiting = await database.db.select().from(jobRun).where(eq(jobRun.id, id));
    expect(waiting[0]?.status).toBe("queued");

    const workerHandled: string[] = [];
    await newQueue(workerHandled).start({ runWorkers: true });
    await waitUntil(() => workerHandled.length === 1, { what: "the worker to run the job" });
    expect(workerHandled).toEqual(["出欠集計"]);
    expect(webHandled).toEqual([]);
    expect(await web.getJobRun(null, id)).toMatchObject({ status: "succeeded" });
  });

  it("collapses a second waiting job with the same singleton key on a short-policy queue", async () => {
    const web = newQueue([]);
    await web.start({ runWorkers: false });
    const first = await web.enqueue("test.digest", {}, { tenantId: null, singletonKey: "tenant-1" });
    const second = await web.enqueue("test.digest", {}, { tenantId: null, singletonKey: "tenant-1" });
    const other = await web.enqueue("test.digest", {}, { tenantId: null, singletonKey: "tenant-2" });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    expect(other).toBeTruthy();
    const runs = await database.db.select().from(jobRun).where(eq(jobRun.queue, "test.digest"));
    expect(runs).toHaveLength(2);
  });

  it("refuses to enqueue before start and to define after it", async () => {
    const queue = createJobQueue({ database, logger, timing: fastTiming });
    queue.define("test.late", async () => {});
    await expect(queue.enqueue("test.late", {}, { tenantId: null })).rejects.toThrow(/start\(\) first/);
    await queue.start({ runWorkers: false });
    queues.push(queue);
    expect(() => queue.define("test.later", async () => {})).toThrow(/before the job queue starts/);
  });
});
