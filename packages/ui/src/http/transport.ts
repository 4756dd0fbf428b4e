import { filenameFromDisposition } from "./content-disposition";

/**
 * The fetch under both HTTP helpers (spec §7.1 form, §7.2 back office). What differs by app stays
 * with the app: its headers, the session values it adds, and its §8.1 / §8.2 reactions to a failure,
 * which it applies in `fail`.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** How long a call may take before it counts as no answer (status 0). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Uploads and downloads move more data, often from phones on a weak signal: they get longer. */
export const FILE_TIMEOUT_MS = 300_000;

/** The options both helpers take; each app adds its own (a caller's signal, a success toast, …). */
export interface CallOptions {
  /** Show the busy overlay (default true). Background loads turn it off. */
  busy?: boolean;
  /** Toast the message of an ordinary failure (default true); the app's own §8 reactions always run. */
  notify?: boolean;
  /** Add the session's values to the payload (default true); which ones is the app's spec. */
  enrich?: boolean;
  /** Default REQUEST_TIMEOUT_MS; the file calls of the helpers use FILE_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** One call as a helper builds it. `json` marks a JSON body, for its Content-Type. */
export interface HttpRequest {
  method: HttpMethod;
  url: string;
  body?: BodyInit;
  json?: boolean;
}

export interface SendOptions {
  credentials: RequestCredentials;
  /** The app's own headers (its CSRF marker, the access key); Accept and Content-Type come from here. */
  headers?: Readonly<Record<string, string>>;
  /** Default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The caller's cancellation (React Query): its abort is rethrown as it is, not reported. */
  signal?: AbortSignal;
  /**
   * The error to throw for a failed call: status 0 and "" when no answer came at all (offline, DNS,
   * timeout), otherwise the status and the body text (also for downloads: an error body is JSON).
   */
  fail(status: number, text: string): Error;
}

/** A JSON call; an undefined payload sends no body (and no Content-Type). */
export function jsonRequest(method: HttpMethod, url: string, payload: unknown): HttpRequest {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  return { method, url, body, json: body !== undefined };
}

/** Sends one call; resolves with a 2xx response, rejects with what `fail` built for anything else. */
export async function send(request: HttpRequest, options: SendOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      credentials: options.credentials,
      headers: {
        Accept: "application/json",
        ...options.headers,
        // Not for FormData: the browser writes multipart/form-data with its boundary.
        ...(request.json ? { "Content-Type": "application/json" } : {}),
      },
      body: request.body,
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw options.fail(0, "");
  }
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw options.fail(response.status, text);
  }
  return response;
}

/** A success body: parsed JSON, the text itself when it is not JSON, undefined when empty or 204. */
export async function readJson<T>(response: Response): Promise<T> {
  const text = response.status === 204 ? "" : await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** A file answer: its Blob and the name from Content-Disposition. */
export async function readDownload(response: Response): Promise<DownloadedFile> {
  const filename = filenameFromDisposition(response.headers.get("Content-Disposition"));
  return { blob: await response.blob(), filename };
}
