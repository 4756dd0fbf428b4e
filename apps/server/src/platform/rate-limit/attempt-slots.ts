import crypto from "node:crypto";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { attemptSlot } from "./rate-limit.tables";

// A limit on guesses at a secret (a password, a child's 学籍番号 and 氏名) that holds when the guesses
// arrive all at once. A guess takes a slot in the database before its secret is checked, by one
// INSERT … ON CONFLICT DO UPDATE that refuses once the window's slots are used up; a counter bumped
// only after the check lets every guess sent together through. The row lives in the database, so
// every process behind the load balancer takes from the same slots.
//
// A slot stays taken when its guess fails; a right guess gives it back (release) or, where a success
// starts the count again, empties the row (clear). The window starts with the subject's first counted
// guess, so a burst cannot straddle two fixed windows either.

export interface AttemptLimitRule {
  /** Names the limit's rows, e.g. `login-id`. */
  name: string;
  /** Guesses of one subject that may be checked (or be being checked) within a window. */
  max: number;
  windowMinutes: number;
}

export interface AttemptSlot {
  /** The guess was right (or never checked): it no longer counts. */
  release(): Promise<void>;
}

export interface AttemptLimit {
  readonly rule: AttemptLimitRule;
  /** Takes a slot for one guess of `subject`; null, taking nothing, when the window's slots are used. */
  reserve(db: Db, subject: string, now?: Date): Promise<AttemptSlot | null>;
  /** Empties the subject's count, e.g. after a success that the rules say starts it again. */
  clear(db: Db, subject: string): Promise<void>;
}

const hashOf = (subject: string) => crypto.createHash("sha256").update(subject).digest("hex");

export function defineAttemptLimit(rule: AttemptLimitRule): AttemptLimit {
  const windowMs = rule.windowMinutes * 60_000;
  // Expired rows count for nothing; each process sweeps them at most once a window per database.
  const lastSweep = new WeakMap<Db, number>();

  async function sweep(db: Db, now: Date) {
    const last = lastSweep.get(db);
    if (last !== undefined && now.getTime() - last < windowMs) return;
    lastSweep.set(db, now.getTime());
    await db
      .delete(attemptSlot)
      .where(
        and(
          eq(attemptSlot.limitName, rule.name),
          lte(attemptSlot.windowStartedAt, new Date(now.getTime() - windowMs)),
        ),
      );
  }

  return {
    rule,
    async reserve(db, subject, now = new Date()) {
      await sweep(db, now);
      const subjectHash = hashOf(subject);
      // Times go in as ISO text with a cast: both drivers read them the same way.
      const at = sql`${now.toISOString()}::timestamptz`;
      const expired = sql`${attemptSlot.windowStartedAt} <= ${at} - ${`${rule.windowMinutes} minutes`}::interval`;
      // One statement: a new subject inserts its row; a known one starts a new window when its window
      // has passed, else adds one while under the limit. A subject at the limit matches no row to
      // update and comes back empty, so no more than `max` guesses are ever let through.
      const [taken] = await db
        .insert(attemptSlot)
        .values({ limitName: rule.name, subjectHash, windowStartedAt: now, used: 1 })
        .onConflictDoUpdate({
          target: [attemptSlot.limitName, attemptSlot.subjectHash],
          set: {
            used: sql`case when ${expired} then 1 else ${attemptSlot.used} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${at} else ${attemptSlot.windowStartedAt} end`,
          },
          setWhere: sql`${expired} or ${attemptSlot.used} < ${rule.max}`,
        })
        .returning({ windowStartedAt: attemptSlot.windowStartedAt });
      if (!taken) return null;
      const windowStartedAt = taken.windowStartedAt;
      return {
        async release() {
          // Only within the window it was taken in: a newer window never counted this guess.
          await db
            .update(attemptSlot)
            .set({ used: sql`${attemptSlot.used} - 1` })
            .where(
              and(
                eq(attemptSlot.limitName, rule.name),
                eq(attemptSlot.subjectHash, subjectHash),
                eq(attemptSlot.windowStartedAt, windowStartedAt),
                sql`${attemptSlot.used} > 0`,
              ),
            );
        },
      };
    },
    async clear(db, subject) {
      await db
        .delete(attemptSlot)
        .where(and(eq(attemptSlot.limitName, rule.name), eq(attemptSlot.subjectHash, hashOf(subject))));
    },
  };
}

/**
 * One slot from each limit (e.g. per link and per address), or none: when one refuses, the slots
 * already taken are given back, since their guess is never checked.
 */
export async function reserveEach(
  db: Db,
  wanted: Array<{ limit: AttemptLimit; subject: string }>,
  now = new Date(),
): Promise<AttemptSlot | null> {
  const taken: AttemptSlot[] = [];
  for (const { limit, subject } of wanted) {
    const slot = await limit.reserve(db, subject, now);
    if (!slot) {
      await Promise.all(taken.map((s) => s.release()));
      return null;
    }
    taken.push(slot);
  }
  return {
    async release() {
      await Promise.all(taken.map((s) => s.release()));
    },
  };
}
