import { FORM_ERROR_DEDUPE_MS } from "@gakumu/domain/constants";
import { notify, withBusy } from "@gakumu/ui";
import { navigateTo } from "../app/navigation";
import { mypagePath, NOT_FOUND_PATH } from "../app/paths";
import { domainMessage } from "../i18n/domain-messages";
import { formSession, updateFormSession } from "../session/form-session";
import {
  classifyFormHttpError,
  createRepeatGuard,
  FormHttpError,
  formHttpErrorFromBody,
  formHttpErrorMessage,
} from "./form-http-error";
import { enrichPayload, filenameFromDisposition, type QueryParams, withQuery } from "./payload";

/**
 * The form (non-login) helper of spec §7.1 with the error handling of §8.1. Every call of the form
 * frontend goes through here, so the access-key header, the session values and the Japanese
 * messages are the same everywhere.
 */

export { FormHttpError, formHttpErrorMessage } from "./form-http-error";
export type { QueryParams } from "./payload";

export const ACCESS_KEY_HEADER = "X-Access-Key";
// The server refuses state-changing calls carrying neither this nor an access key (its CSRF check: a
// cross-site page cannot set custom headers). Needed where no link is known, e.g. logging out on /mypage.
const REQUESTED_BY = { "X-Requested-By": "gakumu-form-frontend" } as const;

const TIMEOUT_MS = 30_000;
// Phones on a weak signal upload photos and PDFs: give files longer before calling it a failure.
const FILE_TIMEOUT_MS = 300_000;

export interface FormRequestOptions {
  /** Show the busy overlay (default true). Background loads (logo, session check) turn it off. */
  busy?: boolean;
  /** Toast the §8.1 message of an ordinary failure (default true). §8.1's own reactions always run. */
  notify?: boolean;
  /** Success toast 「正常終了」 with this message (spec §7.1: a sentence ending in 「しました」). */
  success?: string;
  /** The key to send instead of the session's (the password-reset link carries its own). */
  accessKey?: string;
  /** Add processMode, organizationCd, formUserId, formCd from the session (default true). */
  enrich?: boolean;
  timeoutMs?: number;
}

const repeatGuard = createRepeatGuard(FORM_ERROR_DEDUPE_MS);

/** For tests: forget the last §8.1 reactions. */
export function resetFormHttpState(): void {
  repeatGuard.reset();
}

/** Side effects of §8.1 for one failure; returns the error for the caller to throw. */
function report(error: FormHttpError, options: FormRequestOptions, loggedIn: boolean): FormHttpError {
  const failure = classifyFormHttpError(error, loggedIn);
  if (failure.kind === "accessKey") {
    error.notified = true;
    if (repeatGuard.shouldHandle("accessKey")) navigateTo(NOT_FOUND_PATH, { replace: true });
    return error;
  }
  if (failure.kind === "formUserDeleted") {
    error.notified = true;
    if (repeatGuard.shouldHandle("formUserDeleted")) {
      updateFormSession({ login: false, formUser: null });
      notify.danger({ title: domainMessage("client.errorTitle"), message: failure.message });
      navigateTo(mypagePath(formSession.get().accessKey), { replace: true });
    }
    return error;
  }
  if (options.notify !== false) {
    notify.danger({ message: failure.message });
    error.notified = true;
  }
  return error;
}

interface Outgoing {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  body?: BodyInit;
  json?: boolean;
}

async function transmit(request: Outgoing, options: FormRequestOptions): Promise<Response> {
  const session = formSession.get();
  const accessKey = options.accessKey ?? session.accessKey;
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(accessKey ? { [ACCESS_KEY_HEADER]: accessKey } : {}),
        ...(request.method === "GET" ? {} : REQUESTED_BY),
        ...(request.json ? { "Content-Type": "application/json" } : {}),
      },
      body: request.body,
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
    });
  } catch {
    throw report(new FormHttpError(0, undefined, undefined), options, session.login);
  }
  if (!response.ok) {
    // Also for downloads: the error body is read as text and parsed as JSON for its message.
    const text = await response.text().catch(() => "");
    throw report(formHttpErrorFromBody(response.status, text), options, session.login);
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

async function run<T>(options: FormRequestOptions, work: () => Promise<T>): Promise<T> {
  const result = await (options.busy === false ? work() : withBusy(work));
  if (options.success) notify.success({ message: options.success });
  return result;
}

function enriched(payload: unknown, options: FormRequestOptions): unknown {
  return options.enrich === false ? payload : enrichPayload(payload, formSession.get());
}

function jsonCall<T>(method: "POST" | "PUT", path: string, body: unknown, options: FormRequestOptions) {
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

export const formHttp = {
  /** GET with the query parameters (and the session's values) in the URL. */
  get<T>(path: string, query?: QueryParams, options: FormRequestOptions = {}): Promise<T> {
    return run(options, async () => {
      const params = enriched(query, options) as Record<string, unknown> | undefined;
      return readJson<T>(await transmit({ method: "GET", url: withQuery(path, params) }, options));
    });
  },

  post: <T>(path: string, body?: unknown, options: FormRequestOptions = {}) =>
    jsonCall<T>("POST", path, body, options),

  put: <T>(path: string, body?: unknown, options: FormRequestOptions = {}) =>
    jsonCall<T>("PUT", path, body, options),

  /** Binary GET (e.g. the organisation logo): the body as a Blob. */
  blob(path: string, options: FormRequestOptions = {}): Promise<Blob> {
    return run(options, async () => (await transmit({ method: "GET", url: path }, options)).blob());
  },

  /**
   * Spec §7.1 upload: multipart with the object field as a JSON part (enriched like a body) and
   * one repeated "files" part per file.
   */
  upload<T>(
    path: string,
    field: { name: string; value: object },
    files: readonly File[],
    options: FormRequestOptions = {},
  ): Promise<T> {
    const opts = { timeoutMs: FILE_TIMEOUT_MS, ...options };
    return run(opts, async () => {
      const form = new FormData();
      const json = JSON.stringify(enriched(field.value, opts));
      form.append(field.name, new Blob([json], { type: "application/json" }));
      for (const file of files) form.append("files", file, file.name);
      // No Content-Type: the browser writes multipart/form-data with its boundary.
      return readJson<T>(await transmit({ method: "POST", url: path, body: form }, opts));
    });
  },

  /** Spec §7.1 download: POST JSON, answer a file with the name from Content-Disposition. */
  download(path: string, body?: unknown, options: FormRequestOptions = {}): Promise<DownloadedFile> {
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

/** For callers that caught an error: toasts it unless the helper already reacted. */
export function notifyFormHttpError(error: unknown): void {
  if (error instanceof FormHttpError && error.notified) return;
  notify.danger({ message: formHttpErrorMessage(error) });
}
