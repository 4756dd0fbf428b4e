import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  fastTiming,
  gate,
  killableDatabase,
  recordingLogger,
  waitUntil,
} from "../../../test/jobs/job-test-kit";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { createJobQueue, type JobQueue } from "../jobs/job-queue";
import { jobRunMessages } from "../jobs/job-runs";
import { NO_AUTHORITY } from "../permissions/caller-authority";
import { createTenantWithStudentOrganization } from "../tenancy/tenancy.service";
import {
  createExportService,
  type ExportRequester,
  type ExportService,
  exportMessages,
} from "./export-service";
import type { ExportSource } from "./export-source";

/**
 * An export whose process is killed mid-file (kill -9): the status the back office polls says in
 * Japanese that the server stopped, while the retry runs and when no retry is left.
 */
const ONE_HOUR = 60 * 60;
const ROWS = 20;

/** Two batches of numbered rows; `beforeSecond` holds the attempt between them. */
const numbers = (beforeSecond: () => Promise<void>): ExportSource<{ rows: number }, { n: number }> => ({
  params: z.object({ rows: z.number().int() }),
  describe: () => ({ title: "番号一覧", columns: [{ header: "番号", value: (r) => r.n }] }),
  count: async (_db, _scope, p) => p.rows,
  async *batches(_db, _scope, p) {
    const half = Math.floor(p.rows / 2);
    yield Array.from({ length: half }, (_, i) => ({ n: i + 1 }));
    await beforeSecond();
    yield Array.from({ length: p.rows - half }, (_, i) => ({ n: half + i + 1 }));
  },
});

describe("an export whose process died", () => {
  let database: Database | undefined;
  let directory: string | undefined;
  const live: JobQueue[] = [];
  const logger = recordingLogger();

  afterEach(async () => {
    for (const queue of live.splice(0)) await queue.stop();
    await database?.close();
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });

  /** One process that dies inside the export's first attempt, and one that lives on. */
  const start = async (retryLimit: number, survivorHold: () => Promise<void>) => {
    database = await createTestDatabase();
    directory = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-export-crash-"));
    const retry = { retryLimit, retryDelay: 60, expireInSeconds: ONE_HOUR };
    const { studentOrganization: org } = await createTenantWithStudentOrganization(database.db, {
      tenantCd: "export-crash",
      name: "停止テスト学園",
      contractType: "BASIC",
      operationType: "TESTING",
    });
    // The test source needs no menu, so the requester holds none.
    const requester: ExportRequester = {
      tenantId: org.tenantId,
      organizationId: org.id,
      loginUserId: 11,
      displayUserId: "alice",
      processMode: 0,
      ip: "127.0.0.1",
      authority: NO_AUTHORITY,
    };

    const inFirstAttempt = gate();
    const killable = killableDatabase(database);
    // Never stopped: a killed process does not say goodbye.
    const doomedJobs = createJobQueue({ database: killable.database, logger, timing: fastTiming });
    const doomed = createExportService({
      database: killable.database,
      jobs: doomedJobs,
      directory,
      inlineRowLimit: 1,
      retry,
    });
    doomed.registerSource(
      "numbers",
      numbers(async () => {
        inFirstAttempt.open();
        await new Promise(() => {}); // killed here
      }),
    );
    await doomedJobs.start({ runWorkers: true });
    const outcome = await doomed.export(
      { ...requester, ip: null },
      {
        source: "numbers",
        params: { rows: ROWS },
        format: "Csv",
      },
    );
    if (outcome.kind !== "job") throw new Error("expected an export job");
    await inFirstAttempt.promise;
    killable.kill();

    const survivorJobs = createJobQueue({ database, logger, timing: fastTiming });
    const survivor: ExportService = createExportService({
      database,
      jobs: survivorJobs,
      directory,
      inlineRowLimit: 1,
      retry,
    });
    survivor.registerSource("numbers", numbers(survivorHold));
    await survivorJobs.start({ runWorkers: true });
    live.push(survivorJobs);
    return { survivor, requester, jobId: outcome.jobId };
  };

  it("says the server stopped while the export runs again, then offers the file", async () => {
    const retried = gate();
    const release = gate();
    const { survivor, requester, jobId } = await start(1, async () => {
      retried.open();
      await release.promise;
    });
    await retried.promise;
    const running = await survivor.status(requester, jobId);
    expect(running).toMatchObject({ status: "running", progressDone: ROWS / 2, progressTotal: ROWS });
    expect(running.message).toBe(`${jobRunMessages.workerDied}20件中10件を出力しました`);

    release.open();
    const done = await waitUntil(
      async () => {
        const status = await survivor.status(requester, jobId);
        return status.status === "succeeded" ? status : undefined;
      },
      { what: "the retried export" },
    );
    expect(done).toMatchObject({ message: jobRunMessages.succeeded, progressDone: ROWS });
    expect(done.fileName).toMatch(/^番号一覧_\d{8}_\d{4}\.csv$/);
  });

  it("says the export was given up when no retry is left, and refuses the file", async () => {
    const { survivor, requester, jobId } = await start(0, async () => {
      throw new Error("a given-up export must not run again");
    });
    const failed = await waitUntil(
      async () => {
        const status = await survivor.status(requester, jobId);
        return status.status === "failed" ? status : undefined;
      },
      { what: "the dead export to be reported", timeoutMs: 20_000 },
    );
    expect(failed).toMatchObject({ message: jobRunMessages.workerDiedLastAttempt, fileName: null });
    await expect(survivor.openFile(requester, jobId)).rejects.toMatchObject({
      status: 409,
      message: exportMessages.failed,
    });
  });
});
