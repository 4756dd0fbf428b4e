import type { FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const REQUESTED_BY_HEADER = "x-requested-by";
export const ACCESS_KEY_HEADER = "x-access-key";

/**
 * A cross-site page can post a form but cannot set custom headers, so every state-changing API call
 * must carry X-Requested-By (back office) or the access-key header (form frontend).
 */
export function registerCsrfHeaderCheck(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/app/")) return;
    if (request.headers[REQUESTED_BY_HEADER] || request.headers[ACCESS_KEY_HEADER]) return;
    throw new AppError(
      "CSRF_HEADER_MISSING",
      "不正なリクエストです。画面を再読み込みしてからやり直してください。",
    );
  });
}
