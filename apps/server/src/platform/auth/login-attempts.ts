import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { defineAttemptLimit } from "../rate-limit/attempt-slots";
import { loginAttempt, loginSession } from "../sessions/sessions.tables";

/** Failures of one login id within the window after which it is locked for the rest of the window. */
export const MAX_FAILURES_PER_ID = 5;
/** Failures from one address within the window after which every login from it waits. */
export const MAX_FAILURES_PER_IP = 30;
export const FAILURE_WINDOW_MINUTES = 15;

/**
 * The guesses of one login id that may be checked at all within the window, counted before each check
 * (attempt-slots.ts): many guesses sent at once would all pass isThrottled, which only counts attempts
 * already finished. A right password gives its slot back, so only failures use them up.
 */
export const LOGIN_ID_LIMIT = defineAttemptLimit({
  name: "login-id",
  max: MAX_FAILURES_PER_ID,
  windowMinutes: FAILURE_WINDOW_MINUTES,
});

/** The subject of an id's slots: ids are per tenant, and an unplaced tenant is a subject too. */
export const loginIdSubject = (key: { tenantId: number | null; displayUserId: string }) =>
  `${key.tenantId ?? "-"}:${key.displayUserId}`;

/**
 * What an attempt came to (login_attempt.succeeded). A right password that still needs its TOTP code
 * is no login yet: it stays AWAITING_CODE until the code step of its session makes it LOGGED_IN, so
 * the history shows a password used without its code for what it is.
 */
export const ATTEMPT_OUTCOME = { FAILED: 0, LOGGED_IN: 1, AWAITING_CODE: 2 } as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOME)[keyof typeof ATTEMPT_OUTCOME];

export interface AttemptRecord {
  tenantId: number | null;
  displayUserId: string;
  loginUserId: number | null;
  step: "password" | "totp" | "remind";
  outcome: AttemptOutcome;
  ip: string;
  userAgent: string | undefined;
}

/** Records an attempt; its id links a session waiting for the code to it. */
export async function recordAttempt(db: Db, a: AttemptRecord): Promise<number> {
  const [row] = await db
    .insert(loginAttempt)
    .values({
      tenantId: a.tenantId,
      displayUserId: a.displayUserId.slice(0, 64),
      loginUserId: a.loginUserId,
      step: a.step,
      succeeded: a.outcome,
      ip: a.ip,
      userAgent: a.userAgent?.slice(0, 500),
    })
    .returning({ id: loginAttempt.id });
  return row!.id;
}

/**
 * The code step of the session behind `tokenHash` succeeded: its password attempt becomes the login.
 * False when the session carries no such attempt (one opened before sessions were linked to it).
 */
export async function completeAwaitingAttempt(db: Db, tokenHash: string): Promise<boolean> {
  const completed = await db
    .update(loginAttempt)
    .set({ succeeded: ATTEMPT_OUTCOME.LOGGED_IN })
    .where(
      and(
        eq(loginAttempt.succeeded, ATTEMPT_OUTCOME.AWAITING_CODE),
        eq(
          loginAttempt.id,
          sql`(select ${loginSession.passwordAttemptId} from ${loginSession} where ${loginSession.tokenHash} = ${tokenHash})`,
        ),
      ),
    )
    .returning({ id: loginAttempt.id });
  return completed.length === 1;
}

/**
 * Whether the id (existing or not) or the address has failed too often lately. Successful logins do
 * not reset the count by design: an attacker who knows one password cannot launder other failures.
 */
export async function isThrottled(
  db: Db,
  key: { tenantId: number | null; displayUserId: string; ip: string },
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MINUTES * 60_000);
  const [row] = await db
    .select({
      byId: count(
        sql`case when ${loginAttempt.displayUserId} = ${key.displayUserId} and ${loginAttempt.tenantId} is not distinct from ${key.tenantId} then 1 end`,
      ),
      byIp: count(sql`case when ${loginAttempt.ip} = ${key.ip} then 1 end`),
    })
    .from(loginAttempt)
    .where(and(eq(loginAttempt.succeeded, ATTEMPT_OUTCOME.FAILED), gt(loginAttempt.occurredAt, since)));
  return (row?.byId ?? 0) >= MAX_FAILURES_PER_ID || (row?.byIp ?? 0) >= MAX_FAILURES_PER_IP;
}

/** How the login history names an outcome: a password without its code is no success. */
export type LoginHistoryResult = "success" | "failure" | "incomplete";

const historyResults: Record<AttemptOutcome, LoginHistoryResult> = {
  [ATTEMPT_OUTCOME.FAILED]: "failure",
  [ATTEMPT_OUTCOME.LOGGED_IN]: "success",
  [ATTEMPT_OUTCOME.AWAITING_CODE]: "incomplete",
};

export function historyResultOf(outcome: number): LoginHistoryResult {
  return historyResults[outcome as AttemptOutcome] ?? "failure";
}

export async function loginHistory(db: Db, loginUserId: number, limit = 20) {
  return db
    .select({
      occurredAt: loginAttempt.occurredAt,
      ipAddress: loginAttempt.ip,
      userAgent: loginAttempt.userAgent,
      succeeded: loginAttempt.succeeded,
      step: loginAttempt.step,
    })
    .from(loginAttempt)
    .where(eq(loginAttempt.loginUserId, loginUserId))
    .orderBy(sql`${loginAttempt.occurredAt} desc`)
    .limit(limit);
}
