import type { MemberLoginInput } from "@gakumu/domain";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { generatePassword, hashPassword, verifyPassword } from "../../platform/auth/password";
import { AppError } from "../../platform/errors/app-error";
import { defineAttemptLimit } from "../../platform/rate-limit/attempt-slots";
import { findAppMember, findAppMemberByCode, normalizeMemberCode } from "../members/member-app-lookups";
import {
  accountByMail,
  accountOfMember,
  findSchool,
  type MemberAccountRow,
  type School,
} from "./member-account-queries";
import { memberAccount } from "./member-accounts.tables";
import type { MemberAuthLimits } from "./member-auth-limits";

/** One message for an unknown id and a wrong password, so neither is revealed. */
export const MEMBER_LOGIN_FAILED_MESSAGE =
  "メンバーID（またはメールアドレス）かパスワードが正しくありません。";
export const MEMBER_LOGIN_LOCKED_MESSAGE =
  "パスワードを続けて間違えたため、ログインを一時的に止めています。15分ほど待ってから再度お試しください。";
/** Wrong passwords in a row after which the account waits LOCK_MINUTES. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

/**
 * Password guesses of one account that may reach the check: taken before each check, so that guesses
 * sent all at once cannot all be checked before the fifth failure sets the lock. The account row's
 * count and lock stay the rule; the slots only keep more guesses than it allows from being checked.
 */
export const MEMBER_LOGIN_LIMIT = defineAttemptLimit({
  name: "member-login",
  max: MAX_FAILED_LOGINS,
  windowMinutes: LOCK_MINUTES,
});
export const memberLoginSubject = (accountId: number) => String(accountId);

/** A hash of a random password: checking an unknown id costs what a real check costs. */
let dummyHash: Promise<string> | null = null;
const unknownAccountHash = () => {
  dummyHash ??= hashPassword(generatePassword());
  return dummyHash;
};

export interface LoggedInMember {
  school: School;
  account: MemberAccountRow;
}

async function findAccount(db: Db, school: School, loginId: string): Promise<MemberAccountRow | null> {
  if (loginId.includes("@")) return accountByMail(db, school, loginId);
  const found = await findAppMemberByCode(db, school, normalizeMemberCode(loginId));
  return found ? accountOfMember(db, school.tenantId, found.id) : null;
}

/**
 * POST /app/api/member-app/auth/login. Failures count on the account (5 in a row lock it for 15
 * minutes, like staff logins) and every try counts against the caller's address.
 */
export async function loginWithPassword(
  db: Db,
  limits: MemberAuthLimits,
  input: MemberLoginInput,
  ip: string,
  now = new Date(),
): Promise<LoggedInMember> {
  await limits.take("login", ip, now);
  const school = await findSchool(db, input);
  const account = await findAccount(db, school, input.loginId);
  const slot = account ? await takeGuessSlot(db, account.id, now) : null;
  const passwordOk = await verifyPassword(
    input.password,
    account?.passwordHash ?? (await unknownAccountHash()),
  );
  // A member deleted since registering keeps the row but may not log in.
  const stillMember = account
    ? (await findAppMember(db, account.tenantId, account.memberId)) !== null
    : false;
  if (!account || !passwordOk || !stillMember) {
    if (account && !passwordOk) {
      // A wrong password keeps its slot; once it sets the lock, the lock refuses every guess, so the
      // slots start again for the count after it.
      if (await countFailure(db, account.id, now))
        await MEMBER_LOGIN_LIMIT.clear(db, memberLoginSubject(account.id));
    } else await slot?.release();
    throw new AppError("LOGIN_FAILED", MEMBER_LOGIN_FAILED_MESSAGE);
  }
  // A success starts the count of wrong passwords in a row again.
  await MEMBER_LOGIN_LIMIT.clear(db, memberLoginSubject(account.id));
  if (account.failedLoginCount > 0 || account.lockedUntil)
    await db
      .update(memberAccount)
      .set({ failedLoginCount: 0, lockedUntil: null })
      .where(eq(memberAccount.id, account.id));
  return { school, account };
}

/**
 * A slot for one guess at the account's password, taken before the check; refused (LOGIN_LOCKED) when
 * the account's guesses are used up or it is locked. The lock is read after the slot is taken: a lock
 * set by the fifth failure is written before that failure empties the slots, so a guess that takes a
 * slot from the emptied count sees the lock.
 */
async function takeGuessSlot(db: Db, accountId: number, now: Date) {
  const slot = await MEMBER_LOGIN_LIMIT.reserve(db, memberLoginSubject(accountId), now);
  if (!slot) throw new AppError("LOGIN_LOCKED", MEMBER_LOGIN_LOCKED_MESSAGE);
  const [locked] = await db
    .select({ id: memberAccount.id })
    .from(memberAccount)
    .where(and(eq(memberAccount.id, accountId), gt(memberAccount.lockedUntil, now)));
  if (locked) {
    await slot.release();
    throw new AppError("LOGIN_LOCKED", MEMBER_LOGIN_LOCKED_MESSAGE);
  }
  return slot;
}

/**
 * One statement, so simultaneous wrong guesses each count: the fifth in a row locks the account and
 * starts the count again, so the first wrong password after the lock does not lock it at once.
 * True when this failure locked the account.
 */
async function countFailure(db: Db, accountId: number, now: Date): Promise<boolean> {
  const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString();
  const reachesLimit = sql`${memberAccount.failedLoginCount} + 1 >= ${MAX_FAILED_LOGINS}`;
  const [row] = await db
    .update(memberAccount)
    .set({
      failedLoginCount: sql`case when ${reachesLimit} then 0 else ${memberAccount.failedLoginCount} + 1 end`,
      lockedUntil: sql`case when ${reachesLimit} then ${lockUntil}::timestamptz else ${memberAccount.lockedUntil} end`,
    })
    .where(eq(memberAccount.id, accountId))
    .returning({ failedLoginCount: memberAccount.failedLoginCount });
  return row?.failedLoginCount === 0;
}
