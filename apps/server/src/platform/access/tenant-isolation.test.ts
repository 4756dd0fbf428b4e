import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { apiHeaders } from "../../../test/auth-helpers";
import type { Call, Caller, RouteCase } from "../../../test/isolation/route-case";
import { ROUTE_CASES, routeOfCase } from "../../../test/isolation/route-cases";
import {
  type Intruder,
  seedIntruder,
  seedVictim,
  settleJobs,
  type Victim,
} from "../../../test/isolation/seed-tenants";
import { changedTables, tenantChecksums, tenantTables } from "../../../test/isolation/tenant-checksum";
import { useTestApp } from "../../../test/test-app";

const READS = new Set(["GET", "HEAD"]);
const isApplicantUrl = (url: string) =>
  url.startsWith("/app/form-api/") || url.startsWith("/app/form-login/");

/**
 * Tenant isolation, walked route by route: tenant A holds one of every entity kind, and tenant B's
 * system administrator (or B's applicant on the form frontend) calls every route the access gate
 * knows with A's real ids and a body the route accepts. B must get 403 or 404, or — on routes that
 * take no id — only B's own data, and not one row of A's may change.
 */
describe("tenant isolation: every route, called by another tenant with this tenant's real ids", () => {
  // Every export becomes a job, so that A holds an export job and B's exports are read to the end.
  const t = useTestApp({ exportOptions: { inlineRowLimit: 0 } });

  it("has a case for every route the gate knows, and no case for a route that is gone", () => {
    const declared = new Set(
      t.app
        .declaredRoutes()
        .filter((r) => r.method !== "HEAD")
        .map((r) => `${r.method} ${r.url}`),
    );
    const cased = new Set(Object.keys(ROUTE_CASES).map(routeOfCase));
    const missing = [...declared].filter((r) => !cased.has(r));
    expect(missing, "add these routes to test/isolation (ROUTE_CASES)").toEqual([]);
    expect(
      [...cased].filter((r) => !declared.has(r)),
      "cases of routes that no longer exist",
    ).toEqual([]);
    // HEAD routes are walked with their GET's case.
    for (const r of t.app.declaredRoutes().filter((r) => r.method === "HEAD"))
      expect(declared.has(`GET ${r.url}`), `HEAD ${r.url}`).toBe(true);
  });

  it("refuses B every one of A's rows and changes none of them", async () => {
    const a = await seedVictim(t);
    const b = await seedIntruder(t);
    const failures: string[] = [];
    const cases = Object.entries(ROUTE_CASES).sort(([, x], [, y]) => order(x) - order(y));

    // Calls are planned before A's fingerprint (some prepare A's side, e.g. a mailed reset link), and
    // reads that must be refused to B are first made by A itself: they must work, or the case does
    // not address A's real data.
    const planned = new Map<string, Call[]>();
    for (const [key, c] of cases) {
      // Own cases prepare B's side only; they are made when their turn comes.
      if (c.expect.kind === "own") continue;
      const calls = await c.calls(a, b, t);
      planned.set(key, calls);
      if (c.expect.kind !== "refused" || !routeOfCase(key).startsWith("GET ")) continue;
      for (const call of calls.filter((x) => x.control !== false)) {
        const res = await t.app.inject({ url: call.url, headers: victimHeaders(a, callerOf(call)) });
        if (res.statusCode !== 200)
          failures.push(`${key}: A's own call ${call.url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }

    await settleJobs(t, a.s.tenant.id);
    const { covered } = await tenantTables(t.database);
    let before = await tenantChecksums(t.database, covered, a.s.tenant.id);
    const forbidden = [a.s.marker, a.exportJob.jobId, a.answer.fileId];

    for (const [key, c] of cases) {
      const method = routeOfCase(key).split(" ")[0]!;
      const calls = planned.get(key) ?? (await c.calls(a, b, t));
      for (const call of calls) {
        const methods = method === "GET" ? ["GET", "HEAD"] : [method];
        for (const m of methods) {
          const res = await t.app.inject({
            method: m as "GET",
            url: call.url,
            headers: {
              ...(call.headers ?? (await intruderHeaders(b, callerOf(call)))),
              ...(call.contentType ? { "content-type": call.contentType } : {}),
            },
            ...(call.payload === undefined ? {} : { payload: call.payload as object }),
          });
          const problem = judge(c, m, res, forbidden, call);
          if (problem) failures.push(`${m} ${call.url} [${key}]: ${problem}`);
          else if (m !== "HEAD" && c.check) {
            try {
              await c.check(res, a, b, t);
            } catch (error) {
              failures.push(`${m} ${call.url} [${key}]: ${(error as Error).message}`);
            }
          }
        }
      }
      if (!READS.has(method) || key.includes("/file") || c.check) {
        await settleJobs(t, b.s.tenant.id);
        const after = await tenantChecksums(t.database, covered, a.s.tenant.id);
        const allowed = new Set(c.mayChange?.tables ?? []);
        const changed = changedTables(before, after).filter((table) => !allowed.has(table));
        if (changed.length > 0) failures.push(`${key}: changed A's rows in ${changed.join(", ")}`);
        before = after;
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  }, 300_000);
});

/** Refused cases run first, while A's ids are still unknown to B (own cases create B's rows). */
const order = (c: RouteCase) => (c.expect.kind === "refused" ? 0 : c.expect.kind === "status" ? 1 : 2);

const callerOf = (call: Call): Caller => call.as ?? (isApplicantUrl(call.url) ? "applicant" : "staff");

async function intruderHeaders(b: Intruder, caller: Caller): Promise<Record<string, string>> {
  switch (caller) {
    case "staff":
      return b.s.headers;
    case "fresh-staff":
      return b.freshSession();
    case "applicant":
      return { ...b.form.keyHeaders, cookie: b.formUser.cookie };
    case "fresh-applicant":
      return { ...b.form.keyHeaders, cookie: (await b.freshApplicant()).cookie };
    case "key":
      return { ...apiHeaders, ...b.form.keyHeaders };
  }
}

function victimHeaders(a: Victim, caller: Caller): Record<string, string> {
  if (caller === "staff" || caller === "fresh-staff") return a.s.headers;
  return { ...apiHeaders, ...a.form.keyHeaders, cookie: a.formUser.cookie };
}

/** Every string the call itself sent (body values, query values): B may get its own words back. */
function sentStrings(call: Call): string[] {
  const out = [...new URL(call.url, "http://x").searchParams.values()];
  const walk = (v: unknown) => {
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object" && !Buffer.isBuffer(v)) Object.values(v).forEach(walk);
  };
  walk(call.payload);
  return out.filter((v) => v.length > 0).sort((x, y) => y.length - x.length);
}

/** What is wrong with B's answer, or null when it is what the case expects. */
function judge(
  c: RouteCase,
  method: string,
  res: LightMyRequestResponse,
  forbidden: string[],
  call: Call,
): string | null {
  const got = `${res.statusCode} ${res.body.slice(0, 200)}`;
  switch (c.expect.kind) {
    case "refused":
      return [403, 404].includes(res.statusCode) ? null : `expected 403 or 404, got ${got}`;
    case "status":
      return c.expect.status.includes(res.statusCode)
        ? null
        : `expected ${c.expect.status.join("/")} (${c.expect.why}), got ${got}`;
    case "own": {
      if (res.statusCode < 200 || res.statusCode > 299) return `expected B's own 2xx answer, got ${got}`;
      if (method === "HEAD") return null;
      // What B sent (A's codes it reused for rows of its own) may come back; nothing else of A's.
      const body = sentStrings(call).reduce(
        (text, sent) => text.replaceAll(sent, ""),
        res.rawPayload.toString("utf8"),
      );
      const leaked = forbidden.filter((f) => body.includes(f));
      return leaked.length > 0 ? `the answer carries A's ${leaked.join(", ")}: ${body.slice(0, 300)}` : null;
    }
  }
}
