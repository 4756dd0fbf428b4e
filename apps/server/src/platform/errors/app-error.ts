import { type ErrorCode, errorHttpStatus, errorMessage } from "@gakumu/domain";

/**
 * Errors a use case raises on purpose. The HTTP layer turns each into `{ code, message }` with the
 * status the shared catalogue (packages/domain) gives its code; anything else is a bug and becomes a
 * 500 without internals.
 */
export interface ErrorDetail {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = errorMessage(code),
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = "AppError";
    this.status = errorHttpStatus(code);
  }
}

export class ValidationError extends AppError {
  constructor(message?: string, details?: ErrorDetail[]) {
    super("VALIDATION_ERROR", message, details);
  }
}

export class NotFoundError extends AppError {
  constructor(message?: string) {
    super("NOT_FOUND", message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message?: string) {
    super("FORBIDDEN", message);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(
    code:
      | "JSS_MANAGE_AUTHENTICATION_ERROR"
      | "JSON_SESSION"
      | "UNAUTHENTICATED" = "JSS_MANAGE_AUTHENTICATION_ERROR",
  ) {
    super(code);
  }
}

export class ConflictError extends AppError {
  constructor(message?: string) {
    super("CONFLICT", message);
  }
}

export class RateLimitedError extends AppError {
  constructor(message?: string) {
    super("RATE_LIMITED", message);
  }
}
