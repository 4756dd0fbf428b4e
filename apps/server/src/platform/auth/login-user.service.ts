import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ConflictError, NotFoundError, ValidationError } from "../errors/app-error";
import { loginUser } from "./login-user.tables";
import { checkPasswordRule, hashPassword } from "./password";

export interface NewLoginUser {
  tenantId: number;
  organizationId: number;
  displayUserId: string;
  name: string;
  mailAddress: string;
  password: string;
}

export type LoginUserRow = typeof loginUser.$inferSelect;

export class LoginIdTakenError extends ConflictError {
  constructor(displayUserId: string) {
    super(`ログインID「${displayUserId}」は既に使用されています。`);
  }
}

export class LoginUserNotFoundError extends NotFoundError {
  constructor(displayUserId: string) {
    super(`ログインID「${displayUserId}」のユーザーが見つかりません。`);
  }
}

function assertPasswordRule(password: string): void {
  const problem = checkPasswordRule(password);
  if (problem) throw new ValidationError(problem, [{ path: "password", message: problem }]);
}

export async function findLoginUser(
  db: Db,
  tenantId: number,
  displayUserId: string,
): Promise<LoginUserRow | null> {
  const rows = await db
    .select()
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, tenantId), eq(loginUser.displayUserId, displayUserId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Creates an account with a hashed password; the login id must be free within the tenant. */
export async function createLoginUser(db: Db, input: NewLoginUser): Promise<LoginUserRow> {
  assertPasswordRule(input.password);
  const passwordHash = await hashPassword(input.password);
  // ON CONFLICT rather than a prior lookup, so two concurrent creations cannot both succeed.
  const [row] = await db
    .insert(loginUser)
    .values({
      tenantId: input.tenantId,
      organizationId: input.organizationId,
      displayUserId: input.displayUserId,
      name: input.name,
      mailAddress: input.mailAddress,
      passwordHash,
    })
    .onConflictDoNothing({ target: [loginUser.tenantId, loginUser.displayUserId] })
    .returning();
  if (!row) throw new LoginIdTakenError(input.displayUserId);
  return row;
}

/** Sets a new password and lifts a lockout, since a reset is how a locked-out person gets back in. */
export async function resetLoginUserPassword(
  db: Db,
  tenantId: number,
  displayUserId: string,
  password: string,
): Promise<void> {
  assertPasswordRule(password);
  const passwordHash = await hashPassword(password);
  const updated = await db
    .update(loginUser)
    .set({ passwordHash, passwordChangedAt: new Date(), failedLoginCount: 0, lockedUntil: null })
    .where(and(eq(loginUser.tenantId, tenantId), eq(loginUser.displayUserId, displayUserId)))
    .returning({ id: loginUser.id });
  if (updated.length === 0) throw new LoginUserNotFoundError(displayUserId);
}

/** Forgets the TOTP secret, so the next login walks the person through the QR setup again. */
export async function resetLoginUserTwoStep(db: Db, tenantId: number, displayUserId: string): Promise<void> {
  const updated = await db
    .update(loginUser)
    .set({ totpSecretEncrypted: null, totpEnabled: false })
    .where(and(eq(loginUser.tenantId, tenantId), eq(loginUser.displayUserId, displayUserId)))
    .returning({ id: loginUser.id });
  if (updated.length === 0) throw new LoginUserNotFoundError(displayUserId);
}

/**
 * Refuses with `message` (a Japanese 400) unless every id is a login user of this organisation:
 * staff picked on a settings screen, where another school's ids must look like unknown ones.
 */
export async function requireOrganizationStaff(
  db: Db,
  owner: { tenantId: number; organizationId: number },
  ids: readonly number[],
  message: string,
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: loginUser.id })
    .from(loginUser)
    .where(
      and(
        eq(loginUser.tenantId, owner.tenantId),
        eq(loginUser.organizationId, owner.organizationId),
        inArray(loginUser.id, wanted),
      ),
    );
  if (found.length !== wanted.length) throw new ValidationError(message);
}
