import { z } from "zod";

// A route's contract as the SPAs and their tests see it: "METHOD /path/:param" → the schema of what
// it answers with success (null: 204, no body). Each feature's *-api.ts declares its own table beside
// its schemas; contracts.ts gathers them into ApiContracts.

export type ContractTable = Record<string, z.ZodType | null>;

/** Checks a feature's table (keys and schemas) while keeping its exact type. */
export const defineContracts = <const T extends ContractTable>(table: T): T => table;

/** What a contract's schema puts on the wire. */
export type ResponseOfSchema<S> = S extends z.ZodType ? z.output<S> : undefined;

type Split<P extends string> = P extends `${infer Head}/${infer Tail}` ? [Head, ...Split<Tail>] : [P];

/** Whether a concrete path's segments fit a route's (":id" takes any one non-empty segment). */
type SegmentsFit<Route extends string[], Path extends string[]> = Route extends [
  infer R extends string,
  ...infer RestRoute extends string[],
]
  ? Path extends [infer P extends string, ...infer RestPath extends string[]]
    ? R extends `:${string}`
      ? P extends ""
        ? false
        : SegmentsFit<RestRoute, RestPath>
      : [R] extends [P]
        ? [P] extends [R]
          ? SegmentsFit<RestRoute, RestPath>
          : false
        : false
    : false
  : Path extends []
    ? true
    : false;

/**
 * The route of `Table` a concrete call "GET /app/api/v2/member/12" belongs to: the literal route when
 * there is one ("GET /…/login-user/permission-sets" before "GET /…/login-user/:loginUserId"), else the
 * patterns it fits; never when none does.
 */
export type RouteOf<Table, Call extends string> = Call extends keyof Table
  ? Call
  : {
      [R in keyof Table & string]: SegmentsFit<Split<R>, Split<Call>> extends true ? R : never;
    }[keyof Table & string];

/** The response schema of a route that answers 204 (no body), for its OpenAPI entry. */
export const NoContent = z.null().describe("本文なし");
