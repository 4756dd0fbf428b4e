import type { ApiErrorDetail } from "./api-error";

/** What a failed call's body said, when it was the platform's JSON `{ code, message, details }`. */
export interface ErrorBodyParts {
  code: string | undefined;
  message: string | undefined;
  details: ApiErrorDetail[];
}

/**
 * Reads a non-2xx body as the error handler writes it. Anything else (a proxy's HTML page, a stack
 * trace, plain text) gives null, so it never reaches a screen. Free of Zod on purpose: the form
 * frontend's first load imports it.
 */
export function readErrorBody(text: string): ErrorBodyParts | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{")) return null;
  try {
    const body = JSON.parse(trimmed) as { code?: unknown; message?: unknown; details?: unknown };
    return {
      code: typeof body.code === "string" ? body.code : undefined,
      message: typeof body.message === "string" ? body.message : undefined,
      details: Array.isArray(body.details) ? (body.details as ApiErrorDetail[]) : [],
    };
  } catch {
    return null;
  }
}
