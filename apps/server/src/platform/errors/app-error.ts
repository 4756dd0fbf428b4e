/**
 * Errors a use case raises on purpose. The HTTP layer turns each into `{ code, message }` with its
 * status; anything else is a bug and becomes a 500 without internals.
 */
export interface ErrorDetail {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = "AppError";
  }
}

export class ValidationError extends AppError {
  constructor(message = "入力内容に誤りがあります。", details?: ErrorDetail[]) {
    super(400, "VALIDATION_ERROR", message, details);
  }
}

export class NotFoundError extends AppError {
  constructor(message = "対象のデータが見つかりません。", code = "NOT_FOUND") {
    super(404, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "操作は許可されていません。", code = "FORBIDDEN") {
    super(403, code, message);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = "ログインしてください。", code = "JSS_MANAGE_AUTHENTICATION_ERROR") {
    super(401, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message = "他のユーザーによって更新されています。画面を再表示してからやり直してください。") {
    super(409, "CONFLICT", message);
  }
}

export class RateLimitedError extends AppError {
  constructor(message = "試行回数が多すぎます。しばらく待ってから再度お試しください。") {
    super(429, "RATE_LIMITED", message);
  }
}
