import { ListReferenceAuthority } from "@gakumu/domain";
import { and, eq, exists, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { loginUser } from "../../platform/auth/login-user.tables";
import { loginUserPermission } from "../../platform/permissions/permissions.tables";
import { LOGIN_USER_READERS } from "./login-users.menu";

/**
 * Which login users the caller may see and manage, by their list reference authority (spec §6):
 * 0 every account of the tenant, 1 the accounts of the current organisation (its own staff and anyone
 * holding a permission there), 2 only their own. A caller without a permission sees only themselves.
 */
export async function visibleLoginUsers(db: Db, ctx: RequestContext): Promise<SQL> {
  requireMenu(ctx, LOGIN_USER_READERS, "read");
  // The gate loaded the caller's reference authority with the session.
  const reference = ctx.authority.reference ?? ListReferenceAuthority.ONLY_MYSELF;
  const tenant = eq(loginUser.tenantId, ctx.tenantId);
  if (reference === ListReferenceAuthority.ALL) return tenant;
  if (reference === ListReferenceAuthority.ORGANIZATION) {
    const permittedHere = db
      .select({ id: loginUserPermission.id })
      .from(loginUserPermission)
      .where(
        and(
          eq(loginUserPermission.loginUserId, loginUser.id),
          eq(loginUserPermission.organizationId, ctx.organizationId),
        ),
      );
    return and(tenant, or(eq(loginUser.organizationId, ctx.organizationId), exists(permittedHere)))!;
  }
  return and(tenant, eq(loginUser.id, ctx.loginUserId))!;
}
