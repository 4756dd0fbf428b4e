import { GradePermission, MemberPermissionDataType } from "@gakumu/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../access/request-context";
import { loginUser } from "../auth/login-user.tables";
import { NotFoundError, ValidationError } from "../errors/app-error";
import { grade, hierarchyNode } from "../hierarchy/hierarchy.tables";
import type { Authority } from "./menu-authority";
import { PermissionSetNotFoundError } from "./permission-sets";
import { loginUserPermission, loginUserPermissionScope, permissionSet } from "./permissions.tables";

export type MemberPermissionDataTypeCode = "PERMISSION" | "CLASS_PLAN" | "IN_CHARGE";

export interface PermissionScope {
  dataType: MemberPermissionDataTypeCode;
  /** A hierarchy node code of the organisation; it covers the node's whole subtree. */
  divisionCd: string;
}

/** Where an assignment applies: one login user in one organisation and process mode. */
export interface AssignmentTarget {
  tenantId: number;
  loginUserId: number;
  organizationId: number;
  processMode: number;
}

export interface PermissionAssignment {
  permissionSetId: number;
  referenceAuthority: Authority;
  /** -1 (GradePermission.NONE) or a grade code of the organisation. */
  gradePermission: number;
  scopes: PermissionScope[];
}

export interface AssignedPermission extends PermissionAssignment {
  permissionSetName: string;
}

const byTarget = (t: AssignmentTarget) =>
  and(
    eq(loginUserPermission.tenantId, t.tenantId),
    eq(loginUserPermission.loginUserId, t.loginUserId),
    eq(loginUserPermission.organizationId, t.organizationId),
    eq(loginUserPermission.processMode, t.processMode),
  );

export class LoginUserNotFoundError extends NotFoundError {
  constructor() {
    super("ユーザーが見つかりません。");
  }
}

/** The user and the set must be the tenant's, the grade and the hierarchy nodes the organisation's. */
async function assertAssignable(db: Db, target: AssignmentTarget, input: PermissionAssignment) {
  if (!(await loginUserExists(db, target.tenantId, target.loginUserId))) throw new LoginUserNotFoundError();
  const [set] = await db
    .select({ id: permissionSet.id })
    .from(permissionSet)
    .where(and(eq(permissionSet.tenantId, target.tenantId), eq(permissionSet.id, input.permissionSetId)));
  if (!set) throw new PermissionSetNotFoundError();

  if (input.gradePermission !== GradePermission.NONE) {
    const [found] = await db
      .select({ id: grade.id })
      .from(grade)
      .where(and(eq(grade.organizationId, target.organizationId), eq(grade.gradeCd, input.gradePermission)));
    if (!found) throw new ValidationError("指定された学年は存在しません。");
  }

  const codes = [...new Set(input.scopes.map((s) => s.divisionCd))];
  if (input.scopes.some((s) => !MemberPermissionDataType.isValid(s.dataType)))
    throw new ValidationError("権限データ種別が正しくありません。");
  if (codes.length === 0) return;
  const nodes = await db
    .select({ divisionCd: hierarchyNode.divisionCd })
    .from(hierarchyNode)
    .where(
      and(eq(hierarchyNode.organizationId, target.organizationId), inArray(hierarchyNode.divisionCd, codes)),
    );
  const known = new Set(nodes.map((n) => n.divisionCd));
  const unknown = codes.find((c) => !known.has(c));
  if (unknown) throw new ValidationError(`所属コード「${unknown}」は存在しません。`);
}

/** Gives a login user a permission set in one organisation and process mode, replacing any earlier one. */
export async function assignPermission(db: Db, target: AssignmentTarget, input: PermissionAssignment) {
  await assertAssignable(db, target, input);
  await db.transaction(async (tx) => {
    const values = {
      permissionSetId: input.permissionSetId,
      referenceAuthority: input.referenceAuthority,
      gradePermission: input.gradePermission,
    };
    const [row] = await tx
      .insert(loginUserPermission)
      .values({ ...target, ...values })
      .onConflictDoUpdate({
        target: [
          loginUserPermission.loginUserId,
          loginUserPermission.organizationId,
          loginUserPermission.processMode,
        ],
        set: values,
      })
      .returning({ id: loginUserPermission.id });
    await tx
      .delete(loginUserPermissionScope)
      .where(eq(loginUserPermissionScope.loginUserPermissionId, row!.id));
    const unique = new Map(input.scopes.map((s) => [`${s.dataType}\u0000${s.divisionCd}`, s]));
    if (unique.size === 0) return;
    await tx.insert(loginUserPermissionScope).values(
      [...unique.values()].map((s) => ({
        tenantId: target.tenantId,
        loginUserPermissionId: row!.id,
        dataType: s.dataType,
        divisionCd: s.divisionCd,
      })),
    );
  });
}

/** Takes a login user's permission away in one organisation and process mode (no menus there any more). */
export async function removePermission(db: Db, target: AssignmentTarget): Promise<void> {
  await db.delete(loginUserPermission).where(byTarget(target));
}

export async function findPermission(db: Db, target: AssignmentTarget): Promise<AssignedPermission | null> {
  const [row] = await db
    .select({
      id: loginUserPermission.id,
      permissionSetId: loginUserPermission.permissionSetId,
      permissionSetName: permissionSet.name,
      referenceAuthority: loginUserPermission.referenceAuthority,
      gradePermission: loginUserPermission.gradePermission,
    })
    .from(loginUserPermission)
    .innerJoin(permissionSet, eq(permissionSet.id, loginUserPermission.permissionSetId))
    .where(byTarget(target));
  if (!row) return null;
  const scopes = await db
    .select({ dataType: loginUserPermissionScope.dataType, divisionCd: loginUserPermissionScope.divisionCd })
    .from(loginUserPermissionScope)
    .where(eq(loginUserPermissionScope.loginUserPermissionId, row.id))
    .orderBy(asc(loginUserPermissionScope.dataType), asc(loginUserPermissionScope.divisionCd));
  const { id: _id, ...rest } = row;
  return {
    ...rest,
    referenceAuthority: rest.referenceAuthority as Authority,
    scopes: scopes as PermissionScope[],
  };
}

/** The caller's own assignment in their current organisation and process mode (reference authority, scopes). */
export function findOwnPermission(db: Db, ctx: RequestContext): Promise<AssignedPermission | null> {
  return findPermission(db, {
    tenantId: ctx.tenantId,
    loginUserId: ctx.loginUserId,
    organizationId: ctx.organizationId,
    processMode: ctx.processMode,
  });
}

/** True when the login user exists in the tenant (assignments never cross tenants). */
export async function loginUserExists(db: Db, tenantId: number, loginUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: loginUser.id })
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, tenantId), eq(loginUser.id, loginUserId)));
  return row !== undefined;
}

/**
 * The organisations a login user holds a permission in (any process mode): the auth platform's
 * ExtraOrganizationFinder, so /SelectProcess offers them beside the user's own organisation.
 */
export async function permittedOrganizationIds(
  db: Db,
  ctx: Pick<RequestContext, "tenantId" | "loginUserId">,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ organizationId: loginUserPermission.organizationId })
    .from(loginUserPermission)
    .where(
      and(
        eq(loginUserPermission.tenantId, ctx.tenantId),
        eq(loginUserPermission.loginUserId, ctx.loginUserId),
      ),
    );
  return rows.map((r) => r.organizationId);
}
