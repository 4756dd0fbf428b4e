import fs from "node:fs";
import path from "node:path";
import type { Database } from "../../db/client";
import type { AuthorizedCaller } from "../access/require-menu";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import { ConflictError, NotFoundError, ValidationError } from "../errors/app-error";
import type { DefineOptions, JobQueue } from "../jobs/job-queue";
import {
  EXPORT_CLEANUP_JOB,
  EXPORT_JOB,
  type ExportJobData,
  ExportResult,
  exportFilePath,
  exportJobHandler,
  removeExpiredExports,
} from "./export-job";
import {
  type AnyExportSource,
  BufferSink,
  type ExportScope,
  type ExportSource,
  renderExport,
} from "./export-source";
import type { CsvEncoding, ExportFormat } from "./table-writer";

/** The person asking; a RequestContext carries all of it. */
export type ExportRequester = ExportScope & AuthorizedCaller & Pick<AuditActor, "ip">;

export interface ExportRequest {
  /** The name a module registered its source under. */
  source: string;
  params: unknown;
  format: ExportFormat;
  csvEncoding?: CsvEncoding;
  /** The HTTP request, for the audit row. */
  request?: { id?: string | null; userAgent?: string | null } | null;
}

export type ExportOutcome =
  | { kind: "file"; fileName: string; contentType: string; body: Buffer; rowCount: number }
  | { kind: "job"; jobId: string; rowCount: number };

export interface ExportStatus {
  jobId: string;
  status: "queued" | "running" | "retrying" | "succeeded" | "failed";
  progressDone: number;
  progressTotal: number | null;
  /** Japanese, for the person waiting. */
  message: string | null;
  fileName: string | null;
  expiresAt: string | null;
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  size: number;
  stream: fs.ReadStream;
}

export interface ExportService {
  readonly directory: string;
  /** Call before the job queue starts, in every process that runs jobs. */
  registerSource<P, R>(name: string, source: ExportSource<P, R>): void;
  /** Up to inlineRowLimit rows: the file itself. More: a job to follow with status() and openFile(). */
  export(requester: ExportRequester, request: ExportRequest): Promise<ExportOutcome>;
  status(requester: ExportScope, jobId: string): Promise<ExportStatus>;
  openFile(requester: ExportScope, jobId: string): Promise<ExportFile>;
  removeExpired(now?: Date): Promise<number>;
  /** Hourly removal of expired files; call after the job queue has started. */
  scheduleCleanup(): Promise<void>;
}

export const exportMessages = {
  notFound: "指定されたダウンロードファイルが見つかりません。",
  expired: "ダウンロード期限（7日間）を過ぎたため、ファイルは削除されました。もう一度出力してください。",
  notReady: "ファイルを作成しています。完了してからダウンロードしてください。",
  failed: "ファイルの作成に失敗しました。もう一度出力してください。",
  tooManyForExcel:
    "Excel形式で出力できるのは1,048,575件までです。条件を絞り込むか、CSV形式を選択してください。",
} as const;

/** An Excel sheet holds 1,048,576 rows, one of them the header. */
export const EXCEL_MAX_DATA_ROWS = 1_048_575;

/** Big enough for most screens' downloads to come back at once, small enough to build within a request. */
export const DEFAULT_INLINE_ROW_LIMIT = 2000;

