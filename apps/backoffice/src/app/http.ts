import { notify, withBusy } from "@gakumu/ui";
import {
  type CallOptions,
  type DownloadedFile,
  FILE_TIMEOUT_MS,
  type HttpMethod,
  type HttpRequest,
  jsonRequest,
  type QueryParams,
  readDownload,
  readJson,
  send,
  withQuery,
} from "@gakumu/ui/http";
import { classifyHttpError, HttpError, httpErrorFromBody, httpErrorMessage } from "./http/http-error";
import { enrichPayload } from "./http/payload";
import { currentPathname, isPublicPath, navigateTo } from "./navigation";
import { recordServerActivity } from "./session/activity";
import { expireSession } from "./session/session-expiry";
import { endSession, sessionStore } from "./session/session-store";

/**
 * The admin HTTP helper of spec §7.2 with the error handling of §8.2. Every back-office call goes
 * through here so credentials, the CSRF headers, the session values and the Japanese error
 * messages are the same everywhere.
 */

export type { DownloadedFile, HttpMethod, QueryParams } from "@gakumu/ui/http";
export { HttpError, httpErrorMessage, isUnauthenticated } from "./http/http-error";

// Spec §7.2: the server refuses admin mutations without X-Requested-By (a cross-site form cannot
// set custom headers, so this is the CSRF defence), and X-Requested-With marks the call as XHR.
export const ADMIN_HEADERS = { "X-Requested-By": "gakumu", "X-Requested-With": "XMLHttpRequest" } as const;

/**
 * `busy: false` for background loads such as the session gate; `notify` toasts the §8.2 message
 * (session expiry is always announced); `enrich` adds tenantCd, processMode, systemCd,
 * organizationCd and userId when logged in.
 */
export interface RequestOptions extends CallOptions {
  signal?: AbortSignal;
}

/**
 * Side effects of §8.2 for one failure; returns the error for the caller to throw. `authenticated`
 * is the flag when the request was sent: of several calls failing together, the first ends the
 * session, and the others must still count as "401 while logged in", not as a fresh visitor's.
 */
function report(error: HttpError, options: RequestOptions, authenticated: boolean): HttpError {
  const failure = classifyHttpError(error, authenticated);
  if (failure.kind === "sessionExpired") {
    expireSession();
    error.notified = true;
    return error;
  }
  if (failure.kind === "ipProhibited" && authenticated) {
    // Every further call from this address fails the same way: the session is of no use here.
    endSession();
    navigateTo("/login", { replace: true });
  }
  if (failure.kind === "unauthenticated" && !isPublicPath(currentPathname())) {
    navigateTo("/login", { replace: true });
  }
  if (options.notify !== false) {
    notify.danger({ message: failure.message });
    error.notified = true;
  }
  return error;
}

function transmit(request: HttpRequest, options: RequestOptions): Promise<Response> {
  const { authenticated } = sessionStore.get();
  recordServerActivity();
  return send(request, {
    credentials: "include",
    headers: ADMIN_HEADERS,
    timeoutMs: options.timeoutMs,
    signal: options.signal, // a caller's abort (React Query) is rethrown, not reported
    // Status 0 with no body gives the network error: httpErrorFromBody finds no message in "".
    fail: (status, text) => report(httpErrorFromBody(status, text), options, authenticated),
  });
}

function run<T>(options: RequestOptions, work: () => Promise<T>): Promise<T> {
  return options.busy === false ? work() : withBusy(work);
}

function enriched<T>(payload: T, options: RequestOptions): T | Record<string, unknown> {
  return options.enrich === false ? payload : enrichPayload(payload, sessionStore.get());
}

function withoutBody<T>(
  method: "GET" | "DELETE",
  path: string,
  query?: QueryParams,
  options: RequestOptions = {},
) {
  return run(options, async () => {
    const params = enriched(query, options) as Record<string, unknown> | undefined;
    return readJson<T>(await transmit({ method, url: withQuery(path, params) }, options));
  });
}

function withBody<T>(
  method: "POST" | "PUT" | "PATCH",
  path: string,
  body?: unknown,
  options: RequestOptions = {},
) {
  return run(options, async () =>
    readJson<T>(await transmit(jsonRequest(method, path, enriched(body, options)), options)),
  );
}

export const http = {
  get: <T>(path: string, query?: QueryParams, options?: RequestOptions) =>
    withoutBody<T>("GET", path, query, options),
  delete: <T>(path: string, query?: QueryParams, options?: RequestOptions) =>
    withoutBody<T>("DELETE", path, query, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    withBody<T>("POST", path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => withBody<T>("PUT", path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    withBody<T>("PATCH", path, body, options),

  /** Multipart POST; the parameter object goes into the query string (spec §7.2). */
  upload<T>(path: string, form: FormData, query?: QueryParams, options: RequestOptions = {}): Promise<T> {
    const opts = { timeoutMs: FILE_TIMEOUT_MS, ...options };
    return run(opts, async () => {
      const url = withQuery(path, enriched(query, opts) as Record<string, unknown> | undefined);
      // No Content-Type: the browser writes multipart/form-data with its boundary.
      return readJson<T>(await transmit({ method: "POST", url, body: form }, opts));
    });
  },

  /** POST JSON, answer a file: its Blob and the name from Content-Disposition. */
  download(path: string, body?: unknown, options: RequestOptions = {}): Promise<DownloadedFile> {
    const opts = { timeoutMs: FILE_TIMEOUT_MS, ...options };
    return run(opts, async () =>
      readDownload(await transmit(jsonRequest("POST", path, enriched(body, opts)), opts)),
    );
  },
};

/** Lower-level form of the verbs: for GET and DELETE the payload is the query object. */
export function requestJson<T>(
  method: HttpMethod,
  path: string,
  payload?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  if (method === "GET" || method === "DELETE")
    return withoutBody<T>(method, path, payload as QueryParams, options);
  return withBody<T>(method, path, payload, options);
}

/** For callers that caught an error: toasts it unless the helper already did. */
export function notifyHttpError(error: unknown): void {
  if (error instanceof HttpError && error.notified) return;
  if (error instanceof DOMException && error.name === "AbortError") return;
  notify.danger({ message: httpErrorMessage(error) });
}

/** Hands a downloaded file to the browser's download manager. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
