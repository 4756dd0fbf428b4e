import { Writable } from "node:stream";
import { formatDate } from "@gakumu/domain";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { AuthorizedCaller } from "../access/require-menu";
import type { ExportColumn } from "./cells";
import {
  type CsvEncoding,
  contentTypeOf,
  type ExportFormat,
  fileExtension,
  openTableWriter,
} from "./table-writer";

/** Whose export it is; travels in the job's data, so plain values only (no session id). */
export interface ExportScope {
  tenantId: number;
  organizationId: number;
  loginUserId: number;
  displayUserId: string;
  /** The requester's process mode, in which their authority is read (absent in jobs queued before it). */
  processMode?: number;
}

/**
 * The scope with the requester's authority: the request's own, or in a job the authority the requester
 * holds when the job runs, so a source's first line (requireMenu) refuses a requester who lost the menu.
 */
export type AuthorizedExportScope = ExportScope & AuthorizedCaller;

/**
 * A module's exportable table, registered once at start-up under a name. The job stores only the name
 * and the parameters, so a worker process rebuilds the same file from the same definition.
 */
export interface ExportSource<P, R> {
  /** Checks the parameters again when a job reads them back from its stored data. */
  params: z.ZodType<P>;
  /** File title (「操作ログ」 → 操作ログ_20260401_0930.xlsx) and columns, which may depend on the parameters. */
  describe(params: P): { title: string; columns: readonly ExportColumn<R>[] };
  /** Rows the export will hold; decides between answering inline and running a job. */
  count(db: Db, scope: AuthorizedExportScope, params: P): Promise<number>;
  /** The rows in file order, a batch at a time; every query filters by scope.tenantId. */
  batches(db: Db, scope: AuthorizedExportScope, params: P): AsyncIterable<readonly R[]>;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds sources of every parameter and row type
export type AnyExportSource = ExportSource<any, any>;

export interface RenderOptions {
  format: ExportFormat;
  csvEncoding?: CsvEncoding;
  /** Called after each batch with the rows written so far. */
  onProgress?: (done: number) => Promise<void>;
  signal?: AbortSignal;
}

export interface RenderedFile {
  fileName: string;
  contentType: string;
  extension: "xlsx" | "csv";
  rowCount: number;
}

/** 「操作ログ_20260401_0930.xlsx」: the title and the time of the export in Japan. */
export function exportFileName(title: string, format: ExportFormat, at: Date = new Date()): string {
  const safeTitle = title.replace(/[\\/:*?"<>|\r\n]/g, "_");
  return `${safeTitle}_${formatDate(at, "yyyyMMdd_HHmm")}.${fileExtension(format)}`;
}

/** Writes every row of `source` onto `out` in the chosen format. */
export async function renderExport<P>(
  db: Db,
  source: AnyExportSource,
  scope: AuthorizedExportScope,
  params: P,
  out: Writable,
  options: RenderOptions,
): Promise<RenderedFile> {
  const { title, columns } = source.describe(params);
  const writer = openTableWriter(options.format, columns, out, {
    sheetName: title,
    csvEncoding: options.csvEncoding,
  });
  let rowCount = 0;
  for await (const batch of source.batches(db, scope, params)) {
    // A stopping worker leaves the half-written file behind; the retry writes it again from the start.
    options.signal?.throwIfAborted();
    await writer.writeRows(batch);
    rowCount += batch.length;
    await options.onProgress?.(rowCount);
  }
  await writer.finish();
  return {
    fileName: exportFileName(title, options.format),
    contentType: contentTypeOf(options.format, options.csvEncoding),
    extension: fileExtension(options.format),
    rowCount,
  };
}

/** An in-memory destination for small exports answered within the request. */
export class BufferSink extends Writable {
  private readonly chunks: Buffer[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.chunks.push(chunk);
    callback();
  }

  toBuffer(): Buffer {
    return Buffer.concat(this.chunks);
  }
}