export function createExportService(deps: {
  database: Pick<Database, "db">;
  jobs: JobQueue;
  /** DATA_DIR/exports in production (see exportDirectory). */
  directory: string;
  inlineRowLimit?: number;
  retry?: DefineOptions;
}): ExportService {
  const { db } = deps.database;
  const { jobs, directory } = deps;
  const inlineRowLimit = deps.inlineRowLimit ?? DEFAULT_INLINE_ROW_LIMIT;
  const sources = new Map<string, AnyExportSource>();

  jobs.define<ExportJobData>(EXPORT_JOB, exportJobHandler({ db, directory, sources }), {
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: 30 * 60,
    ...deps.retry,
  });
  jobs.define(EXPORT_CLEANUP_JOB, async () => ({ removed: await removeExpiredExports(directory) }), {
    retryLimit: 1,
    policy: "singleton",
  });

  const sourceOf = (name: string): AnyExportSource => {
    const source = sources.get(name);
    if (!source) throw new Error(`export source "${name}" is not registered`);
    return source;
  };

  const findResult = async (requester: ExportScope, jobId: string) => {
    const run = await jobs.getJobRun(requester.tenantId, jobId);
    if (!run || run.queue !== EXPORT_JOB) throw new NotFoundError(exportMessages.notFound);
    const result = run.status === "succeeded" ? ExportResult.safeParse(run.result).data : undefined;
    // Someone else's finished file is as unknown to this user as another tenant's.
    if (result && result.requestedBy !== requester.loginUserId)
      throw new NotFoundError(exportMessages.notFound);
    return { run, result };
  };

  return {
    directory,

    registerSource(name, source) {
      if (sources.has(name)) throw new Error(`export source "${name}" is registered twice`);
      sources.set(name, source);
    },

    async export(requester, request) {
      const source = sourceOf(request.source);
      const parsed = source.params.safeParse(request.params);
      if (!parsed.success) {
        const details = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
        throw new ValidationError(details[0]?.message, details);
      }
      const params = parsed.data;
      const scope: ExportScope = {
        tenantId: requester.tenantId,
        organizationId: requester.organizationId,
        loginUserId: requester.loginUserId,
        displayUserId: requester.displayUserId,
        processMode: requester.processMode,
      };
      // The job keeps only plain values; it loads the requester's authority again when it runs.
      const authorized = { ...scope, authority: requester.authority };
      const csvEncoding = request.csvEncoding ?? "shift_jis";
      const rowCount = await source.count(db, authorized, params);
      if (request.format === "Excel" && rowCount > EXCEL_MAX_DATA_ROWS)
        throw new ValidationError(exportMessages.tooManyForExcel);
      const what = `${source.describe(params).title}（${request.format === "Excel" ? "Excel" : "CSV"}形式、${rowCount.toLocaleString("ja-JP")}件）`;
      const auditEntry = (summary: string) => ({
        action: `export ${request.source}`,
        summary,
        targetType: "export",
        after: { params, format: request.format, csvEncoding, rowCount },
        request: request.request,
      });

      if (rowCount <= inlineRowLimit) {
        const sink = new BufferSink();
        const rendered = await renderExport(db, source, authorized, params, sink, {
          format: request.format,
          csvEncoding,
        });
        // Downloads of personal data belong in the trail even though nothing changed.
        await recordAudit(db, requester, auditEntry(`${what}をダウンロードしました`));
        return { kind: "file", ...rendered, body: sink.toBuffer() };
      }

      const data: ExportJobData = {
        source: request.source,
        params,
        format: request.format,
        csvEncoding,
        scope,
      };
      const jobId = await db.transaction(async (tx) => {
        const id = await jobs.enqueue<ExportJobData>(EXPORT_JOB, data, { tenantId: scope.tenantId, tx });
        if (!id) throw new Error("export job was not queued");
        await recordAudit(tx, requester, { ...auditEntry(`${what}の出力を受け付けました`), targetId: id });
        return id;
      });
      jobs.wake(EXPORT_JOB);
      return { kind: "job", jobId, rowCount };
    },

    async status(requester, jobId) {
      const { run, result } = await findResult(requester, jobId);
      return {
        jobId: run.id,
        status: run.status,
        progressDone: run.progressDone,
        progressTotal: run.progressTotal,
        message: run.message,
        fileName: result?.fileName ?? null,
        expiresAt: result?.expiresAt ?? null,
      };
    },

    async openFile(requester, jobId) {
      const { run, result } = await findResult(requester, jobId);
      if (run.status === "failed") throw new ConflictError(exportMessages.failed);
      if (!result) throw new ConflictError(exportMessages.notReady);
      if (Date.parse(result.expiresAt) <= Date.now()) throw new NotFoundError(exportMessages.expired);
      const file = exportFilePath(directory, requester.tenantId, run.id, result.extension);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) throw new NotFoundError(exportMessages.expired);
      return {
        fileName: result.fileName,
        contentType: result.contentType,
        size: stat.size,
        stream: fs.createReadStream(file),
      };
    },

    removeExpired: (now) => removeExpiredExports(directory, now),

    async scheduleCleanup() {
      await jobs.schedule(EXPORT_CLEANUP_JOB, "15 * * * *", {});
    },
  };
}

/** Where export files live: DATA_DIR/exports (shared storage when web and worker run on different hosts). */
export function exportDirectory(config: { dataDir: string }): string {
  return path.join(config.dataDir, "exports");
}
