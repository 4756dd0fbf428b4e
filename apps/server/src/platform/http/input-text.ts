import type { FastifyInstance } from "fastify";
import { ValidationError } from "../errors/app-error";

/** Shown for any text the database cannot keep, wherever in the request it came. */
export const UNSTORABLE_TEXT_MESSAGE = "使用できない文字が含まれています";

// NUL: PostgreSQL refuses it in text and jsonb. A lone UTF-16 surrogate (half of a pair) is not a
// character at all: UTF-8 cannot encode it and jsonb refuses its escape. (No `u` flag on purpose:
// the expression has to look at code units, not code points.)
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

const MAX_DEPTH = 64;

/**
 * The path ("body.items.0.name") of the first string in `value` — a value or an object key — that
 * the database could not store, or null when there is none.
 */
export function findUnstorableText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return null;
  // Buffers and streams of a multipart body are bytes, not text.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === "function") return null;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (!isStorableText(key)) return at;
    const found = findUnstorableText(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws the 400 of a request carrying text the database could not store. */
export function assertStorableText(value: unknown, where: string): void {
  const path = findUnstorableText(value, where);
  if (!path) return;
  throw new ValidationError(`${UNSTORABLE_TEXT_MESSAGE}（${path}）`, [
    { path, message: UNSTORABLE_TEXT_MESSAGE },
  ]);
}

/**
 * Refuses, for every route, a request whose body, query, path parameters or headers carry a NUL
 * or a lone surrogate, before its schema or handler sees it. Checking here once means no route can
 * forget it: otherwise such text reaches PostgreSQL, which refuses it with a 500, or makes a later
 * jsonb write (the audit trail) fail after the change itself went through. Multipart fields and
 * file names are checked as they are read (uploads.ts).
 */
export function registerInputTextCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    assertStorableText(request.params, "params");
    assertStorableText(request.query, "query");
    assertStorableText(request.body, "body");
    assertStorableText(request.headers, "headers");
  });
}
