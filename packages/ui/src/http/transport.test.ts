import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonRequest, REQUEST_TIMEOUT_MS, readDownload, readJson, type SendOptions, send } from "./transport";

/** A fetch giving `answers` in turn (an Error: the connection failed); returns the mock's calls. */
function stubFetch(...answers: (Response | Error)[]): [url: string, init: RequestInit][] {
  const answer = vi.fn(async (_url: string, _init: RequestInit): Promise<Response> => {
    const next = answers.shift();
    if (!next) throw new Error("no answer left for this call");
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal("fetch", answer);
  return answer.mock.calls;
}

/** A fetch that never answers and, like the browser's, rejects with the reason once its signal aborts. */
function stubSilentServer(): void {
  const silent = (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      const signal = init.signal as AbortSignal;
      signal.addEventListener("abort", () => reject(signal.reason));
    });
  vi.stubGlobal("fetch", silent);
}

class Failed extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`failed ${status}`);
  }
}

const options = (patch: Partial<SendOptions> = {}): SendOptions => ({
  credentials: "include",
  headers: { "X-Requested-By": "test" },
  timeoutMs: 1_000,
  fail: (status, text) => new Failed(status, text),
  ...patch,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("jsonRequest", () => {
  it("serialises the payload and marks it as JSON", () => {
    expect(jsonRequest("POST", "/a", { x: 1 })).toEqual({
      method: "POST",
      url: "/a",
      body: '{"x":1}',
      json: true,
    });
    expect(jsonRequest("PUT", "/a", null)).toMatchObject({ body: "null", json: true });
  });

  it("sends no body for an undefined payload", () => {
    expect(jsonRequest("POST", "/a", undefined)).toEqual({ method: "POST", url: "/a", json: false });
  });
});

describe("send", () => {
  it("sends the method, credentials, the app's headers and a JSON Content-Type", async () => {
    const calls = stubFetch(new Response("{}"));
    const response = await send(jsonRequest("POST", "/a", { x: 1 }), options());
    expect(response.ok).toBe(true);
    const [[url, init]] = calls as [[string, RequestInit]];
    expect(url).toBe("/a");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"x":1}' });
    expect(init.headers).toEqual({
      Accept: "application/json",
      "X-Requested-By": "test",
      "Content-Type": "application/json",
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("leaves the Content-Type of a multipart body to the browser", async () => {
    const calls = stubFetch(new Response("{}"));
    const form = new FormData();
    await send({ method: "POST", url: "/up", body: form }, options({ credentials: "same-origin" }));
    const init = calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.credentials).toBe("same-origin");
    expect(init?.headers).not.toHaveProperty("Content-Type");
  });

  it("hands a non-2xx status and its body text to fail", async () => {
    stubFetch(new Response('{"code":"CONFLICT"}', { status: 409 }));
    await expect(send({ method: "GET", url: "/a" }, options())).rejects.toEqual(
      new Failed(409, '{"code":"CONFLICT"}'),
    );
  });

  it("reports a failed connection as status 0", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    const failure = await send({ method: "GET", url: "/a" }, options()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Failed);
    expect(failure).toMatchObject({ status: 0, text: "" });
  });

  it("reports a call over its time as status 0", async () => {
    stubSilentServer();
    const failure = await send({ method: "GET", url: "/slow" }, options({ timeoutMs: 20 })).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ status: 0 });
  });

  it("gives a call REQUEST_TIMEOUT_MS unless told otherwise", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    stubFetch(new Response("{}"), new Response("{}"));
    await send({ method: "GET", url: "/a" }, options({ timeoutMs: undefined }));
    await send({ method: "GET", url: "/b" }, options({ timeoutMs: 5_000 }));
    expect(timeout.mock.calls).toEqual([[REQUEST_TIMEOUT_MS], [5_000]]);
  });

  it("rethrows the caller's abort instead of reporting it", async () => {
    const controller = new AbortController();
    stubSilentServer();
    const fail = vi.fn((status: number, text: string) => new Failed(status, text));
    const pending = send({ method: "GET", url: "/a" }, options({ signal: controller.signal, fail }));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(fail).not.toHaveBeenCalled();
  });
});

describe("readJson", () => {
  it.each([
    [new Response('{"a":1}'), { a: 1 }],
    [new Response(null, { status: 204 }), undefined],
    [new Response(""), undefined],
    [new Response("plain text"), "plain text"],
  ])("%#", async (response, expected) => {
    expect(await readJson(response)).toEqual(expected);
  });
});

describe("readDownload", () => {
  it("gives the blob and the name from Content-Disposition", async () => {
    const file = await readDownload(
      new Response("a,b\n", {
        headers: { "Content-Disposition": "attachment; filename*=UTF-8''%E5%90%8D%E7%B0%BF.csv" },
      }),
    );
    expect(file.filename).toBe("名簿.csv");
    expect(await file.blob.text()).toBe("a,b\n");
  });

  it("falls back to a generic name", async () => {
    expect((await readDownload(new Response("x"))).filename).toBe("download");
  });
});
