import type { ApiResponse } from "@gakumu/domain";
import { afterEach, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
});

// Test-level stand-in for the server: each test lists the answers it needs; the form frontend's own
// code (the helper, the pages) runs unchanged against it. A success body is typed by the route's
// contract (ApiContracts in @gakumu/domain), so a fake answer the real route could not send fails
// typecheck; a refusal carries the error body every route refuses with.

/** Statuses a route (or the proxy before it) answers when it refuses: the body is then an error body. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 423 | 429 | 500 | 502 | 503;
export interface RefusalBody {
  code: string;
  message?: string;
  details?: unknown;
}

/** A fake body may be written `as const`: the contract is compared read-only. */
type Frozen<T> = T extends (infer E)[]
  ? readonly Frozen<E>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

interface RouteMatch {
  method?: string;
  /** The path, or a pattern over "path?query". */
  path: string | RegExp;
  headers?: Record<string, string>;
}
/** A JSON success; no body → an empty answer. */
interface JsonAnswer {
  status?: 200 | 201 | 202 | 204;
  body?: unknown;
  blob?: undefined;
}
interface RefusalAnswer {
  status: RefusalStatus;
  body?: RefusalBody;
  blob?: undefined;
}
/** A Blob answer (logo, download) instead of JSON. */
interface BlobAnswer {
  status?: 200;
  blob: Blob;
  body?: undefined;
}

export type StubRoute = RouteMatch & (JsonAnswer | RefusalAnswer | BlobAnswer);

type MethodOf<R> = R extends { method: infer M extends string } ? M : "GET";

/**
 * A route with a literal method and path answering JSON success: its body must be the contract's
 * (none for a 204 route). A pattern, a refusal, a blob or a path only known as `string` is left as is.
 */
export type CheckedRoute<R> = R extends { blob: Blob } | { status: RefusalStatus }
  ? R
  : R extends { path: infer P extends string }
    ? string extends P | MethodOf<R>
      ? R
      : ApiResponse<`${MethodOf<R>} ${P}`> extends infer Body
        ? unknown extends Body
          ? R
          : [Body] extends [undefined]
            ? Omit<R, "body"> & { body?: undefined }
            : Omit<R, "body"> & { body: Frozen<Body> }
        : never
    : R;

type CheckedRoutes<Routes extends readonly unknown[]> = { [I in keyof Routes]: CheckedRoute<Routes[I]> };

/** One route checked against its contract where it is declared (a shared fixture). */
export const stubRoute = <const R extends StubRoute>(route: R & CheckedRoute<R>): R => route;

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
export function stubFetch<const Routes extends readonly StubRoute[]>(routes: Routes & CheckedRoutes<Routes>) {
  const table: readonly StubRoute[] = routes;
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
    const route = table.find((r) => matches(r, method, url));
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

export const apiError = <S extends RefusalStatus>(status: S, code: string, message: string) => ({
  status,
  body: { code, message } satisfies RefusalBody,
});
