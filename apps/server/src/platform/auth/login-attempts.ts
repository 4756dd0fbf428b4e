import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginAttempt } from "../sessions/sessions.tables";

/** Failures of one login id within the window after which it is locked for the rest of the window. */
export const MAX_FAILURES_PER_ID = 5;
/** Failures from one address within the window after which every login from it waits. */
export const MAX_FAILURES_PER_IP = 30;
export const FAILURE_WINDOW_MINUTES = 15;

export interface AttemptRecord {
  tenantId: number | null;
  displayUserId: string;
  loginUserId: number | null;
  step: "password" | "totp" | "remind";
  succeeded: boolean;
  ip: string;
  userAgent: string | undefined;
}

export async function recordAttempt(db: Db, a: AttemptRecord): Promise<void> {
  await db.insert(loginAttempt).values({
    tenantId: a.tenantId,
    displayUserId: a.displayUserId.slice(0, 64),
    loginUserId: a.loginUserId,
    step: a.step,
    succeeded: a.succeeded ? 1 : 0,
    ip: a.ip,
    userAgent: a.userAgent?.slice(0, 500),
  });
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
    .where(and(eq(loginAttempt.succeeded, 0), gt(loginAttempt.occurredAt, since)));
  return (row?.byId ?? 0) >= MAX_FAILURES_PER_ID || (row?.byIp ?? 0) >= MAX_FAILURES_PER_IP;
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
