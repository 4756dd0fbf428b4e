import crypto from "node:crypto";
import { FORM_FRONTEND_BASE_PATH } from "@gakumu/domain";
import { and, eq, isNull } from "drizzle-orm";
import { audit } from "../../platform/audit/audit.service";
import { hashPassword } from "../../platform/auth/password";
import { ValidationError } from "../../platform/errors/app-error";
import { hashToken } from "../../platform/sessions/session.service";
import {
  type FormUserDeps,
  findUserByLoginId,
  formUserActor,
  normalizeMailAddress,
} from "./form-user-queries";
import { destroyFormUserSessions, type FormUserScope } from "./form-user-session";
import { assertNotThrottled, recordAttempt } from "./form-user-throttle";
import { formUser, formUserPasswordReset } from "./form-users.tables";

// "Forgot your password" of the form frontend (spec §2.2, §7.3): a mailed one-time link to the
// password-reset screen, then the new password. The link carries the access key the person came
// with (so the screen knows its organisation) and resetId, the secret.

export const RESET_LINK_MINUTES = 30;

export const RESET_MESSAGES = {
  invalid: "パスワード再設定のURLが正しくありません。メールに記載のURLを開き直してください。",
  expired:
    "パスワード再設定のURLの有効期限が切れています。もう一度パスワード再設定のメールを送信してください。",
  used: "このパスワード再設定のURLは既に使用されています。新しいパスワードでログインしてください。",
} as const;

/** The password-reset screen of the form frontend with the key and the reset id. */
export function resetPageUrl(origin: string, accessKey: string, resetId: string): string {
  const query = new URLSearchParams({ accessKey, resetId });
  return `${origin.replace(/\/+$/, "")}${FORM_FRONTEND_BASE_PATH}/password-reset?${query}`;
}

/**
 * Mails a reset link when the address has an account with a password; the caller always hears the
 * same (spec §8.3 「メールを送信しました。」), and requests are rate limited per address and per IP.
 */
export async function sendResetMail(
  deps: FormUserDeps,
  scope: FormUserScope,
  input: { mailAddress: string; accessKey: string; origin: string },
  ip: string,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const mailAddress = normalizeMailAddress(input.mailAddress);
  const key = { action: "reset-mail" as const, scope, mailAddress, ip };
  await assertNotThrottled(db, key, now);
  await recordAttempt(db, { ...key, succeeded: true }, now);
  const user = await findUserByLoginId(db, scope, mailAddress);
  if (!user?.passwordHash) return;

  const resetId = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
  await db.insert(formUserPasswordReset).values({
    tokenHash: hashToken(resetId),
    ...scope,
    formUserId: user.id,
    expiresAt,
    createdAt: now,
  });
  await deps.mailer.send({
    ...scope,
    to: mailAddress,
    template: "password-reset",
    params: { link: resetPageUrl(input.origin, input.accessKey, resetId), expiresAt },
  });
}

/**
 * PUT /app/form-api/password/do-reset: sets the new password (already checked against §5.3 by the
 * route schema) once per link, and ends every session of the account, wherever it was logged in.
 */
export async function doReset(
  deps: FormUserDeps,
  scope: FormUserScope,
  input: { resetId: string; password: string },
  ip: string,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const tokenHash = hashToken(input.resetId);
  const [link] = await db
    .select({ reset: formUserPasswordReset, user: formUser })
    .from(formUserPasswordReset)
    .innerJoin(formUser, eq(formUser.id, formUserPasswordReset.formUserId))
    .where(
      and(
        eq(formUserPasswordReset.tokenHash, tokenHash),
        eq(formUserPasswordReset.tenantId, scope.tenantId),
        eq(formUserPasswordReset.organizationId, scope.organizationId),
      ),
    );
  const fail = (message: string) => new ValidationError(message, [{ path: "resetId", message }]);
  if (!link || link.user.deletedAt) throw fail(RESET_MESSAGES.invalid);
  if (link.reset.usedAt) throw fail(RESET_MESSAGES.used);
  if (link.reset.expiresAt <= now) throw fail(RESET_MESSAGES.expired);

  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Spent first: a second, racing use of the same link finds it used.
    const spent = await tx
      .update(formUserPasswordReset)
      .set({ usedAt: now })
      .where(and(eq(formUserPasswordReset.tokenHash, tokenHash), isNull(formUserPasswordReset.usedAt)))
      .returning({ formUserId: formUserPasswordReset.formUserId });
    if (spent.length === 0) throw fail(RESET_MESSAGES.used);
    await tx.update(formUser).set({ passwordHash }).where(eq(formUser.id, link.user.id));
    await audit.record(tx, formUserActor(link.user, ip), {
      action: "form-user.password-reset",
      summary: `フォーム利用者 ${link.user.loginId ?? link.user.id} がパスワードを再設定しました`,
      targetType: "form_user",
      targetId: link.user.id,
    });
  });
  await destroyFormUserSessions(db, link.user.id);
}
