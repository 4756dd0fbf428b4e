import { readErrorBody } from "@gakumu/domain/errors/error-body";
import { notify } from "@gakumu/ui";
import { type HttpRequest, jsonRequest, readJson, send } from "@gakumu/ui/http";
import { noteAnswer } from "./offline-copy";

/**
 * Every call of the member app goes through here: same-origin with the member session cookie, the
 * CSRF marker on state-changing calls, and one Japanese message per failure.
 */

// The server refuses a state-changing call without this header (a cross-site page cannot set one).
export const REQUESTED_BY = { "X-Requested-By": "gakumu-member-app" } as const;

export const NETWORK_MESSAGE = "通信できませんでした。電波の良いところでもう一度お試しください。";
export const SYSTEM_MESSAGE = "エラーが発生しました。時間をおいてもう一度お試しください。";

/** A failed call. status 0: no answer at all (offline, timeout). */
export class MemberHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = "MemberHttpError";
  }
}

function errorOf(status: number, text: string): MemberHttpError {
  if (status === 0) return new MemberHttpError(0, undefined, NETWORK_MESSAGE);
  const body = readErrorBody(text);
  const message = status >= 500 || !body?.message ? SYSTEM_MESSAGE : body.message;
  return new MemberHttpError(status, body?.code, message);
}

/** Who is told when the member session is gone (the router sends the member to the login). */
let onUnauthenticated: () => void = () => {};
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

export interface MemberCallOptions {
  /** Toast the message of a failure (default true); screens that show it themselves say false. */
  notify?: boolean;
  /** A 401 is an answer (the login check, the public mail link), not a lost session. */
  expectUnauthenticated?: boolean;
  signal?: AbortSignal;
}

async function call<T>(request: HttpRequest, options: MemberCallOptions = {}): Promise<T> {
  try {
    const response = await send(request, {
      credentials: "same-origin",
      headers: request.method === "GET" ? {} : REQUESTED_BY,
      signal: options.signal,
      fail: errorOf,
    });
    noteAnswer(response);
    return await readJson<T>(response);
  } catch (error) {
    if (error instanceof MemberHttpError) {
      if (error.status === 401 && !options.expectUnauthenticated) onUnauthenticated();
      else if (options.notify !== false) notify.danger({ message: error.message });
    }
    throw error;
  }
}

export const memberHttp = {
  get: <T>(url: string, options?: MemberCallOptions) => call<T>({ method: "GET", url }, options),
  post: <T>(url: string, body?: unknown, options?: MemberCallOptions) =>
    call<T>(jsonRequest("POST", url, body), options),
  put: <T>(url: string, body?: unknown, options?: MemberCallOptions) =>
    call<T>(jsonRequest("PUT", url, body), options),
  delete: <T>(url: string, body?: unknown, options?: MemberCallOptions) =>
    call<T>(jsonRequest("DELETE", url, body), options),
};

/** The message to show for an error a screen caught. */
export function errorMessage(error: unknown): string {
  return error instanceof MemberHttpError ? error.message : SYSTEM_MESSAGE;
}
