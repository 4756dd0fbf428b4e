import { notify, tUi, withBusy } from "@gakumu/ui";

/**
 * Minimal admin fetch helper (spec §7.2/§8.2) for the login screen and the session gate. The full
 * helper (payload enrichment with tenant/organisation, uploads, downloads) extends this later.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** status 0 means the request never got an HTTP answer (offline, DNS, timeout). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage || `HTTP ${status}`);
    this.name = "HttpError";
  }
}

// Spec §7.2: the server rejects admin calls without X-Requested-By (CSRF defence: a cross-site form
// cannot set custom headers), and X-Requested-With marks the call as XHR for its 401 handling.
const ADMIN_HEADERS = { "X-Requested-By": "gakumu", "X-Requested-With": "XMLHttpRequest" };
const TIMEOUT_MS = 30_000;

export interface RequestOptions {
  /** Show the busy overlay (default true). Background checks such as the session gate turn it off. */
  busy?: boolean;
  signal?: AbortSignal;
}

interface ErrorBody {
  code?: string;
  message?: string;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text } satisfies ErrorBody; // plain-text errors such as "IP address not approval."
  }
}

async function send<T>(method: HttpMethod, path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "include",
      headers: {
        Accept: "application/json",
        ...ADMIN_HEADERS,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    if (signal?.aborted) throw error; // cancelled by the caller (e.g. React Query): not a failure
    throw new HttpError(0, undefined, undefined);
  }
  const payload = await readBody(response).catch(() => undefined);
  if (!response.ok) {
    const { code, message } = (payload ?? {}) as ErrorBody;
    throw new HttpError(response.status, code, message);
  }
  return payload as T;
}

export function requestJson<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const run = () => send<T>(method, path, body, options.signal);
  return options.busy === false ? run() : withBusy(run);
}

const IP_NOT_APPROVED = "IP address not approval.";
const UNAUTHENTICATED_CODES = new Set(["JSON_SESSION", "JSS_MANAGE_AUTHENTICATION_ERROR"]);

/** The session is missing or expired (spec §8.2): the caller should go to /login. */
export function isUnauthenticated(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    ((error.status === 401 && error.serverMessage !== IP_NOT_APPROVED) ||
      (error.code !== undefined && UNAUTHENTICATED_CODES.has(error.code)))
  );
}

/** The Japanese message of spec §8.2 for a failed call. */
export function httpErrorMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return tUi("errors.system");
  const { status, serverMessage } = error;
  if (status === 0) return tUi("errors.network");
  if (status === 401 && serverMessage === IP_NOT_APPROVED) return tUi("errors.ipNotApproved");
  if (status === 404) return tUi("errors.notFound");
  if (status >= 500) return tUi("errors.system"); // never show server internals
  return serverMessage || tUi("errors.system");
}

export function notifyHttpError(error: unknown): void {
  notify.danger({ message: httpErrorMessage(error) });
}
