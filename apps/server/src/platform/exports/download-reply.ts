import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { z } from "zod";

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
