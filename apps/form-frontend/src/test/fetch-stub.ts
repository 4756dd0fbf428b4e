import { afterEach, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
});

// Test-level stand-in for the server: each test lists the answers it needs; the form frontend's own
// code (the helper, the pages) runs unchanged against it.

export interface StubRoute {
  method?: string;
  /** The path, or a pattern over "path?query". */
  path: string | RegExp;
  status?: number;
  body?: unknown;
  /** A Blob answer (logo, download) instead of JSON. */
  blob?: Blob;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
  json: unknown;
}

function matches(route: StubRoute, method: string, url: URL): boolean {
  if ((route.method ?? "GET") !== method) return false;
  return typeof route.path === "string"
    ? route.path === url.pathname
    : route.path.test(`${url.pathname}${url.search}`);
}

/** Installs a fetch that answers from `routes` (first match; unknown calls get a JSON 404). */
export function stubFetch(routes: StubRoute[]) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    let json: unknown;
    if (typeof init.body === "string") json = JSON.parse(init.body);
    calls.push({
      method,
      url: `${url.pathname}${url.search}`,
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: init.body,
      json,
    });
    const route = routes.find((r) => matches(r, method, url));
    if (!route) {
      return new Response(JSON.stringify({ code: "NOT_FOUND", message: "リクエストURLが存在しません。" }), {
        status: 404,
        headers: { "content-type": "application/json" },
      });
    }
    if (route.blob) return new Response(route.blob, { status: route.status ?? 200, headers: route.headers });
    const text = route.body === undefined ? "" : JSON.stringify(route.body);
    return new Response(text || null, {
      status: route.status ?? 200,
      headers: { "content-type": "application/json", ...route.headers },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    fetchMock,
    /** Calls to `path` (any method unless given). */
    to: (path: string, method?: string) =>
      calls.filter((c) => c.path === path && (!method || c.method === method)),
  };
}

export const apiError = (
  status: number,
  code: string,
  message: string,
): Pick<StubRoute, "status" | "body"> => ({
  status,
  body: { code, message },
});
