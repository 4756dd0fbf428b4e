import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { hashPassword } from "../../platform/auth/password";
import { ConflictError } from "../../platform/errors/app-error";
import { sqlStateOf, UNIQUE_VIOLATION } from "../../platform/permissions/pg-errors";
import type { AppMember } from "../members/member-app-lookups";
import type { MemberAccountRow } from "./member-account-queries";
import { memberAccount } from "./member-accounts.tables";
import { MEMBER_LOGIN_LIMIT, memberLoginSubject } from "./member-password-login.service";

export const MAIL_TAKEN_MESSAGE =
  "このメールアドレスは、別のメンバーのログインに使われています。別のメールアドレスを入力してください。";

/**
 * The member's account with this password: made on first use (a login QR), or given the new password
 * when it exists (a reissued QR is how a member without mail gets back in). Clears any lock.
 */
export async function setMemberPassword(
  db: Db,
  member: AppMember,
  password: string,
  now: Date,
  verifiedMail?: string,
): Promise<MemberAccountRow> {
  const passwordHash = await hashPassword(password);
  const mail = verifiedMail ? { loginMailAddress: verifiedMail, mailVerifiedAt: now } : {};
  try {
    const [row] = await db
      .insert(memberAccount)
      .values({
        tenantId: member.tenantId,
        organizationId: member.organizationId,
        memberId: member.id,
        passwordHash,
        registeredAt: now,
        passwordChangedAt: now,
        ...mail,
      })
      .onConflictDoUpdate({
        target: memberAccount.memberId,
        set: { passwordHash, passwordChangedAt: now, failedLoginCount: 0, lockedUntil: null, ...mail },
      })
      .returning();
    // The lock is lifted, and so are the guesses it counted.
    await MEMBER_LOGIN_LIMIT.clear(db, memberLoginSubject(row!.id));
    return row!;
  } catch (error) {
    // The member's own row is the conflict target, so the only other unique key is the login mail.
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw new ConflictError(MAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/** A new password for an existing account (the member's own change, a reset link). */
export async function replacePassword(db: Db, accountId: number, password: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(memberAccount)
    .set({ passwordHash, passwordChangedAt: now, failedLoginCount: 0, lockedUntil: null })
    .where(eq(memberAccount.id, accountId));
  await MEMBER_LOGIN_LIMIT.clear(db, memberLoginSubject(accountId));
}

/** Whether another account of the organisation already logs in with this address. */
export async function mailTakenByOther(
  db: Db,
  where: { organizationId: number; memberId: number },
  mailAddress: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: memberAccount.id })
    .from(memberAccount)
    .where(
      sql`${memberAccount.organizationId} = ${where.organizationId} and ${memberAccount.loginMailAddress} = ${mailAddress} and ${memberAccount.memberId} <> ${where.memberId}`,
    );
  return row !== undefined;
}
