import { FORM_ERROR_DEDUPE_MS } from "@gakumu/domain/constants";
import { notify, withBusy } from "@gakumu/ui";
import {
  type CallOptions,
  type DownloadedFile,
  FILE_TIMEOUT_MS,
  type HttpRequest,
  jsonRequest,
  type QueryParams,
  readDownload,
  readJson,
  send,
  withQuery,
} from "@gakumu/ui/http";
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
import { enrichPayload } from "./payload";

/**
 * The form (non-login) helper of spec §7.1 with the error handling of §8.1. Every call of the form
 * frontend goes through here, so the access-key header, the session values and the Japanese
 * messages are the same everywhere.
 */

export type { DownloadedFile, QueryParams } from "@gakumu/ui/http";
export { FormHttpError, formHttpErrorMessage } from "./form-http-error";

export const ACCESS_KEY_HEADER = "X-Access-Key";
// The server refuses state-changing calls carrying neither this nor an access key (its CSRF check: a
// cross-site page cannot set custom headers). Needed where no link is known, e.g. logging out on /mypage.
const REQUESTED_BY = { "X-Requested-By": "gakumu-form-frontend" } as const;

/**
 * `busy: false` for background loads (logo, session check); `notify` toasts the §8.1 message of an
 * ordinary failure (§8.1's own reactions always run); `enrich` adds processMode, organizationCd,
 * formUserId and formCd from the session.
 */
export interface FormRequestOptions extends CallOptions {
  /** Success toast 「正常終了」 with this message (spec §7.1: a sentence ending in 「しました」). */
  success?: string;
  /** The key to send instead of the session's (the password-reset link carries its own). */
  accessKey?: string;
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

function transmit(request: HttpRequest, options: FormRequestOptions): Promise<Response> {
  const session = formSession.get();
  const accessKey = options.accessKey ?? session.accessKey;
  return send(request, {
    credentials: "same-origin",
    headers: {
      ...(accessKey ? { [ACCESS_KEY_HEADER]: accessKey } : {}),
      ...(request.method === "GET" ? {} : REQUESTED_BY),
    },
    timeoutMs: options.timeoutMs,
    // Status 0 with no body gives the network error: formHttpErrorFromBody finds no message in "".
    fail: (status, text) => report(formHttpErrorFromBody(status, text), options, session.login),
  });
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
  return run(options, async () =>
    readJson<T>(await transmit(jsonRequest(method, path, enriched(body, options)), options)),
  );
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
    return run(opts, async () =>
      readDownload(await transmit(jsonRequest("POST", path, enriched(body, opts)), opts)),
    );
  },
};

/** For callers that caught an error: toasts it unless the helper already reacted. */
export function notifyFormHttpError(error: unknown): void {
  if (error instanceof FormHttpError && error.notified) return;
  notify.danger({ message: formHttpErrorMessage(error) });
}
