import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { resetLoginUserPassword, resetLoginUserTwoStep } from "../../platform/auth/login-user.service";
import { loginUser } from "../../platform/auth/login-user.tables";
import { generatePassword } from "../../platform/auth/password";
import { ValidationError } from "../../platform/errors/app-error";
import { destroyUserSessions } from "../../platform/sessions/session.service";
import { getVisibleLoginUser, type LoginUserItem } from "./login-user-queries";
import { LOGIN_USER_MENU } from "./login-users.menu";
import type { WithGeneratedPassword } from "./login-users.service";

/**
 * An administrator's lock has no end date of its own: it lasts until someone unlocks the account. The
 * login check already refuses while locked_until lies ahead, so the far future is all it needs.
 */
export const LOCKED_BY_ADMINISTRATOR = new Date("9999-12-31T00:00:00Z");

export async function lockLoginUser(
  db: Db,
  ctx: RequestContext,
  loginUserId: number,
): Promise<LoginUserItem> {
  requireMenu(ctx, LOGIN_USER_MENU, "write");
  await getVisibleLoginUser(db, ctx, loginUserId);
  if (loginUserId === ctx.loginUserId) throw new ValidationError("自分自身のアカウントはロックできません。");
  await db
    .update(loginUser)
    .set({ lockedUntil: LOCKED_BY_ADMINISTRATOR })
    .where(and(eq(loginUser.tenantId, ctx.tenantId), eq(loginUser.id, loginUserId)));
  // A locked account must stop working now, not when its sessions happen to expire.
  await destroyUserSessions(db, loginUserId);
  return getVisibleLoginUser(db, ctx, loginUserId);
}

/** Lifts an administrator's lock and a lockout after failed logins alike. */
export async function unlockLoginUser(
  db: Db,
  ctx: RequestContext,
  loginUserId: number,
): Promise<LoginUserItem> {
  requireMenu(ctx, LOGIN_USER_MENU, "write");
  await getVisibleLoginUser(db, ctx, loginUserId);
  await db
    .update(loginUser)
    .set({ lockedUntil: null, failedLoginCount: 0 })
    .where(and(eq(loginUser.tenantId, ctx.tenantId), eq(loginUser.id, loginUserId)));
  return getVisibleLoginUser(db, ctx, loginUserId);
}

/**
 * Sets a new password (typed, or generated and shown once) that must be changed at the next login.
 * Someone else's sessions end, since the reset usually means the old password is not safe.
 */
export async function resetPasswordByAdmin(
  db: Db,
  ctx: RequestContext,
  loginUserId: number,
  password: string,
): Promise<WithGeneratedPassword> {
  requireMenu(ctx, LOGIN_USER_MENU, "write");
  const target = await getVisibleLoginUser(db, ctx, loginUserId);
  const generatedPassword = password === "" ? generatePassword() : null;
  await db.transaction(async (tx) => {
    await resetLoginUserPassword(tx, ctx.tenantId, target.displayUserId, generatedPassword ?? password);
    await tx
      .update(loginUser)
      .set({ passwordChangeRequired: true })
      .where(and(eq(loginUser.tenantId, ctx.tenantId), eq(loginUser.id, loginUserId)));
  });
  if (loginUserId !== ctx.loginUserId) await destroyUserSessions(db, loginUserId);
  return { loginUser: await getVisibleLoginUser(db, ctx, loginUserId), generatedPassword };
}

/** Forgets the TOTP secret: the next login shows the QR code setup again (e.g. after a lost phone). */
export async function resetTotpByAdmin(
  db: Db,
  ctx: RequestContext,
  loginUserId: number,
): Promise<LoginUserItem> {
  requireMenu(ctx, LOGIN_USER_MENU, "write");
  const target = await getVisibleLoginUser(db, ctx, loginUserId);
  await resetLoginUserTwoStep(db, ctx.tenantId, target.displayUserId);
  return getVisibleLoginUser(db, ctx, loginUserId);
}
