import type { FastifyInstance } from "fastify";
import type { Database } from "../apps/server/src/db/client";

// The baseline of the answer-submission benchmark: a route the product does not have, registered only
// by the benchmark's server process (http-server.ts), that stores the posted JSON as one row.

export const BARE_INSERT_PATH = "/bench/bare-insert";
export const BARE_TABLE = "bench_bare_answer";

export async function registerBareInsert(app: FastifyInstance, database: Database): Promise<void> {
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
