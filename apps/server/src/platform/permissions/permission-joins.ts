import { and, type Column, eq, type Placeholder } from "drizzle-orm";
import { loginUserPermission, menu, permissionSetMenu } from "./permissions.tables";

/**
 * The user's permission for a menu row: the assignment in the menu's own tenant, organisation and
 * process mode. Shared by the per-request authority check and the menu list so the two never differ.
 */
export function userPermissionForMenu(loginUserId: number | Placeholder | Column) {
  return and(
    eq(loginUserPermission.loginUserId, loginUserId),
    eq(loginUserPermission.organizationId, menu.organizationId),
    eq(loginUserPermission.processMode, menu.processMode),
    eq(loginUserPermission.tenantId, menu.tenantId),
  );
}

/** The permission set's row for the menu's code (its authority). */
export function setEntryForMenu() {
  return and(
    eq(permissionSetMenu.permissionSetId, loginUserPermission.permissionSetId),
    eq(permissionSetMenu.menuCd, menu.menuCd),
  );
}
