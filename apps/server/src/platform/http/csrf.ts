import type { FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const REQUESTED_BY_HEADER = "x-requested-by";
export const ACCESS_KEY_HEADER = "x-access-key";

/**
 * A cross-site page can post a form but cannot set custom headers, so every state-changing request
 * must carry X-Requested-By (back office) or the access-key header (form frontend). Every one, not
 * only those whose URL starts with /app/: the router decodes the path, so `/%61pp/api/…` reaches an
 * API route with a URL that does not. Nothing outside the API takes a mutation anyway (the SPAs and
 * the health checks are GET).
 */
export function registerCsrfHeaderCheck(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers[REQUESTED_BY_HEADER] || request.headers[ACCESS_KEY_HEADER]) return;
    throw new AppError(
      "CSRF_HEADER_MISSING",
      "不正なリクエストです。画面を再読み込みしてからやり直してください。",
    );
  });
}
