import type { FastifyInstance } from "fastify";
import pg from "pg";
import type { Database } from "../apps/server/src/db/client";

// The baseline of the answer-submission benchmark: a route the product does not have, registered only
// by the benchmark's server process (http-server.ts), that stores the posted JSON as one row.

export const BARE_INSERT_PATH = "/bench/bare-insert";
export const STATEMENTS_PATH = "/bench/statements";
export const BARE_TABLE = "bench_bare_answer";

/**
 * Counts every statement the process sends to PostgreSQL (the job queue's polling included), and the
 * time each kind of statement took from sending to its answer, so the benchmark can print statements
 * per request and where the waiting goes.
 */
function countStatements() {
  let statements = 0;
  const waits = new Map<string, { count: number; ms: number }>();
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    statements++;
    const result = query.apply(this, args);
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === "string" ? first : first?.text;
    if (text && result instanceof Promise) {
      const started = performance.now();
      const kind = text.replace(/\s+/g, " ").trim().slice(0, 90);
      result.then(
        () => {
          const wait = waits.get(kind) ?? { count: 0, ms: 0 };
          wait.count++;
          wait.ms += performance.now() - started;
          waits.set(kind, wait);
        },
        () => {},
      );
    }
    return result;
  } as typeof pg.Client.prototype.query;
  return {
    count: () => statements,
    /** The statements that waited longest in all, and reset. */
    slowest() {
      const top = [...waits].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12);
      waits.clear();
      return top.map(([kind, w]) => ({ kind, count: w.count, avgMs: w.ms / w.count, totalMs: w.ms }));
    },
  };
}

export async function registerBareInsert(app: FastifyInstance, database: Database): Promise<void> {
  const statements = countStatements();
  app.get(STATEMENTS_PATH, async (request) =>
    "slowest" in (request.query as object)
      ? { slowest: statements.slowest() }
      : { statements: statements.count() },
  );
  await database.executeSql(
    `create table if not exists ${BARE_TABLE} (id bigserial primary key, body jsonb not null)`,
  );
  // Outside /app/: no gate, no CSRF check, no audit row. The same Fastify, body parsing and pool.
  app.post(BARE_INSERT_PATH, async (request) => {
    const { rows } = await database.executeSql(`insert into ${BARE_TABLE} (body) values ($1) returning id`, [
      JSON.stringify(request.body),
    ]);
    return rows[0];
  });
}
