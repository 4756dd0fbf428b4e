import {
  type ApiErrorDetail,
  clientMessage,
  errorMessage,
  IP_NOT_APPROVED_MESSAGE,
  isErrorCode,
  readErrorBody,
  SESSION_ERROR_CODES,
} from "@gakumu/domain";

/** A failed admin call. status 0 means no HTTP answer at all (offline, DNS, timeout). */
export class HttpError extends Error {
  /** Set once the §8.2 toast for this error was shown, so a caller's own handler does not repeat it. */
  notified = false;

  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly serverMessage: string | undefined,
    readonly details: readonly ApiErrorDetail[] = [],
  ) {
    super(serverMessage || `HTTP ${status}`);
    this.name = "HttpError";
  }
}

/** Builds the HttpError of a non-2xx answer from its body text (JSON `{ code, message }` or plain). */
export function httpErrorFromBody(status: number, text: string): HttpError {
  const body = readErrorBody(text);
  if (body) return new HttpError(status, body.code, body.message, body.details);
  // A plain-text body counts only when it is the IP refusal of spec §8.2; anything else (a proxy's
  // HTML error page, a stack trace) must never reach the screen.
  const trimmed = text.trim();
  return new HttpError(status, undefined, trimmed === IP_NOT_APPROVED_MESSAGE ? trimmed : undefined);
}

export type FailureKind =
  | "network"
  | "ipProhibited"
  | "sessionExpired"
  | "unauthenticated"
  | "notFound"
  | "error";

export interface Failure {
  kind: FailureKind;
  /** The Japanese (or current-language) message of spec §8.2. */
  message: string;
}

function isIpRefusal(error: HttpError): boolean {
  return (
    error.status === 401 &&
    (error.serverMessage === IP_NOT_APPROVED_MESSAGE || error.code === "IP_NOT_APPROVED")
  );
}

/** The session is missing or over (spec §8.2): a 401 other than the IP refusal, or a session code. */
export function isUnauthenticated(error: unknown): boolean {
  if (!(error instanceof HttpError) || isIpRefusal(error)) return false;
  return error.status === 401 || (isErrorCode(error.code) && SESSION_ERROR_CODES.includes(error.code));
}

/**
 * Spec §8.2 as a pure function: what a failed call means and the message to show. `authenticated`
 * is the session's flag at the time of the failure: a 401 then means the session timed out.
 */
export function classifyHttpError(error: unknown, authenticated: boolean): Failure {
  if (!(error instanceof HttpError)) return { kind: "error", message: clientMessage("SYSTEM_ERROR") };
  if (error.status === 0) return { kind: "network", message: clientMessage("COMMUNICATION_FAILED") };
  if (isIpRefusal(error)) return { kind: "ipProhibited", message: clientMessage("IP_PROHIBITED") };
  if (isUnauthenticated(error)) {
    if (authenticated) return { kind: "sessionExpired", message: clientMessage("AUTO_LOGOUT") };
    const byCode = errorMessage(isErrorCode(error.code) ? error.code : "UNAUTHENTICATED");
    return { kind: "unauthenticated", message: error.serverMessage || byCode };
  }
  if (error.status === 404) return { kind: "notFound", message: clientMessage("REQUEST_URL_NOT_FOUND") };
  return { kind: "error", message: error.serverMessage || clientMessage("SYSTEM_ERROR") };
}

/** The message of spec §8.2 for a failed call, as a user would see it while logged out. */
export function httpErrorMessage(error: unknown): string {
  return classifyHttpError(error, false).message;
}
