import { afterEach, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
});

// The server as the member app's screen tests need it: each test lists the answers it expects; the
// app's own HTTP helper and screens run unchanged against it.

export interface StubRoute {
  method?: string;
  path: string | RegExp;
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  json: unknown;
}

export function stubFetch(routes: StubRoute[]) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://localhost");
      const method = (init.method ?? "GET").toUpperCase();
      const headers = Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
      );
      const json = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, search: url.search, headers, json });
      const route = routes.find(
        (r) =>
          (r.method ?? "GET") === method &&
          (typeof r.path === "string" ? r.path === url.pathname : r.path.test(url.pathname + url.search)),
      );
      if (!route) return jsonResponse(404, { code: "NOT_FOUND", message: "リクエストURLが存在しません。" });
      if (route.body === undefined) return new Response(null, { status: route.status ?? 204 });
      return jsonResponse(route.status ?? 200, route.body);
    }),
  );
  return {
    calls,
    to: (path: string, method = "GET") => calls.filter((c) => c.path === path && c.method === method),
  };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export const apiError = (status: number, code: string, message: string) => ({
  status,
  body: { code, message },
});
