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

/**
 * Attempt slots (attempt-slots.ts): one row per limit and subject (a login id, a class link…), counting
 * the attempts of its current window that are being checked or have failed. The row is bumped before
 * the secret is checked, so attempts sent all at once cannot all be checked before any is counted.
 */
export const attemptSlot = pgTable(
  "attempt_slot",
  {
    /** Which limit counts here, e.g. `login-id`. */
    limitName: varchar("limit_name", { length: 32 }).notNull(),
    /** SHA-256 (hex) of the subject: ids and mail addresses of any length fit, and none is kept readable. */
    subjectHash: varchar("subject_hash", { length: 64 }).notNull(),
    /** The window starts with its first attempt and lasts the limit's minutes. */
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    used: integer("used").notNull(),
  },
  (t) => [primaryKey({ columns: [t.limitName, t.subjectHash] })],
);
