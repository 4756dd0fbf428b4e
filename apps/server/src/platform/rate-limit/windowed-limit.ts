import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimitCounter } from "./rate-limit.tables";

// A request limit per key and fixed time window, counted in the database (rate_limit_counter) so that
// every process behind the load balancer counts the same requests. The login throttles count their
// attempt rows instead (login-attempts.ts, form-user-throttle.ts): those rows are also the login
// history and are few; a route taking thousands of requests a second needs a counter, not a COUNT(*).
// Guesses at a secret (passwords, a class link's 学籍番号・氏名) take attempt slots (attempt-slots.ts)
// before the check, where only wrong guesses use the limit up.

export interface WindowedLimitRule {
  /** Names the limit's rows, e.g. `answer-send`. */
  name: string;
  /** Requests one key may make within a window. */
  max: number;
  windowMinutes: number;
}

export interface WindowedLimit {
  /** Counts one request of `key`; false, counting nothing, when the key has used up this window. */
  take(key: string, now?: Date): Promise<boolean>;
}

export function createWindowedLimit(db: Db, rule: WindowedLimitRule): WindowedLimit {
  const windowMs = rule.windowMinutes * 60_000;
  let currentWindow = Number.NaN;
  // Keys this process saw refused in the current window. Counts only grow within a window, so they are
  // refused here without a round trip: a flood from one address stops touching the database (and its
  // counter row) as soon as it is over the limit.
  let exhausted = new Set<string>();

  async function enterWindow(windowStart: number) {
    currentWindow = windowStart;
    exhausted = new Set();
    // Past windows count for nothing: once per window and process, so this costs no request anything.
    await db
      .delete(rateLimitCounter)
      .where(
        and(
          eq(rateLimitCounter.limitName, rule.name),
          lt(rateLimitCounter.windowStart, new Date(windowStart)),
        ),
      );
  }

  return {
    async take(key, now = new Date()) {
      const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
      // Only forward: a request that read the clock just before another one moved to the next window
      // still counts in its own window, without turning this process back.
      if (!(windowStart <= currentWindow)) await enterWindow(windowStart);
      const current = windowStart === currentWindow;
      if (current && exhausted.has(key)) return false;
      // One statement: a new key inserts its row, a known one adds one while under the limit. A key at
      // the limit matches no row to update and comes back empty, so the count never passes the limit.
      const [counted] = await db
        .insert(rateLimitCounter)
        .values({ limitName: rule.name, clientKey: key, windowStart: new Date(windowStart), hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounter.limitName, rateLimitCounter.clientKey, rateLimitCounter.windowStart],
          set: { hits: sql`${rateLimitCounter.hits} + 1` },
          setWhere: sql`${rateLimitCounter.hits} < ${rule.max}`,
        })
        .returning({ hits: rateLimitCounter.hits });
      if (counted) return true;
      if (current) exhausted.add(key);
      return false;
    },
  };
}
