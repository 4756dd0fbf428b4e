import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import type { FastifyReply } from "fastify";
import { NotFoundError } from "../../platform/errors/app-error";
import { fileMessages, notebookFilePath } from "./notebook-files";
import { parseRange } from "./notebook-range";

/**
 * Sends a page file with range support: players ask for `bytes=…` to start and to seek, and get 206
 * with Content-Range; a range past the end gets 416 with the size. The file is streamed, never read
 * whole. Private caching only: a member's copy is theirs.
 */
export async function sendNotebookFile(
  reply: FastifyReply,
  dataDir: string,
  file: { fileKey: string; fileName: string; contentType: string },
  rangeHeader: string | undefined,
): Promise<FastifyReply> {
  const filePath = notebookFilePath(dataDir, file.fileKey);
  const stat = await fs.stat(filePath).catch(() => null);
  if (!stat?.isFile()) throw new NotFoundError(fileMessages.notFound);
  const size = stat.size;
  reply
    .header("accept-ranges", "bytes")
    .header("content-type", file.contentType)
    .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header("cache-control", "private, max-age=3600")
    .header("x-content-type-options", "nosniff");
  const range = parseRange(rangeHeader, size);
  if (range.kind === "unsatisfiable")
    return reply.status(416).header("content-range", `bytes */${size}`).send(null);
  if (range.kind === "whole")
    return reply.status(200).header("content-length", size).send(createReadStream(filePath));
  return reply
    .status(206)
    .header("content-range", `bytes ${range.start}-${range.end}/${size}`)
    .header("content-length", range.end - range.start + 1)
    .send(createReadStream(filePath, { start: range.start, end: range.end }));
}
