import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, type ErrorDetail } from "./app-error";

interface ErrorBody {
  code: string;
  message: string;
  details?: ErrorDetail[];
}

/** Fastify's own failures (bad JSON, wrong content type, oversized body) with the words people read. */
const frameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "VALIDATION_ERROR", message: "リクエストの形式が正しくありません。" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "VALIDATION_ERROR", message: "リクエストの内容が空です。" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "PAYLOAD_TOO_LARGE", message: "送信されたデータが大きすぎます。" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "対応していない形式のデータです。",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "VALIDATION_ERROR",
    message: "リクエストの形式が正しくありません。",
  },
};

export const INTERNAL_ERROR_MESSAGE = "システムエラーが発生しました。修正されるまでお待ちください。";

/** One place that turns every thrown error into `{ code, message }`; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: body.code, status }, "request refused");
    return reply.status(status).send(body);
  });
}

function toResponse(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { status: error.status, body: { code: error.code, message: error.message, details: error.details } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
      message: v.message ?? "入力内容に誤りがあります。",
    }));
    const first = details[0];
    const message = first ? `入力内容に誤りがあります（${first.path || "リクエスト"}: ${first.message}）` : "";
    return { status: 400, body: { code: "VALIDATION_ERROR", message, details } };
  }
  if (isResponseSerializationError(error)) {
    return { status: 500, body: { code: "INTERNAL_ERROR", message: INTERNAL_ERROR_MESSAGE } };
  }
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) return { status: known.status, body: { code: known.code, message: known.message } };
  if (error.statusCode === 429) {
    return {
      status: 429,
      body: { code: "RATE_LIMITED", message: "試行回数が多すぎます。しばらく待ってから再度お試しください。" },
    };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { code: "BAD_REQUEST", message: "リクエストの形式が正しくありません。" } };
  }
  return { status: 500, body: { code: "INTERNAL_ERROR", message: INTERNAL_ERROR_MESSAGE } };
}
