import fs from "node:fs";
import path from "node:path";
import { REPORT_DOWNLOAD_LIMIT_DAYS } from "@gakumu/domain";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { JobHandler } from "../jobs/job-runner";
import { withCurrentAuthority } from "../permissions/caller-authority";
import { type AnyExportSource, type ExportScope, renderExport } from "./export-source";
import { type CsvEncoding, type ExportFormat, fileExtension } from "./table-writer";

export const EXPORT_JOB = "exports.render";
export const EXPORT_CLEANUP_JOB = "exports.cleanup";
/** Spec §9: a report file can be downloaded for 7 days. */
export const EXPORT_KEEP_MS = REPORT_DOWNLOAD_LIMIT_DAYS * 24 * 60 * 60 * 1000;

export interface ExportJobData {
  source: string;
  params: unknown;
  format: ExportFormat;
  csvEncoding: CsvEncoding;
  scope: ExportScope;
}

/** What a finished export job keeps in job_run.result, read back by the download route. */
export const ExportResult = z.object({
  fileName: z.string(),
  contentType: z.string(),
  extension: z.enum(["xlsx", "csv"]),
  rowCount: z.number().int(),
  /** ISO time after which the file is gone. */
  expiresAt: z.string(),
  /** The login user who asked for it; only they may download it. */
  requestedBy: z.number().int(),
});
export type ExportResult = z.infer<typeof ExportResult>;

/** DATA_DIR/exports/<tenant id>/<job id>.<ext>: a job id is a UUID the server made, never user text. */
export function exportFilePath(
  directory: string,
  tenantId: number,
  jobId: string,
  extension: string,
): string {
  return path.join(directory, String(tenantId), `${jobId}.${extension}`);
}

const progressText = (done: number, total: number) =>
  `${total.toLocaleString("ja-JP")}件中${done.toLocaleString("ja-JP")}件を出力しました`;

export function exportJobHandler(deps: {
  db: Db;
  directory: string;
  sources: ReadonlyMap<string, AnyExportSource>;
}): JobHandler<ExportJobData> {
  return async (data, job) => {
    const source = deps.sources.get(data.source);
    // A source missing here is a wiring mistake in this process; failing lets the retry find it.
    if (!source) throw new Error(`export source "${data.source}" is not registered in this process`);
    const params = source.params.parse(data.params);
    // The requester's authority as it is now: a menu taken away while the job waited stops it here.
    const scope = await withCurrentAuthority(deps.db, {
      ...data.scope,
      processMode: data.scope.processMode ?? 0,
    });
    const total = await source.count(deps.db, scope, params);
    await job.reportProgress(0, total, progressText(0, total));

    const target = exportFilePath(deps.directory, data.scope.tenantId, job.jobId, fileExtension(data.format));
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Written under a temporary name and renamed when complete, so a download never sees half a file.
    const partial = `${target}.part`;
    const out = fs.createWriteStream(partial);
    try {
      const rendered = await renderExport(deps.db, source, scope, params, out, {
        format: data.format,
        csvEncoding: data.csvEncoding,
        signal: job.signal,
        // Rows added while the job runs can push the count past the first total.
        onProgress: (done) => {
          const all = Math.max(total, done);
          return job.reportProgress(done, all, progressText(done, all));
        },
      });
      await fs.promises.rename(partial, target);
      const result: ExportResult = {
        fileName: rendered.fileName,
        contentType: rendered.contentType,
        extension: rendered.extension,
        rowCount: rendered.rowCount,
        expiresAt: new Date(Date.now() + EXPORT_KEEP_MS).toISOString(),
        requestedBy: data.scope.loginUserId,
      };
      return result;
    } catch (err) {
      out.destroy();
      await fs.promises.rm(partial, { force: true });
      throw err;
    }
  };
}

/**
 * Deletes export files older than the download limit (and partial files of crashed attempts older
 * than a day). Run by a schedule; safe to run anywhere and any number of times.
 */
export async function removeExpiredExports(directory: string, now: Date = new Date()): Promise<number> {
  let removed = 0;
  const tenants = await fs.promises.readdir(directory, { withFileTypes: true }).catch(() => []);
  for (const tenantDir of tenants) {
    if (!tenantDir.isDirectory()) continue;
    const dir = path.join(directory, tenantDir.name);
    for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      const keep = name.endsWith(".part") ? 24 * 60 * 60 * 1000 : EXPORT_KEEP_MS;
      if (now.getTime() - stat.mtimeMs <= keep) continue;
      await fs.promises.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
