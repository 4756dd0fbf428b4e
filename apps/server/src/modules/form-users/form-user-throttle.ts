import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError, RateLimitedError } from "../../platform/errors/app-error";
import { defineAttemptLimit } from "../../platform/rate-limit/attempt-slots";
import type { FormUserScope } from "./form-user-session";
import { formUserAttempt } from "./form-users.tables";

// Rate limits of the form-login calls, counted in the database so every process sees the same
// numbers. Sign-in counts failures (like the back-office login lock); the calls that send mail count
// every request, so nobody can flood a mailbox or use us to send mail at volume.

export type FormUserAction = "sign-in" | "confirm-mail" | "reset-mail";

export const ATTEMPT_WINDOW_MINUTES = 15;

interface Limit {
  perMail: number;
  perIp: number;
  failuresOnly: boolean;
}

export const FORM_USER_LIMITS: Record<FormUserAction, Limit> = {
  "sign-in": { perMail: 5, perIp: 30, failuresOnly: true },
  "confirm-mail": { perMail: 5, perIp: 20, failuresOnly: false },
  "reset-mail": { perMail: 5, perIp: 20, failuresOnly: false },
};

/**
 * Sign-in guesses of one address (in one organisation) that may reach the password check, taken before
 * each check: the failure count above only sees finished attempts, so guesses sent all at once would
 * all pass it. A right password gives its slot back, as only failures count.
 */
export const SIGN_IN_GUESS_LIMIT = defineAttemptLimit({
  name: "form-sign-in",
  max: FORM_USER_LIMITS["sign-in"].perMail,
  windowMinutes: ATTEMPT_WINDOW_MINUTES,
});
export const signInSubject = (scope: FormUserScope, mailAddress: string) =>
  `${scope.organizationId}:${mailAddress}`;

export interface AttemptKey {
  action: FormUserAction;
  scope: FormUserScope;
  mailAddress: string;
  ip: string;
}

const windowStart = (now: Date) => new Date(now.getTime() - ATTEMPT_WINDOW_MINUTES * 60_000);

/** Throws when the address (in this organisation) or the caller's IP has reached the action's limit. */
export async function assertNotThrottled(db: Db, key: AttemptKey, now = new Date()): Promise<void> {
  const limit = FORM_USER_LIMITS[key.action];
  const conditions = [
    eq(formUserAttempt.action, key.action),
    gt(formUserAttempt.occurredAt, windowStart(now)),
  ];
  if (limit.failuresOnly) conditions.push(eq(formUserAttempt.succeeded, false));
  const [row] = await db
    .select({
      byMail: count(
        sql`case when ${formUserAttempt.organizationId} = ${key.scope.organizationId} and ${formUserAttempt.mailAddress} = ${key.mailAddress} then 1 end`,
      ),
      byIp: count(sql`case when ${formUserAttempt.ip} = ${key.ip} then 1 end`),
    })
    .from(formUserAttempt)
    .where(and(...conditions));
  if ((row?.byMail ?? 0) < limit.perMail && (row?.byIp ?? 0) < limit.perIp) return;
  if (key.action === "sign-in") throw new AppError("LOGIN_LOCKED");
  throw new RateLimitedError(
    "短時間に何度もお申し込みがありました。しばらく（15分ほど）待ってから再度お試しください。",
  );
}

export async function recordAttempt(
  db: Db,
  key: AttemptKey & { succeeded: boolean },
  now = new Date(),
): Promise<void> {
  await db.insert(formUserAttempt).values({
    tenantId: key.scope.tenantId,
    organizationId: key.scope.organizationId,
    action: key.action,
    mailAddress: key.mailAddress.slice(0, 254),
    ip: key.ip.slice(0, 64),
    succeeded: key.succeeded,
    occurredAt: now,
  });
  // Rows only matter within the window; a day's margin keeps the table small without racing it.
  await db
    .delete(formUserAttempt)
    .where(lt(formUserAttempt.occurredAt, new Date(now.getTime() - 24 * 3_600_000)));
}
