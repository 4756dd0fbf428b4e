import type { ApiResponse, MenuList, SessionUser } from "@gakumu/domain";
import { vi } from "vitest";
import { menuItem } from "../app/testing/menu-item.testing";

/** Statuses a route answers when it refuses; the body is then the error body, not the contract's. */
type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 423 | 429 | 500 | 503;
interface RefusalBody {
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

/**
 * A reply: status and JSON body (undefined → empty body). A success carries the route's contract
 * (ApiContracts in @gakumu/domain), so a fake body that the real route could not send fails typecheck.
 */
export type Reply<Body = unknown> =
  | readonly [status: 200 | 201 | 202, body: Frozen<Body>]
  | readonly [status: 204]
  | readonly [status: RefusalStatus, body?: RefusalBody];
export type Handler<Body = unknown> = Reply<Body> | ((call: ApiCall) => Reply<Body>);

/** The handlers of a fake API: each "METHOD /path" key answers with that route's contract. */
export type Handlers<Keys extends string = string> = { [K in Keys]: Handler<ApiResponse<K>> };

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * Stubs fetch with answers per "METHOD /path" (query ignored for matching) and records every call.
 * Unlisted calls answer 404, as the real server would for a route it does not have.
 */
export function fakeApi<Keys extends string>(handlers: Handlers<Keys>): ApiCall[] {
  const calls: ApiCall[] = [];
  const table: Record<string, Handler | undefined> = handlers;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, "http://localhost");
      const method = init.method ?? "GET";
      const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
      const call: ApiCall = { method, path: url.pathname, query: url.searchParams, body };
      calls.push(call);
      const handler = table[`${method} ${url.pathname}`];
      const [status, payload] =
        typeof handler === "function"
          ? handler(call)
          : (handler ?? ([404, { code: "NOT_FOUND", message: "x" }] as const));
      return new Response(payload === undefined ? null : JSON.stringify(payload), {
        status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return calls;
}

export const demoLoginUser: SessionUser = {
  tenantCd: "demo",
  loginUserId: 7,
  displayUserId: "admin01",
  name: "山田 花子",
  mailAddress: "hanako@example.jp",
  systemCd: 2,
  organizationCd: "ORG1",
  processMode: 0,
  passwordChangeRequired: false,
  passwordExpired: false,
  totpEnabled: true,
  idleTimeoutMinutes: 30,
  organizations: [{ systemCd: 2, organizationCd: "ORG1", name: "学務高等学校", processModes: [0] }],
};

export const demoMenu: MenuList = {
  menuCategoryList: [
    {
      menuCategoryCd: 10,
      menuCategoryName: "メンバー管理",
      menuCategoryCssClassName: "",
      menuCategoryDisabledFlg: false,
      menuCategoryHideFlg: false,
      menuList: [
        menuItem("member-list", { menuName: "メンバー一覧" }),
        menuItem("member-import", { menuName: "メンバー取込", authority: 1 }),
        menuItem("certificate-issue", { menuName: "証明書発行" }),
      ],
    },
  ],
};

/** A table of handlers checked against the routes' contracts, for a fake API built from several. */
const handlers = <Keys extends string>(table: Handlers<Keys>): Handlers<Keys> => table;

/** Every load of the gate answered for the demo user. */
const shellLoads = handlers({
  "GET /app/api/v2/login/loginuser": [200, demoLoginUser],
  "GET /app/api/v2/login/organization": [200, { ...demoLoginUser.organizations[0]!, logoUrl: null }],
  "GET /app/api/v2/login/manual": [200, { manuals: [] }],
  "GET /app/api/auth/menu": [200, demoMenu],
  "GET /app/api/v2/organization/parameter": [200, []],
  "GET /app/api/v2/system/member/importfield": [200, []],
  "POST /app/api/com/output/operationLog": [204],
  // The header's notice bell, once the shell shows.
  "GET /app/api/staff-notices": [200, { items: [], unread: 0 }],
});

/** Every load of the gate answered for the demo user; pass overrides per route. */
export function shellApi<Keys extends string = never>(
  overrides: Handlers<Keys> = {} as Handlers<Keys>,
): ApiCall[] {
  return fakeApi<string>({ ...shellLoads, ...overrides });
}
