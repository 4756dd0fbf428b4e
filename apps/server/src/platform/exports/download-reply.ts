import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { ExportRequest, ExportRequester, ExportService } from "./export-service";

/** What a route answers when an export became a job (the domain's, shared with the back office). */
export { ExportAcceptedBody } from "@gakumu/domain";

/** The 200 of a download route, for the OpenAPI document: the bytes of an .xlsx or .csv file. */
export const DownloadBody = z.unknown().describe("Excel（.xlsx）または CSV ファイル");

// RFC 5987 allows fewer characters unescaped than encodeURIComponent leaves alone.
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * attachment with the Japanese name in filename* (every current browser) and an ASCII stand-in in
 * filename for the rest; quotes, backslashes and line breaks cannot break out of the header.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

export function sendDownload(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: Buffer | Readable; size?: number },
) {
  reply
    .header("content-type", file.contentType)
    .header("content-disposition", contentDisposition(file.fileName))
    // Files of personal data: no shared cache may keep them.
    .header("cache-control", "no-store");
  if (file.size !== undefined) reply.header("content-length", file.size);
  return reply.send(file.body);
}

/**
 * An export route's answer: the file itself when it was small enough to write at once (200), else the
 * job that writes it (202 with its id and row count). The HTTP request goes into the audit row.
 */
export async function replyWithExport(
  exports: Pick<ExportService, "export">,
  requester: ExportRequester,
  http: { request: FastifyRequest; reply: FastifyReply },
  what: Omit<ExportRequest, "request">,
) {
  const { request, reply } = http;
  const outcome = await exports.export(requester, {
    ...what,
    request: { id: request.id, userAgent: request.headers["user-agent"] ?? null },
  });
  if (outcome.kind === "job")
    return reply.status(202).send({ jobId: outcome.jobId, rowCount: outcome.rowCount });
  return sendDownload(reply, { ...outcome, size: outcome.body.length });
}
