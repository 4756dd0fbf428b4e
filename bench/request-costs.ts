import { TEST_PASSWORD } from "../apps/server/test/auth-helpers";
import { STATEMENTS_PATH } from "./bare-insert";
import { postgresCpuMs, processCpuMs } from "./cpu-time";
import type { BenchServer, LoadFigures } from "./http-load";

// What the HTTP benchmarks print beside each run's rate: the SQL statements and the CPU (server
// process and PostgreSQL) one request cost, and the admin login their staff screens need.

export type Counted = LoadFigures & {
  statementsPerRequest: number;
  cpuMs: { server: number; postgres: number };
};

/** Logs in as the school's admin (the test password, no two-step) and returns the headers to send. */
export async function loginAdmin(url: string, tenantCd: string): Promise<Record<string, string>> {
  const headers = { "x-requested-by": "gakumu", "x-requested-with": "XMLHttpRequest" };
  const res = await fetch(`${url}/app/api/v2/manage/login`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ tenantCd, displayUserId: "admin", password: TEST_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("gakumu_session="));
  if (res.status !== 200 || !cookie) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return { ...headers, cookie: cookie.split(";")[0]! };
}

/**
 * Wraps a load run so it also reports statements and CPU per 2xx request. BENCH_SQL_WAITS=1 also
 * prints where the run waited on PostgreSQL, the `slowestShown` longest statements.
 */
export function requestCosts(server: BenchServer, databaseUrl: string, slowestShown: number) {
  const statements = async () =>
    ((await (await fetch(`${server.url}${STATEMENTS_PATH}`)).json()) as { statements: number }).statements;
  const databaseName = new URL(databaseUrl).pathname.slice(1);
  const cpuNow = () => {
    const postgres = postgresCpuMs(databaseName);
    return [processCpuMs(server.pid), postgres.backends + postgres.shared];
  };
  return async (run: () => Promise<LoadFigures>): Promise<Counted> => {
    await fetch(`${server.url}${STATEMENTS_PATH}?slowest`);
    const before = await statements();
    const cpuBefore = cpuNow();
    const figures = await run();
    const [onServer, onPostgres] = cpuNow().map((ms, i) => (ms - cpuBefore[i]!) / Math.max(figures.ok, 1));
    const statementsPerRequest = ((await statements()) - before) / Math.max(figures.ok, 1);
    if (process.env.BENCH_SQL_WAITS) {
      const { slowest } = (await (await fetch(`${server.url}${STATEMENTS_PATH}?slowest`)).json()) as {
        slowest: { kind: string; count: number; avgMs: number; totalMs: number }[];
      };
      for (const s of slowest.slice(0, slowestShown))
        console.log(`    ${s.totalMs.toFixed(0)} ms ${s.count} 回 平均 ${s.avgMs.toFixed(1)} ms  ${s.kind}`);
    }
    return { ...figures, statementsPerRequest, cpuMs: { server: onServer!, postgres: onPostgres! } };
  };
}
