import multipart, { type Multipart } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, ValidationError } from "../errors/app-error";
import { assertStorableText } from "./input-text";

/** The largest file one upload may carry (member import files, face photos, form attachments). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

const LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 20, fields: 50, fieldSize: 1024 * 1024 };

export const MALFORMED_MULTIPART_MESSAGE =
  "送信されたファイルのデータが正しくありません。もう一度ファイルを選択して送信してください。";

// What busboy (the parser under @fastify/multipart) throws for a body that is not the multipart it
// claims to be: no boundary in the Content-Type, a body cut off before its closing boundary, a part
// without headers. It throws plain Errors, so their messages are the only way to know them.
const MALFORMED = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Unexpected end of (multipart data|form)$/,
  /^Malformed part header$/,
];

/**
 * The catalogue error for a failure of multipart parsing, or null when `error` is something else:
 * a broken body is the sender's mistake (400), too many or too large parts are 413.
 */
export function multipartRefusal(
  error: { code?: string; message?: string; statusCode?: number },
  request?: FastifyRequest,
): AppError | null {
  if (error.code === "FST_INVALID_MULTIPART_CONTENT_TYPE")
    return new ValidationError(MALFORMED_MULTIPART_MESSAGE);
  if (error.code?.startsWith("FST_") && error.statusCode === 413) return new AppError("PAYLOAD_TOO_LARGE");
  if (error.code === "FST_PROTO_VIOLATION" || error.code === "FST_INVALID_JSON_FIELD_ERROR")
    return new ValidationError(MALFORMED_MULTIPART_MESSAGE);
  // A body cut off inside a file part ends the file stream a route is reading before its end.
  if (error.code === "ERR_STREAM_PREMATURE_CLOSE" && request?.isMultipart?.())
    return new ValidationError(MALFORMED_MULTIPART_MESSAGE);
  const message = error.message ?? "";
  if (!error.code && MALFORMED.some((m) => m.test(message)))
    return new ValidationError(MALFORMED_MULTIPART_MESSAGE);
  return null;
}

/** Field values, field names and file names: text a route may store, so checked like any JSON string. */
function checkPart(part: Multipart): void {
  assertStorableText(part.fieldname, "multipart");
  if (part.type === "file") assertStorableText(part.filename, `multipart.${part.fieldname}`);
  else assertStorableText(part.value, `multipart.${part.fieldname}`);
}

/**
 * A body cut off inside a file part (no closing boundary) makes the parser close the part's stream
 * before its end, often before the route has the part in hand. A stream already closed that way
 * never ends and never errors: a route piping it waited until the connection timed out. Refused here,
 * when the route gets the part, as the broken body it is.
 */
function refuseClosedFile(part: Multipart): void {
  if (part.type === "file" && part.file.destroyed && !part.file.readableEnded)
    throw new ValidationError(MALFORMED_MULTIPART_MESSAGE);
}

function checkAllFields(part: Multipart): void {
  for (const entry of Object.values(part.fields)) {
    for (const p of Array.isArray(entry) ? entry : [entry]) if (p) checkPart(p);
  }
}

/**
 * Wraps this request's multipart readers so every part a route gets has passed the text check of
 * every other input (input-text.ts); the routes keep calling request.file() / request.parts().
 */
function checkPartsAsRead(request: FastifyRequest): void {
  const parts = request.parts.bind(request);
  const file = request.file.bind(request);
  const files = request.files.bind(request);
  request.parts = async function* (options) {
    for await (const part of parts(options)) {
      checkPart(part);
      refuseClosedFile(part);
      yield part;
    }
  };
  request.files = async function* (options) {
    for await (const part of files(options)) {
      checkAllFields(part);
      refuseClosedFile(part);
      yield part;
    }
  };
  request.file = async (options) => {
    const part = await file(options);
    if (part) {
      checkAllFields(part);
      refuseClosedFile(part);
    }
    return part;
  };
}

// Past this many unread bytes after the reply the sender is not finishing an upload but streaming
// without end: the connection is closed instead of read on.
const DRAIN_MAX_BYTES = UPLOAD_MAX_BYTES * 2;

/**
 * A route may answer before it has read the whole upload: it refused the first part, or it wanted
 * one file and got two. The rest of the body then sits unread in the socket, and on a keep-alive
 * connection the next request is never parsed: the client waits forever. So once the reply is on
 * its way, what is left is read and thrown away (up to a bound), and the connection stays usable.
 */
function drainUnreadBody(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  // The parser may still be piped in and waiting for its file stream to be read: cut it off.
  raw.unpipe();
  let drained = 0;
  raw.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) raw.socket?.destroy();
  });
  raw.resume();
}

/**
 * Multipart uploads for every module. Files are read with `request.file()` / `request.files()` /
 * `request.parts()` as streams; a file over the limit ends in 413 (PAYLOAD_TOO_LARGE) before anything
 * is saved, a malformed body in 400 (the error handler asks multipartRefusal), text that the database
 * could not store in 400. Modules check the type of what they receive by its content, never by its
 * name alone.
 */
export async function registerUploads(app: FastifyInstance, maxBytes = UPLOAD_MAX_BYTES): Promise<void> {
  await app.register(multipart, { limits: { ...LIMITS, fileSize: maxBytes }, throwFileSizeLimit: true });
  app.addHook("preHandler", async (request) => {
    if (request.isMultipart()) checkPartsAsRead(request);
  });
  app.addHook("onSend", async (request) => {
    if (request.isMultipart()) drainUnreadBody(request);
  });
}
