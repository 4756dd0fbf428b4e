import type { PermissionAssignmentBody, PermissionSetBodyInput } from "@gakumu/domain";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ValidationError } from "../../platform/errors/app-error";
import { listGrades, listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import {
  type AssignedPermission,
  assignPermission,
  findPermission,
  removePermission,
} from "../../platform/permissions/login-user-permissions";
import { listOrganizationMenus } from "../../platform/permissions/organization-menus";
import {
  createPermissionSet,
  deletePermissionSet,
  findPermissionSet,
  listPermissionSets,
  type MenuAuthorityEntry,
  type PermissionSetDetail,
  PermissionSetNotFoundError,
  type PermissionSetSummary,
  updatePermissionSet,
} from "../../platform/permissions/permission-sets";
import { getVisibleLoginUser, targetOf, toAssignment } from "../login-users/login-users.service";
import { AUTHORITY_SETTING_MENU } from "./authority-settings.menu";

// Use cases of the authority screen (menu 900 authority-setting). Sets belong to the tenant; menus,
// grades, hierarchy and assignments to the caller's organisation and process mode.

export function listEditableMenus(db: Db, ctx: RequestContext) {
  requireMenu(ctx, AUTHORITY_SETTING_MENU, "read");
  return listOrganizationMenus(db, ctx);
}

export function listSets(db: Db, ctx: RequestContext): Promise<PermissionSetSummary[]> {
  requireMenu(ctx, AUTHORITY_SETTING_MENU, "read");
  return listPermissionSets(db, ctx.tenantId);
}

export async function getSet(
  db: Db,
  ctx: RequestContext,
  permissionSetId: number,
): Promise<PermissionSetDetail> {
  requireMenu(ctx, AUTHORITY_SETTING_MENU, "read");
  const found = await findPermissionSet(db, ctx.tenantId, permissionSetId);
  if (!found) throw new PermissionSetNotFoundError();
  return found;
}

function toInput(body: PermissionSetBodyInput) {
  return {
    name: body.name.trim(),
    description: body.description.trim(),
    isLecturerDefault: body.isLecturerDefault,
    menuAuthorities: body.menuAuthorityList as MenuAuthorityEntry[],
  };
}

export async function createSet(db: Db, ctx: RequestContext, body: PermissionSetBodyInput) {
  requireMenu(ctx, AUTHORITY_SETTING_MENU, "write");
  const id = await createPermissionSet(db, ctx.tenantId, toInput(body));
  return getSet(db, ctx, id);
}

export async function updateSet(
  db: Db,
  ctx: RequestContext,
  permissionSetId: number,
  body: PermissionSetBodyInput,
) {
  requireMenu(ctx, AUTHORITY_SETTING_MENU, "write");
  await updatePermissionSet(db, ctx.tenantId, permissionSetId, toInput(body));
  return getSet(db, ctx, permissionSetId);
}

export function deleteSet(db: Db, ctx: RequestContext, permissionSetId: number): Promise<void> {
  requireMenu(ctx, AUTHORITY_SETTING_MENU, "write");
  return deletePermissionSet(db, ctx.tenantId, permissionSetId);
}

export async function getScopeMaster(db: Db, ctx: RequestContext) {
  requireMenu(ctx, AUTHORITY_SETTING_MENU, "read");
  const [grades, nodes] = await Promise.all([
    listGrades(db, ctx.organizationId),
    listHierarchyNodes(db, ctx.organizationId),
  ]);
  return {
    gradeList: grades.map((g) => ({ gradeCd: g.gradeCd, name: g.name })),
    divisionList: nodes.map((n) => ({
      divisionCd: n.divisionCd,
      parentDivisionCd: n.parentDivisionCd,
      depth: n.depth,
      name: n.name,
    })),
  };
}

/** The API's field names: scopes travel as scopeList. */
function toResponse(found: AssignedPermission | null) {
  if (!found) return null;
  const { scopes, ...rest } = found;
  return { ...rest, scopeList: scopes };
}

export async function getUserPermission(db: Db, ctx: RequestContext, loginUserId: number) {
  requireMenu(ctx, AUTHORITY_SETTING_MENU, "read");
  await getVisibleLoginUser(db, ctx, loginUserId);
  return toResponse(await findPermission(db, targetOf(ctx, loginUserId)));
}

export async function assignUserPermission(
  db: Db,
  ctx: RequestContext,
  loginUserId: number,
  body: PermissionAssignmentBody,
) {
  requireMenu(ctx, AUTHORITY_SETTING_MENU, "write");
  await getVisibleLoginUser(db, ctx, loginUserId);
  await assignPermission(db, targetOf(ctx, loginUserId), toAssignment(body));
  return toResponse(await findPermission(db, targetOf(ctx, loginUserId)));
}

/** Takes the permission away; never one's own, which would shut the caller out of this very screen. */
export async function removeUserPermission(db: Db, ctx: RequestContext, loginUserId: number): Promise<void> {
  requireMenu(ctx, AUTHORITY_SETTING_MENU, "write");
  await getVisibleLoginUser(db, ctx, loginUserId);
  if (loginUserId === ctx.loginUserId) throw new ValidationError("自分自身の権限は解除できません。");
  await removePermission(db, targetOf(ctx, loginUserId));
}
