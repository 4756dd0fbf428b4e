import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";

/** The largest file one upload may carry (member import files, face photos, form attachments). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Multipart uploads for every module. Files are read with `request.file()` / `request.files()` as
 * streams; a file over the limit ends in 413 (PAYLOAD_TOO_LARGE, 「ファイルサイズが大きすぎます」-style
 * message from the error catalogue) before anything is saved. Modules check the type of what they
 * receive by its content, never by its name alone.
 */
export async function registerUploads(app: FastifyInstance, maxBytes = UPLOAD_MAX_BYTES): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 20, fields: 50, fieldSize: 1024 * 1024 },
    throwFileSizeLimit: true,
  });
}
