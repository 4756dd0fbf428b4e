import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { PhotoFile } from "./photo-queries";

/** The 200 of an image route, for the OpenAPI document. */
export const ImageBody = z.unknown().describe("JPEG または PNG 画像");

/**
 * An image of a member's record. A face is personal data like the rest of the record, so it is not
 * kept in the browser's disk cache either (no-store, as every API answer): school PCs are shared. The
 * SPA shows it with <img> from this origin, which the CSP's img-src 'self' allows; nosniff (helmet)
 * keeps it an image.
 */
export function sendPhoto(reply: FastifyReply, file: PhotoFile) {
  return reply
    .header("content-type", file.contentType)
    .header("cache-control", "no-store")
    .header("content-length", file.body.length)
    .send(file.body);
}
