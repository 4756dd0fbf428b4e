import { integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters (windowed-limit.ts): one row per limit, client key and window, so
 * every process counts the same requests. A row is bumped by one INSERT … ON CONFLICT DO UPDATE per
 * request; rows of past windows are deleted when a process first sees a new window.
 */
export const rateLimitCounter = pgTable(
  "rate_limit_counter",
  {
    /** Which limit counts here, e.g. `answer-send`. */
    limitName: varchar("limit_name", { length: 32 }).notNull(),
    /** Who is counted within the limit, e.g. the form and the client address. */
    clientKey: varchar("client_key", { length: 128 }).notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.limitName, t.clientKey, t.windowStart] })],
);
