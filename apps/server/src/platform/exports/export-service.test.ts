import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { fastTiming, recordingLogger, waitUntil } from "../../../test/jobs/job-test-kit";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { auditLog } from "../audit/audit.tables";
import { AppError } from "../errors/app-error";
import { createJobQueue, type JobQueue } from "../jobs/job-queue";
import { NO_AUTHORITY } from "../permissions/caller-authority";
import { createTenantWithStudentOrganization } from "../tenancy/tenancy.service";
import { EXPORT_KEEP_MS, exportFilePath } from "./export-job";
import {
  createExportService,
  type ExportRequester,
  type ExportService,
  exportMessages,
} from "./export-service";
import type { ExportSource } from "./export-source";

interface NumberRow {
  n: number;
  label: string;
}

/** Rows made up from the parameters: the platform part is tested without any module's tables. */
const numbers: ExportSource<{ rows: number }, NumberRow> = {
  params: z.object({ rows: z.number().int().min(0, "行数は0以上です") }),
  describe: () => ({
    title: "番号一覧",
    columns: [
      { header: "番号", value: (r) => r.n },
      { header: "名前", value: (r) => r.label },
    ],
  }),
  count: async (_db, _scope, p) => p.rows,
  async *batches(_db, _scope, p) {
    for (let start = 0; start < p.rows; start += 100) {
      yield Array.from({ length: Math.min(100, p.rows - start) }, (_, i) => ({
        n: start + i + 1,
        label: start + i === 0 ? "=cmd|' /C calc'!A0" : `行${start + i + 1}`,
      }));
    }
  },
};

describe("export service", () => {
  let database: Database;
  let jobs: JobQueue;
  let exports: ExportService;
  let directory: string;
  // The platform's own test source needs no menu, so these requesters hold none.
  let alice: ExportRequester;
  let bob: ExportRequester;
  let mallory: ExportRequester;

  beforeAll(async () => {
    database = await createTestDatabase();
    directory = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-export-test-"));
    jobs = createJobQueue({ database, logger: recordingLogger(), timing: fastTiming });
    exports = createExportService({
      database,
      jobs,
      directory,
      inlineRowLimit: 50,
      retry: { retryLimit: 0 },
    });
    exports.registerSource("numbers", numbers);
    await jobs.start({ runWorkers: true });
    const school = async (tenantCd: string) =>
      (
        await createTenantWithStudentOrganization(database.db, {
          tenantCd,
          name: `${tenantCd} 学園`,
          contractType: "BASIC",
          operationType: "TESTING",
        })
      ).studentOrganization;
    const a = await school("export-a");
    const b = await school("export-b");
    const requester = { ip: "127.0.0.1", processMode: 0, authority: NO_AUTHORITY };
    alice = {
      ...requester,
      tenantId: a.tenantId,
      organizationId: a.id,
      loginUserId: 11,
      displayUserId: "alice",
    };
    bob = { ...alice, loginUserId: 12, displayUserId: "bob" };
    mallory = {
      ...requester,
      tenantId: b.tenantId,
      organizationId: b.id,
      loginUserId: 11,
      displayUserId: "mallory",
    };
  });
  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  const waitDone = (jobId: string) =>
    waitUntil(
      async () => {
        const s = await exports.status(alice, jobId);
        return s.status === "succeeded" || s.status === "failed" ? s : undefined;
      },
      { what: "the export job" },
    );

  it("answers a small export at once and records the download in the audit trail", async () => {
    const outcome = await exports.export(alice, { source: "numbers", params: { rows: 3 }, format: "Csv" });
    expect(outcome.kind).toBe("file");
    if (outcome.kind !== "file") return;
    expect(outcome.fileName).toMatch(/^番号一覧_\d{8}_\d{4}\.csv$/);
    expect(outcome.contentType).toBe("text/csv; charset=Shift_JIS");
    expect(iconv.decode(outcome.body, "cp932").split("\r\n")).toEqual([
      '"番号","名前"',
      `"1","'=cmd|' /C calc'!A0"`,
      '"2","行2"',
      '"3","行3"',
      "",
    ]);
    const rows = await database.db.select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId: alice.tenantId,
      loginUserId: 11,
      actorDisplayId: "alice",
      action: "export numbers",
      targetType: "export",
      summary: "番号一覧（CSV形式、3件）をダウンロードしました",
    });
  });

  it("runs a large export as a job whose file only its requester in its tenant can open", async () => {
    const outcome = await exports.export(alice, {
      source: "numbers",
      params: { rows: 250 },
      format: "Excel",
    });
    expect(outcome).toMatchObject({ kind: "job", rowCount: 250 });
    if (outcome.kind !== "job") return;
    const done = await waitDone(outcome.jobId);
    expect(done).toMatchObject({ status: "succeeded", progressDone: 250, progressTotal: 250 });
    expect(done.fileName).toMatch(/^番号一覧_\d{8}_\d{4}\.xlsx$/);
    expect(Date.parse(done.expiresAt!) - Date.now()).toBeGreaterThan(EXPORT_KEEP_MS - 60_000);

    const file = await exports.openFile(alice, outcome.jobId);
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    const book = new ExcelJS.Workbook();
    // exceljs types its input as its own ArrayBuffer-based Buffer; a Node Buffer is what it reads at run time.
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, "番号", "名前"]);
    expect(sheet.rowCount).toBe(251);
    expect(sheet.getRow(2).getCell(2).value).toBe("'=cmd|' /C calc'!A0");

    for (const stranger of [mallory, bob]) {
      await expect(exports.openFile(stranger, outcome.jobId)).rejects.toMatchObject({ status: 404 });
    }
    await expect(exports.status(mallory, outcome.jobId)).rejects.toMatchObject({ status: 404 });
  });

  it("refuses ids that are not its own export jobs, and parameters its source rejects", async () => {
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", "../../etc/passwd"]) {
      await expect(exports.openFile(alice, id)).rejects.toMatchObject({ status: 404 });
    }
    const other = await jobs.enqueue("exports.cleanup", {}, { tenantId: alice.tenantId });
    await expect(exports.status(alice, other!)).rejects.toMatchObject({
      message: exportMessages.notFound,
    });
    const bad = exports.export(alice, { source: "numbers", params: { rows: -1 }, format: "Csv" });
    await expect(bad).rejects.toMatchObject({ code: "VALIDATION_ERROR", message: "行数は0以上です" });
  });

  it("refuses more rows than an Excel sheet holds, pointing to CSV", async () => {
    const big = exports.export(alice, { source: "numbers", params: { rows: 2_000_000 }, format: "Excel" });
    await expect(big).rejects.toBeInstanceOf(AppError);
    await expect(big).rejects.toMatchObject({ status: 400, message: exportMessages.tooManyForExcel });
  });

  it("removes files past the download limit and then answers that the file has expired", async () => {
    const outcome = await exports.export(alice, { source: "numbers", params: { rows: 60 }, format: "Csv" });
    if (outcome.kind !== "job") throw new Error("expected a job");
    await waitDone(outcome.jobId);
    const file = exportFilePath(directory, alice.tenantId, outcome.jobId, "csv");
    expect(fs.existsSync(file)).toBe(true);

    expect(await exports.removeExpired(new Date(Date.now() + EXPORT_KEEP_MS - 60_000))).toBe(0);
    expect(
      await exports.removeExpired(new Date(Date.now() + EXPORT_KEEP_MS + 60_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(file)).toBe(false);
    await expect(exports.openFile(alice, outcome.jobId)).rejects.toMatchObject({
      status: 404,
      message: exportMessages.expired,
    });
  });
});
