import { type ApiErrorBody, type ErrorCode, errorHttpStatus, errorMessage } from "@gakumu/domain";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { multipartRefusal } from "../http/uploads";
import { sqlStateOf } from "../permissions/pg-errors";
import { AppError, ValidationError } from "./app-error";
import { serializeErrorForLog } from "./log-safe-error";

/** Fastify's own failures (bad JSON, wrong content type, oversized body) mapped to catalogue codes. */
const frameworkErrors: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "VALIDATION_ERROR",
  FST_ERR_CTP_EMPTY_JSON_BODY: "VALIDATION_ERROR",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "VALIDATION_ERROR",
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
};

/**
 * A value the database refused as data (SQLSTATE class 22: a number out of its column's range, an
 * impossible date, text it cannot hold). The route schemas refuse these first with a message naming
 * the field; this is the net under a schema that missed one, so the sender hears 400, not 500.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
export const DATA_EXCEPTION_MESSAGE = "入力値が正しくないか、扱える範囲を超えています。";

/** One place that turns every thrown error into `{ code, message }`; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toResponse(error, request);
    // The error goes to the log through serializeErrorForLog here as well as through the logger's
    // serializer, so no SQL value reaches the log even with a logger configured elsewhere.
    if (status >= 500) request.log.error({ error: serializeErrorForLog(error) }, "request failed");
    else if (DATA_EXCEPTION.test(sqlStateOf(error) ?? ""))
      request.log.warn({ error: serializeErrorForLog(error) }, "入力値をデータベースが受け付けませんでした");
    else request.log.info({ code: body.code, status }, "request refused");
    return reply.status(status).send(body);
  });
}

function byCode(code: ErrorCode, details?: ApiErrorBody["details"]): { status: number; body: ApiErrorBody } {
  return { status: errorHttpStatus(code), body: { code, message: errorMessage(code), details } };
}

function toResponse(error: FastifyError, request?: FastifyRequest): { status: number; body: ApiErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { code: error.code, message: error.message, details: error.details },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
      message: v.message ?? errorMessage("VALIDATION_ERROR"),
    }));
    const result = byCode("VALIDATION_ERROR", details);
    const first = details[0];
    if (first)
      result.body.message = `${result.body.message}（${first.path || "リクエスト"}: ${first.message}）`;
    return result;
  }
  if (isResponseSerializationError(error)) return byCode("INTERNAL_ERROR");
  const upload = multipartRefusal(error, request);
  if (upload) return toResponse(upload as FastifyError);
  if (DATA_EXCEPTION.test(sqlStateOf(error) ?? ""))
    return toResponse(new ValidationError(DATA_EXCEPTION_MESSAGE) as FastifyError);
  const known = error.code ? frameworkErrors[error.code] : undefined;
  if (known) return byCode(known);
  if (error.statusCode === 429) return byCode("RATE_LIMITED");
  if (error.statusCode === 413) return byCode("PAYLOAD_TOO_LARGE");
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return byCode("VALIDATION_ERROR");
  return byCode("INTERNAL_ERROR");
}
