import { NonLoginAccessKeyDataType } from "@gakumu/domain";
import type { Db } from "../../db/client";
import {
  consumeAccessKey,
  issueAccessKey,
  resolveAccessKey,
  revokeMemberAccessKeys,
} from "../../platform/access-keys/non-login-access-keys";
import { verifyPassword } from "../../platform/auth/password";
import { AppError, ValidationError } from "../../platform/errors/app-error";
import { findAppMember, findAppMemberByCode, normalizeMemberCode } from "../members/member-app-lookups";
import { accountById, accountByMail, accountOfMember, findSchool, schoolOf } from "./member-account-queries";
import { replacePassword } from "./member-account-write";
import type { MemberAuthLimits } from "./member-auth-limits";
import type { LoggedInMember } from "./member-password-login.service";
import type { RegistrationDeps } from "./member-registration.service";

export const RESET_LINK_MINUTES = 60;
export const RESET_LINK_INVALID_MESSAGE =
  "このURLは使えません。使用済みか、有効期限が切れています。お手数ですが、もう一度パスワード再設定をお申し込みください。";

const { PASSWORD_REMINDER } = NonLoginAccessKeyDataType;

/**
 * POST /auth/reminder: a member whose account has a verified login mail address gets a one-time link
 * to set a new password. The answer is the same whether or not anything was sent, so the call does
 * not tell who has an account; a member without a mail address asks the school for a new login QR.
 */
export async function requestPasswordReminder(
  deps: RegistrationDeps,
  input: { tenantCd?: string; organizationCd: string; loginId: string },
  ip: string,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  await deps.limits.take("reminder", ip, now);
  const school = await findSchool(db, input);
  const loginId = input.loginId.includes("@")
    ? input.loginId.trim().toLowerCase()
    : normalizeMemberCode(input.loginId);
  await deps.limits.take("reminder-member", `${school.organizationId}:${loginId}`, now);
  let account = null;
  if (loginId.includes("@")) account = await accountByMail(db, school, loginId);
  else {
    const found = await findAppMemberByCode(db, school, loginId);
    account = found ? await accountOfMember(db, school.tenantId, found.id) : null;
  }
  if (!account?.loginMailAddress || !account.mailVerifiedAt) return;
  const found = await findAppMember(db, account.tenantId, account.memberId);
  if (!found) return;
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
  const key = await issueAccessKey(db, {
    tenantId: account.tenantId,
    dataType: PASSWORD_REMINDER,
    memberId: account.memberId,
    expiresAt,
  });
  await deps.mailer.send({
    tenantId: account.tenantId,
    organizationId: account.organizationId,
    to: account.loginMailAddress,
    template: "member-password-reminder",
    params: {
      link: `${deps.publicUrl}/email-address-authenticate?kind=reset&token=${encodeURIComponent(key.token)}`,
      expiresAt,
      name: found.name,
      memberId: found.memberId,
    },
  });
}

/** GET /auth/verify?kind=reset: whose reset link this is, without using it. */
export async function checkResetLink(db: Db, token: string) {
  const key = await resolveAccessKey(db, token, PASSWORD_REMINDER);
  const found = key?.memberId ? await findAppMember(db, key.tenantId, key.memberId) : null;
  const account = found ? await accountOfMember(db, found.tenantId, found.id) : null;
  const school = found ? await schoolOf(db, found.tenantId, found.organizationId) : null;
  if (!found || !account || !school) return { valid: false };
  return {
    valid: true,
    name: found.name,
    organizationName: school.name,
    mailAddress: account.loginMailAddress ?? undefined,
  };
}

/** POST /auth/verify with kind reset: spends the link once and sets the new password. */
export async function resetPasswordByLink(
  db: Db,
  limits: MemberAuthLimits,
  input: { token: string; password: string },
  ip: string,
  now = new Date(),
): Promise<LoggedInMember> {
  await limits.take("qr", ip, now);
  return db.transaction(async (tx) => {
    const key = await consumeAccessKey(tx, input.token, PASSWORD_REMINDER, now);
    const found = key?.memberId ? await findAppMember(tx, key.tenantId, key.memberId) : null;
    const account = found ? await accountOfMember(tx, found.tenantId, found.id) : null;
    const school = found ? await schoolOf(tx, found.tenantId, found.organizationId) : null;
    if (!found || !account || !school) throw new AppError("NOT_FOUND", RESET_LINK_INVALID_MESSAGE);
    await replacePassword(tx, account.id, input.password, now);
    // Any other reminder link still in a mailbox dies with this one.
    await revokeMemberAccessKeys(
      tx,
      { tenantId: found.tenantId, memberIds: [found.id], dataTypes: [PASSWORD_REMINDER] },
      now,
    );
    return { school, account };
  });
}

/** POST /auth/password: the logged-in member changes their own password. */
export async function changeOwnPassword(
  db: Db,
  caller: { tenantId: number; accountId: number },
  input: { currentPassword: string; password: string },
  now = new Date(),
): Promise<void> {
  const account = await accountById(db, caller.tenantId, caller.accountId);
  if (!account) throw new AppError("UNAUTHENTICATED");
  if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
    const message = "現在のパスワードが正しくありません。";
    throw new ValidationError(message, [{ path: "currentPassword", message }]);
  }
  if (input.currentPassword === input.password) {
    const message = "現在と異なるパスワードを入力してください。";
    throw new ValidationError(message, [{ path: "password", message }]);
  }
  await replacePassword(db, account.id, input.password, now);
}
