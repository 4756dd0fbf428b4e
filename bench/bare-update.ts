import type { FastifyInstance } from "fastify";
import type { Database } from "../apps/server/src/db/client";

// The baseline of the safety answer-spike benchmark: a route the product does not have, registered only
// by the benchmark's server process (http-server.ts), that updates one row by its id, as an answer
// does at least. Same Fastify, body parsing and pool as the product's routes.

export const BARE_UPDATE_PATH = "/bench/bare-update";
export const BARE_UPDATE_TABLE = "bench_bare_answer_row";

/** The table the bare route updates, with `rows` rows (ids 1 … rows). */
export async function seedBareUpdateRows(database: Database, rows: number): Promise<void> {
  await database.executeSql(
    `create table if not exists ${BARE_UPDATE_TABLE} (id bigint primary key, state smallint not null default 0, answered_at timestamptz)`,
  );
  await database.executeSql(
    `insert into ${BARE_UPDATE_TABLE} (id) select i from generate_series(1, $1::int) as i on conflict do nothing`,
    [rows],
  );
}

export function registerBareUpdate(app: FastifyInstance, database: Database): void {
  // Outside /app/: no gate, no CSRF check, no audit row.
  app.post(BARE_UPDATE_PATH, async (request) => {
    const body = request.body as { id: number; state: number };
    const { rows } = await database.executeSql(
      `update ${BARE_UPDATE_TABLE} set state = $2, answered_at = now() where id = $1 returning id, state, answered_at`,
      [body.id, body.state],
    );
    return rows[0] ?? {};
  });
}
