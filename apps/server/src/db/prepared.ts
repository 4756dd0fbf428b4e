import type { Db } from "./client";

/**
 * A statement prepared once per database handle and reused: Drizzle builds its SQL once, and on
 * PostgreSQL each pooled connection parses and plans it once (a named statement) instead of for every
 * request. For the hottest paths, where building and planning cost more than running the statement.
 * A transaction's handle gets its own (same name, same text: the connection reuses what it parsed).
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
