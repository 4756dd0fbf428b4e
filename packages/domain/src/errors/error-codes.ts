import { type DomainLocale, formatMessage } from "../i18n/format";
import type { MessageKey } from "../i18n/messages.ja";

// Stable error codes shared by the server (typed errors → `{ code, message }`) and the SPAs (which
// map codes and statuses to the behaviour of spec §8). Never rename a code: clients match on it.

interface ErrorDefinition {
  readonly status: number;
}

const definitions = {
  VALIDATION_ERROR: { status: 400 },
  NOT_FOUND: { status: 404 },
  FORBIDDEN: { status: 403 },
  UNAUTHENTICATED: { status: 401 },
  JSS_MANAGE_AUTHENTICATION_ERROR: { status: 401 },
  JSON_SESSION: { status: 401 },
  CSRF_HEADER_MISSING: { status: 403 },
  RATE_LIMITED: { status: 429 },
  CONFLICT: { status: 409 },
  PAYLOAD_TOO_LARGE: { status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { status: 415 },
  INTERNAL_ERROR: { status: 500 },
  // Form helper codes (spec §8.1): the SPA reacts to the code, the status only has to be sensible.
  FORM_USER_NOT_FOUND: { status: 404 },
  FORM_ACCESS_KEY_IS_NOT_SET: { status: 403 },
  FORM_ACCESS_KEY_IS_NOT_VALID: { status: 403 },
  FORM_ACCESS_KEY_IS_EXPIRED: { status: 403 },
  // Spec §8.2: a 401 whose body message is exactly "IP address not approval.".
  IP_NOT_APPROVED: { status: 401 },
  // Back-office login: one message for a wrong id or password, so neither reveals which was wrong.
  LOGIN_FAILED: { status: 401 },
  LOGIN_LOCKED: { status: 429 },
  TOTP_CODE_INVALID: { status: 401 },
  TWO_STEP_NOT_STARTED: { status: 401 },
  PASSWORD_CHANGE_REQUIRED: { status: 403 },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof definitions;

/** `ErrorCodes.NOT_FOUND === "NOT_FOUND"`, typed as the literal. */
export const ErrorCodes = Object.freeze(
  Object.fromEntries(Object.keys(definitions).map((code) => [code, code])) as {
    readonly [C in ErrorCode]: C;
  },
);

export const ERROR_CODE_LIST = Object.keys(definitions) as readonly ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(definitions, value);
}

export function errorHttpStatus(code: ErrorCode): number {
  return definitions[code].status;
}

/** Default message of a code in the current (or given) locale, e.g. 「入力内容に誤りがあります。」. */
export function errorMessage(code: ErrorCode, locale?: DomainLocale): string {
  return formatMessage(`error.${code}` as MessageKey, {}, locale);
}

/** The exact body message of IP_NOT_APPROVED, matched by the admin SPA. */
export const IP_NOT_APPROVED_MESSAGE = "IP address not approval.";

/** Codes after which the admin SPA treats the user as logged out (spec §8.2). */
export const SESSION_ERROR_CODES: readonly ErrorCode[] = ["JSON_SESSION", "JSS_MANAGE_AUTHENTICATION_ERROR"];

/** Codes after which the form SPA leaves for /not-found (spec §8.1). */
export const FORM_ACCESS_KEY_ERROR_CODES: readonly ErrorCode[] = [
  "FORM_ACCESS_KEY_IS_NOT_SET",
  "FORM_ACCESS_KEY_IS_NOT_VALID",
  "FORM_ACCESS_KEY_IS_EXPIRED",
];
