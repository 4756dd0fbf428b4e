import type { LoginUserPermissionInput, PermissionAssignmentBody } from "@gakumu/domain";
import { GradePermission } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { createLoginUser } from "../../platform/auth/login-user.service";
import { loginUser } from "../../platform/auth/login-user.tables";
import { generatePassword } from "../../platform/auth/password";
import { ValidationError } from "../../platform/errors/app-error";
import {
  type AssignmentTarget,
  assignPermission,
  findPermission,
  type PermissionAssignment,
  removePermission,
} from "../../platform/permissions/login-user-permissions";
import { listPermissionSets } from "../../platform/permissions/permission-sets";
import { getTenantLoginUser, getVisibleLoginUser, type LoginUserItem } from "./login-user-queries";
import { LOGIN_USER_MENU } from "./login-users.menu";

export { getVisibleLoginUser, searchLoginUsers } from "./login-user-queries";

export interface NewLoginUserInput {
  displayUserId: string;
  name: string;
  mailAddress: string;
  /** Empty: the server generates one and returns it once. */
  password: string;
  permission?: LoginUserPermissionInput | null;
}

export interface LoginUserUpdate {
  name: string;
  mailAddress: string;
  /** Absent: unchanged; null: taken away; an object: assigned. */
  permission?: LoginUserPermissionInput | null;
}

export interface WithGeneratedPassword {
  loginUser: LoginUserItem;
  /** Shown to the administrator once; null when they typed the password themselves. */
  generatedPassword: string | null;
}

/** A permission of the caller's organisation and process mode for one user. */
export function targetOf(ctx: RequestContext, loginUserId: number): AssignmentTarget {
  return {
    tenantId: ctx.tenantId,
    loginUserId,
    organizationId: ctx.organizationId,
    processMode: ctx.processMode,
  };
}

export function toAssignment(body: PermissionAssignmentBody): PermissionAssignment {
  return {
    permissionSetId: body.permissionSetId,
    referenceAuthority: body.referenceAuthority,
    gradePermission: body.gradePermission,
    scopes: body.scopeList,
  };
}

/**
 * Sets the permission set and reference authority while keeping the grade permission and hierarchy
 * scopes the authority screen gave (none for a first assignment).
 */
async function setPermissionKeepingScopes(db: Db, target: AssignmentTarget, input: LoginUserPermissionInput) {
  const existing = await findPermission(db, target);
  await assignPermission(db, target, {
    permissionSetId: input.permissionSetId,
    referenceAuthority: input.referenceAuthority,
    gradePermission: existing?.gradePermission ?? GradePermission.NONE,
    scopes: existing?.scopes ?? [],
  });
}

/** The tenant's permission sets by name, for the screen's select. */
export async function listPermissionSetOptions(db: Db, ctx: RequestContext) {
  requireMenu(ctx, LOGIN_USER_MENU, "read");
  const sets = await listPermissionSets(db, ctx.tenantId);
  return sets.map((s) => ({ permissionSetId: s.permissionSetId, name: s.name }));
}

/**
 * Creates an account in the caller's organisation. The first login must choose a new password,
 * whoever picked the initial one, so an administrator never knows a password in use.
 */
export async function createLoginUserByAdmin(
  db: Db,
  ctx: RequestContext,
  input: NewLoginUserInput,
): Promise<WithGeneratedPassword> {
  requireMenu(ctx, LOGIN_USER_MENU, "write");
  const generatedPassword = input.password === "" ? generatePassword() : null;
  const id = await db.transaction(async (tx) => {
    const created = await createLoginUser(tx, {
      tenantId: ctx.tenantId,
      organizationId: ctx.organizationId,
      displayUserId: input.displayUserId.trim(),
      name: input.name.trim(),
      mailAddress: input.mailAddress.trim(),
      password: generatedPassword ?? input.password,
    });
    await tx.update(loginUser).set({ passwordChangeRequired: true }).where(eq(loginUser.id, created.id));
    if (input.permission) await setPermissionKeepingScopes(tx, targetOf(ctx, created.id), input.permission);
    return created.id;
  });
  return { loginUser: await getTenantLoginUser(db, ctx, id), generatedPassword };
}

/** Name and mail, and optionally the permission in the caller's organisation and process mode. */
export async function updateLoginUserByAdmin(
  db: Db,
  ctx: RequestContext,
  loginUserId: number,
  input: LoginUserUpdate,
): Promise<LoginUserItem> {
  requireMenu(ctx, LOGIN_USER_MENU, "write");
  await getVisibleLoginUser(db, ctx, loginUserId);
  if (input.permission === null && loginUserId === ctx.loginUserId)
    throw new ValidationError("自分自身の権限は解除できません。");
  await db.transaction(async (tx) => {
    await tx
      .update(loginUser)
      .set({ name: input.name.trim(), mailAddress: input.mailAddress.trim() })
      .where(and(eq(loginUser.tenantId, ctx.tenantId), eq(loginUser.id, loginUserId)));
    if (input.permission === null) await removePermission(tx, targetOf(ctx, loginUserId));
    else if (input.permission)
      await setPermissionKeepingScopes(tx, targetOf(ctx, loginUserId), input.permission);
  });
  return getVisibleLoginUser(db, ctx, loginUserId);
}
