import type { LightMyRequestResponse } from "fastify";
import type { FactoryContext } from "../factories";
import type { Intruder, Victim } from "./seed-tenants";

/**
 * Who makes a call of the isolation walk (always of the intruding tenant B):
 * - staff: B's system administrator (every menu, all members);
 * - fresh-staff: a new session of that administrator, for calls that end or change their session;
 * - applicant: B's link (access key) and B's logged-in applicant;
 * - fresh-applicant: B's link and a new applicant of B, for calls that end or delete the account;
 * - key: B's link without a login.
 */
export type Caller = "staff" | "fresh-staff" | "applicant" | "fresh-applicant" | "key";

export interface Call {
  url: string;
  /** A JSON body, or a multipart body with its content type. */
  payload?: unknown;
  contentType?: string;
  as?: Caller;
  /** Headers made by the case itself (a session it prepared), in place of the caller's. */
  headers?: Record<string, string>;
  /**
   * For reads that must be refused: whether A's own administrator (or applicant) may make the same
   * call and get 200 — the proof that the ids are real. Off for calls mixing B's and A's ids.
   */
  control?: boolean;
}

/**
 * What B must get:
 * - refused: 403 or 404 (A's ids are unknown to B);
 * - own: 2xx, acting on B's own data only, and the answer carries nothing of A's (no id in the path;
 *   A's ids or codes sit in the body or query wherever the route reads one);
 * - status: a public entry point that refuses in its own way, with the reason.
 */
export type Expectation =
  | { kind: "refused" }
  | { kind: "own" }
  | { kind: "status"; status: number[]; why: string };

export interface RouteCase {
  expect: Expectation;
  calls(a: Victim, b: Intruder, t: FactoryContext): Call[] | Promise<Call[]>;
  /**
   * A's tables this call may change, with why: a failed login naming A's tenant is A's to count
   * (login_attempt), whoever sent it.
   */
  mayChange?: { tables: string[]; why: string };
  /** Further checks of B's answer (e.g. follow an export job and read its file). */
  check?(res: LightMyRequestResponse, a: Victim, b: Intruder, t: FactoryContext): Promise<void> | void;
}

export type RouteCases = Record<string, RouteCase>;

export const refused = (calls: RouteCase["calls"]): RouteCase => ({ expect: { kind: "refused" }, calls });
export const own = (calls: RouteCase["calls"], check?: RouteCase["check"]): RouteCase => ({
  expect: { kind: "own" },
  calls,
  check,
});

/** A multipart body with one file part named `name`, as a browser's FormData sends it. */
export function multipart(parts: { name: string; fileName: string; type: string; bytes: Buffer }[]): {
  payload: Buffer;
  contentType: string;
} {
  const boundary = `----gakumu${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.fileName}"\r\nContent-Type: ${p.type}\r\n\r\n`,
      ),
      p.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const query = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
