import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import type { RequestContext } from "../access/request-context";
import { setEntryForMenu, userPermissionForMenu } from "./permission-joins";
import { loginUserPermission, menu, menuCategory, permissionSetMenu } from "./permissions.tables";

/** 0 available, 1 reference only, 2 unavailable (spec §6). */
export type Authority = 0 | 1 | 2;

export interface MenuAuthorityResult {
  /** The user's authority for the menu; 2 when their permission set does not mention it. */
  authority: Authority;
  /** The list reference authority of the user's permission: 0 all, 1 organisation, 2 only myself. */
  referenceAuthority: Authority;
}

const toAuthority = (value: number | null): Authority => (value === 0 || value === 1 ? value : 2);

// One statement through three unique indexes (menu by org/mode/code, the user's permission by
// user/org/mode, the set's row by set/code); prepared once per database handle because the access hook
// runs it on every request.
const placeholders = {
  tenantId: sql.placeholder("tenantId"),
  organizationId: sql.placeholder("organizationId"),
  processMode: sql.placeholder("processMode"),
  loginUserId: sql.placeholder("loginUserId"),
  menuCd: sql.placeholder("menuCd"),
};

function buildQuery(db: Db) {
  return db
    .select({
      authority: permissionSetMenu.authority,
      referenceAuthority: loginUserPermission.referenceAuthority,
    })
    .from(menu)
    .innerJoin(menuCategory, eq(menuCategory.id, menu.menuCategoryId))
    .innerJoin(loginUserPermission, userPermissionForMenu(placeholders.loginUserId))
    .leftJoin(permissionSetMenu, setEntryForMenu())
    .where(
      and(
        eq(menu.tenantId, placeholders.tenantId),
        eq(menu.organizationId, placeholders.organizationId),
        eq(menu.processMode, placeholders.processMode),
        eq(menu.menuCd, placeholders.menuCd),
        eq(menu.disabledFlg, false),
        eq(menu.hideFlg, false),
        eq(menuCategory.disabledFlg, false),
        eq(menuCategory.hideFlg, false),
      ),
    )
    .limit(1)
    .prepare("find_menu_authority");
}

const preparedQuery = preparedPerDb(buildQuery);

/**
 * The caller's authority for a menu in their current organisation and process mode, or null when the
 * menu does not exist there, is disabled or hidden (itself or its category), or the user holds no
 * permission there. The access hook allows GET/HEAD with 0 or 1 and writes with 0 only.
 */
export async function findMenuAuthority(
  db: Db,
  ctx: Pick<RequestContext, "tenantId" | "organizationId" | "processMode" | "loginUserId">,
  menuCd: string,
): Promise<MenuAuthorityResult | null> {
  const [row] = await preparedQuery(db).execute({
    tenantId: ctx.tenantId,
    organizationId: ctx.organizationId,
    processMode: ctx.processMode,
    loginUserId: ctx.loginUserId,
    menuCd,
  });
  if (!row) return null;
  return { authority: toAuthority(row.authority), referenceAuthority: toAuthority(row.referenceAuthority) };
}
