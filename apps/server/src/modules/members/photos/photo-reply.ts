import type { FastifyReply } from "fastify";
import type { PhotoFile } from "./photo-queries";

/**
 * An image of a member's record: only for the session that asked (private), and a photo id never
 * changes its bytes, so the browser may keep it a while. The SPA shows it with <img> from this
 * origin, which the CSP's img-src 'self' allows; nosniff (helmet) keeps it an image.
 */
export function sendPhoto(reply: FastifyReply, file: PhotoFile) {
  return reply
    .header("content-type", file.contentType)
    .header("cache-control", "private, max-age=600")
    .header("content-length", file.body.length)
    .send(file.body);
}
