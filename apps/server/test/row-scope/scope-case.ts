import type { FactoryContext, Headers } from "../factories";
import type { Call } from "../isolation/route-case";
import { ROUTE_CASES } from "../isolation/route-cases";
import type { ScopeSchool } from "./scope-school";

/**
 * How the row-scope walk calls one route. Every call is made by the class teacher and by the staff
 * member of "only myself", with ids, filters and bodies that name members outside their scope; each
 * must answer 404 (or 403, or 400 for a body naming nobody it may name), or 2xx with those members left
 * out, and change none of their rows.
 */
export interface ScopeCase {
  /**
   * The calls; `caller` is the session they will be made with, for a case that must prepare
   * something as that caller first (an import's upload before its commit).
   */
  calls(s: ScopeSchool, t: FactoryContext, caller: Headers): Call[] | Promise<Call[]>;
}

export type ScopeCases = Record<string, ScopeCase>;

/**
 * The tenant isolation walk's staff calls of the same route: they name the isolation walk's victim
 * rows, which are all about `a.member`, a member outside both callers' scope.
 */
export const isolationCalls = (key: string): ScopeCase => ({
  async calls(s, t) {
    const isolation = ROUTE_CASES[key];
    if (!isolation) throw new Error(`no isolation case ${key} to walk`);
    const calls = await isolation.calls(s.a, s.b, t);
    return calls.filter((c) => (c.as === undefined || c.as === "staff") && c.headers === undefined);
  },
});

/** Routes walked with the isolation walk's calls, keyed as the access gate lists them. */
export const walkedAsIsolation = (keys: string[]): ScopeCases =>
  Object.fromEntries(keys.map((key) => [key, isolationCalls(key)]));
