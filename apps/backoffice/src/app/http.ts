import { notify, withBusy } from "@gakumu/ui";
import { classifyHttpError, HttpError, httpErrorFromBody, httpErrorMessage } from "./http/http-error";
import { enrichPayload, filenameFromDisposition, type QueryParams, withQuery } from "./http/payload";
import { currentPathname, isPublicPath, navigateTo } from "./navigation";
import { recordServerActivity } from "./session/activity";
import { expireSession } from "./session/session-expiry";
import { endSession, sessionStore } from "./session/session-store";

/**
 * The admin HTTP helper of spec §7.2 with the error handling of §8.2. Every back-office call goes
 * through here so credentials, the CSRF headers, the session values and the Japanese error
 * messages are the same everywhere.
 */

export { HttpError, httpErrorMessage, isUnauthenticated } from "./http/http-error";
export type { QueryParams } from "./http/payload";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

// Spec §7.2: the server refuses admin mutations without X-Requested-By (a cross-site form cannot
// set custom headers, so this is the CSRF defence), and X-Requested-With marks the call as XHR.
export const ADMIN_HEADERS = { "X-Requested-By": "gakumu", "X-Requested-With": "XMLHttpRequest" } as const;

const TIMEOUT_MS = 30_000;
// Files move more data than JSON: give them longer before calling it a network failure.
const FILE_TIMEOUT_MS = 300_000;

export interface RequestOptions {
  /** Show the busy overlay (default true). Background loads such as the session gate turn it off. */
  busy?: boolean;
  /** Toast the §8.2 message on failure (default true). Session expiry is always announced. */
  notify?: boolean;
  /** Add tenantCd, processMode, systemCd, organizationCd, userId when logged in (default true). */
  enrich?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

interface Outgoing {
  method: HttpMethod;
  url: string;
  body?: BodyInit;
  json?: boolean;
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

async function transmit(request: Outgoing, options: RequestOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const { authenticated } = sessionStore.get();
  recordServerActivity();
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      credentials: "include",
      headers: {
        Accept: "application/json",
        ...ADMIN_HEADERS,
        ...(request.json ? { "Content-Type": "application/json" } : {}),
      },
      body: request.body,
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error; // cancelled by the caller (React Query): not a failure
    throw report(new HttpError(0, undefined, undefined), options, authenticated);
  }
  if (!response.ok) {
    // Also for blob downloads: the error body is read as text and parsed as JSON for its message.
    const text = await response.text().catch(() => "");
    throw report(httpErrorFromBody(response.status, text), options, authenticated);
  }
  return response;
}

async function readJson<T>(response: Response): Promise<T> {
  const text = response.status === 204 ? "" : await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
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
  return run(options, async () => {
    const payload = enriched(body, options);
    const json = payload === undefined ? undefined : JSON.stringify(payload);
    return readJson<T>(await transmit({ method, url: path, body: json, json: json !== undefined }, options));
  });
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
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
    return run(opts, async () => {
      const payload = enriched(body, opts);
      const json = payload === undefined ? undefined : JSON.stringify(payload);
      const response = await transmit(
        { method: "POST", url: path, body: json, json: json !== undefined },
        opts,
      );
      const filename = filenameFromDisposition(response.headers.get("Content-Disposition"));
      return { blob: await response.blob(), filename };
    });
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
