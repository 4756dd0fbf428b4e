import type { ApiErrorDetail } from "@gakumu/domain/errors/api-error";
import { readErrorBody } from "@gakumu/domain/errors/error-body";
import type { ErrorCode } from "@gakumu/domain/errors/error-codes";
import { domainMessage } from "../i18n/domain-messages";

/**
 * Spec §8.1: after these the form frontend leaves for /not-found. The domain's
 * FORM_ACCESS_KEY_ERROR_CODES, restated because its module pulls Zod into the first load
 * (form-http-error.test.ts checks the two lists agree).
 */
export const ACCESS_KEY_ERROR_CODES = [
  "FORM_ACCESS_KEY_IS_NOT_SET",
  "FORM_ACCESS_KEY_IS_NOT_VALID",
  "FORM_ACCESS_KEY_IS_EXPIRED",
] as const satisfies readonly ErrorCode[];

/** A failed form call. status 0 means no HTTP answer at all (offline, DNS, timeout). */
export class FormHttpError extends Error {
  /** Set once the §8.1 reaction happened, so a caller's own handler does not repeat it. */
  notified = false;

  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly serverMessage: string | undefined,
    readonly details: readonly ApiErrorDetail[] = [],
  ) {
    super(serverMessage || `HTTP ${status}`);
    this.name = "FormHttpError";
  }
}

/** Builds the error of a non-2xx answer from its body text; only a JSON `{ code, message }` counts. */
export function formHttpErrorFromBody(status: number, text: string): FormHttpError {
  const body = readErrorBody(text);
  return body
    ? new FormHttpError(status, body.code, body.message, body.details)
    : new FormHttpError(status, undefined, undefined);
}

export type FormFailureKind = "network" | "accessKey" | "formUserDeleted" | "error";

export interface FormFailure {
  kind: FormFailureKind;
  /** The Japanese (or current-language) message of spec §8.1. */
  message: string;
}

export function isAccessKeyError(error: unknown): boolean {
  return (
    error instanceof FormHttpError && (ACCESS_KEY_ERROR_CODES as readonly string[]).includes(error.code ?? "")
  );
}

/**
 * Spec §8.1 as a pure function. `loggedIn` is the session's flag when the call was sent: a
 * FORM_USER_NOT_FOUND means "your account was deleted" only for someone who was logged in.
 */
export function classifyFormHttpError(error: unknown, loggedIn: boolean): FormFailure {
  const systemError = domainMessage("client.systemError");
  if (!(error instanceof FormHttpError)) return { kind: "error", message: systemError };
  if (error.status === 0) return { kind: "network", message: domainMessage("client.communicationFailed") };
  if (isAccessKeyError(error)) {
    return {
      kind: "accessKey",
      message: error.serverMessage || domainMessage("error.FORM_ACCESS_KEY_IS_NOT_VALID"),
    };
  }
  if (error.code === "FORM_USER_NOT_FOUND" && loggedIn) {
    return { kind: "formUserDeleted", message: domainMessage("client.formUserDeleted") };
  }
  if (error.status === 400) {
    return { kind: "error", message: error.serverMessage || domainMessage("error.VALIDATION_ERROR") };
  }
  if (error.status >= 500) return { kind: "error", message: systemError };
  return { kind: "error", message: error.serverMessage || systemError };
}

/** The message of a failed call as shown to the user (for callers with their own toast). */
export function formHttpErrorMessage(error: unknown): string {
  return classifyFormHttpError(error, false).message;
}

/**
 * Spec §8.1/§9: the same reaction within this window is dropped, so five calls failing together
 * show one toast and navigate once.
 */
export function createRepeatGuard(windowMs: number, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return {
    /** True when `kind` was not handled within the window (and records it as handled now). */
    shouldHandle(kind: string): boolean {
      const at = now();
      const previous = last.get(kind);
      if (previous !== undefined && at - previous < windowMs) return false;
      last.set(kind, at);
      return true;
    },
    reset(): void {
      last.clear();
    },
  };
}
