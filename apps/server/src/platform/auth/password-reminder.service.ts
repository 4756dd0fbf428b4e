import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError } from "../errors/app-error";
import type { Mailer } from "../mail/mailer";
import { hashToken } from "../sessions/session.service";
import type { ClientInfo, LoginDeps } from "./login.service";
import { resolveLoginTenant } from "./login.service";
import { ATTEMPT_OUTCOME, isThrottled, recordAttempt } from "./login-attempts";
import { loginUser } from "./login-user.tables";
import { passwordResetToken } from "./password-reset.tables";
import { type NewPasswordInput, setPassword, validateNewPassword } from "./security.service";

const RESET_LINK_MINUTES = 30;

export interface ReminderDeps extends LoginDeps {
  mailer: Mailer;
}

/**
 * "Forgot ID or password": every account registered with the address gets its login id and a
 * one-time reset link. The answer is the same whether or not the address is known; the request is
 * throttled like a failed login so it cannot be used to flood a mailbox.
 */
export async function requestLoginReminder(
  deps: ReminderDeps,
  input: { mailAddress: string; tenantCd?: string },
  client: ClientInfo,
  resetPageUrl: string,
): Promise<void> {
  const { db } = deps;
  const t = await resolveLoginTenant(deps, input.tenantCd);
  const key = {
    tenantId: t?.id ?? null,
    displayUserId: `mail:${input.mailAddress}`.slice(0, 64),
    ip: client.ip,
  };
  if (await isThrottled(db, key)) throw new AppError("RATE_LIMITED");
  // Counted as a "failure" so repeated requests for one address or from one place hit the limit.
  await recordAttempt(db, {
    ...key,
    loginUserId: null,
    step: "remind",
    outcome: ATTEMPT_OUTCOME.FAILED,
    ...client,
  });
  if (!t) return;
  const users = await db
    .select()
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, t.id), eq(loginUser.mailAddress, input.mailAddress)));
  for (const user of users) {
    const token = crypto.randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60_000);
    await db
      .insert(passwordResetToken)
      .values({ tokenHash: hashToken(token), tenantId: t.id, loginUserId: user.id, expiresAt });
    const link = `${resetPageUrl}?token=${encodeURIComponent(token)}`;
    await deps.mailer.send({
      tenantId: t.id,
      organizationId: user.organizationId,
      to: user.mailAddress,
      template: "login-reminder",
      params: { loginId: user.displayUserId, name: user.name },
    });
    await deps.mailer.send({
      tenantId: t.id,
      organizationId: user.organizationId,
      to: user.mailAddress,
      template: "password-reset",
      params: { link, expiresAt, name: user.name },
    });
  }
}

async function liveToken(db: Db, token: string) {
  const [row] = await db
    .select({ loginUserId: passwordResetToken.loginUserId, displayUserId: loginUser.displayUserId })
    .from(passwordResetToken)
    .innerJoin(loginUser, eq(loginUser.id, passwordResetToken.loginUserId))
    .where(
      and(
        eq(passwordResetToken.tokenHash, hashToken(token)),
        isNull(passwordResetToken.usedAt),
        gt(passwordResetToken.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

export async function checkResetToken(db: Db, token: string) {
  const row = await liveToken(db, token);
  return row ? { valid: true, displayUserId: row.displayUserId } : { valid: false };
}

export async function resetPasswordWithToken(
  db: Db,
  input: NewPasswordInput & { token: string },
): Promise<void> {
  const row = await liveToken(db, input.token);
  if (!row) {
    throw new AppError(
      "NOT_FOUND",
      "パスワード再設定のURLが無効か、有効期限が切れています。もう一度お手続きください。",
    );
  }
  validateNewPassword(input);
  // Marking the token used first means a second, racing use finds it spent.
  const spent = await db
    .update(passwordResetToken)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetToken.tokenHash, hashToken(input.token)), isNull(passwordResetToken.usedAt)))
    .returning({ loginUserId: passwordResetToken.loginUserId });
  if (spent.length === 0) throw new AppError("NOT_FOUND", "このURLは既に使用されています。");
  await setPassword(db, row.loginUserId, input.newPassword);
}
