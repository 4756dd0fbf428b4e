import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../access/request-context";
import { AppError, ValidationError } from "../errors/app-error";
import { loginSession } from "../sessions/sessions.tables";
import { loginUser } from "./login-user.tables";
import { checkPasswordRule, hashPassword, verifyPassword } from "./password";
import type { SecretBox } from "./secret-box";
import { newTotpSecret, totpSetupUri, verifyTotp } from "./totp";

export interface NewPasswordInput {
  newPassword: string;
  newPasswordConfirm: string;
}

/** The rule, the confirmation and a real change: each failure names the field it belongs to. */
export function validateNewPassword(input: NewPasswordInput): void {
  const ruleError = checkPasswordRule(input.newPassword);
  if (ruleError) throw new ValidationError(ruleError, [{ path: "newPassword", message: ruleError }]);
  if (input.newPassword !== input.newPasswordConfirm) {
    const message = "パスワードが一致しません";
    throw new ValidationError(message, [{ path: "newPasswordConfirm", message }]);
  }
}

/** Sets a new password and ends every other session of the user (a stolen session dies with the old password). */
export async function setPassword(db: Db, loginUserId: number, newPassword: string, keepSessionId?: string) {
  await db
    .update(loginUser)
    .set({
      passwordHash: await hashPassword(newPassword),
      passwordChangedAt: new Date(),
      passwordChangeRequired: false,
    })
    .where(eq(loginUser.id, loginUserId));
  await db
    .delete(loginSession)
    .where(
      keepSessionId
        ? and(eq(loginSession.loginUserId, loginUserId), ne(loginSession.tokenHash, keepSessionId))
        : eq(loginSession.loginUserId, loginUserId),
    );
}

export async function changeOwnPassword(
  db: Db,
  ctx: RequestContext,
  input: NewPasswordInput & { currentPassword: string },
): Promise<void> {
  const [user] = await db.select().from(loginUser).where(eq(loginUser.id, ctx.loginUserId));
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    const message = "現在のパスワードが正しくありません";
    throw new ValidationError(message, [{ path: "currentPassword", message }]);
  }
  validateNewPassword(input);
  if (await verifyPassword(input.newPassword, user.passwordHash)) {
    const message = "現在と異なるパスワードを設定してください";
    throw new ValidationError(message, [{ path: "newPassword", message }]);
  }
  await setPassword(db, user.id, input.newPassword, ctx.sessionId);
}

/** Starts (re)setting the authenticator app: the current one keeps working until the new one is confirmed. */
export async function startTotpSetup(db: Db, box: SecretBox, ctx: RequestContext): Promise<{ url: string }> {
  const secret = newTotpSecret();
  await db
    .update(loginUser)
    .set({ totpPendingSecretEncrypted: box.seal(secret) })
    .where(eq(loginUser.id, ctx.loginUserId));
  return { url: totpSetupUri(secret, `${ctx.tenantCd}:${ctx.displayUserId}`) };
}

export async function confirmTotpSetup(
  db: Db,
  box: SecretBox,
  ctx: RequestContext,
  code: string,
): Promise<void> {
  const [user] = await db.select().from(loginUser).where(eq(loginUser.id, ctx.loginUserId));
  if (!user?.totpPendingSecretEncrypted)
    throw new AppError("TWO_STEP_NOT_STARTED", "二段階認証の設定を最初からやり直してください。");
  const secret = box.open(user.totpPendingSecretEncrypted);
  const step = await verifyTotp(secret, code, null);
  if (step === null) throw new AppError("TOTP_CODE_INVALID");
  await db
    .update(loginUser)
    .set({
      totpSecretEncrypted: user.totpPendingSecretEncrypted,
      totpPendingSecretEncrypted: null,
      totpEnabled: true,
      totpLastTimeStep: step,
    })
    .where(eq(loginUser.id, user.id));
}
