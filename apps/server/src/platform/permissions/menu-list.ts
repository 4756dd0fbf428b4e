import type { MenuCategoryEntry, MenuItem } from "@gakumu/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../access/request-context";
import { ForbiddenError } from "../errors/app-error";
import { findOrganizationByCode } from "../tenancy/tenancy.service";
import { setEntryForMenu, userPermissionForMenu } from "./permission-joins";
import { loginUserPermission, menu, menuCategory, permissionSetMenu } from "./permissions.tables";

export interface MenuQuery {
  processMode?: number;
  systemCd?: number;
  organizationCd?: string;
}

export class MenuOfOtherOrganizationError extends ForbiddenError {
  constructor() {
    super("指定された組織のメニューを参照する権限がありません。");
  }
}

/**
 * The organisation and process mode a menu request is about: the session's unless the query names
 * another one the user holds a permission in. An organisation of another tenant is never found.
 */
async function resolveTarget(db: Db, ctx: RequestContext, query: MenuQuery) {
  const processMode = query.processMode ?? ctx.processMode;
  const namesOther =
    (query.organizationCd !== undefined && query.organizationCd !== ctx.organizationCd) ||
    (query.systemCd !== undefined && query.systemCd !== ctx.systemCd);
  if (!namesOther && processMode === ctx.processMode)
    return { organizationId: ctx.organizationId, processMode };

  const organizationId = namesOther
    ? await organizationIdOf(db, ctx.tenantId, query.systemCd ?? ctx.systemCd, query.organizationCd)
    : ctx.organizationId;
  if (organizationId === null) throw new MenuOfOtherOrganizationError();
  const [held] = await db
    .select({ id: loginUserPermission.id })
    .from(loginUserPermission)
    .where(
      and(
        eq(loginUserPermission.tenantId, ctx.tenantId),
        eq(loginUserPermission.loginUserId, ctx.loginUserId),
        eq(loginUserPermission.organizationId, organizationId),
        eq(loginUserPermission.processMode, processMode),
      ),
    )
    .limit(1);
  if (!held) throw new MenuOfOtherOrganizationError();
  return { organizationId, processMode };
}

async function organizationIdOf(
  db: Db,
  tenantId: number,
  systemCd: number,
  organizationCd: string | undefined,
): Promise<number | null> {
  if (organizationCd === undefined) return null;
  const found = await findOrganizationByCode(db, tenantId, organizationCd);
  return found && found.systemCd === systemCd ? found.id : null;
}

/**
 * `GET /app/api/auth/menu`: the categories and menus the caller may open (authority 0 or 1), in
 * sidebar order, with their disabled and hidden flags for the shell's own routing rule (spec §2.1).
 * Categories left without a menu are left out.
 */
export async function listMenusForUser(
  db: Db,
  ctx: RequestContext,
  query: MenuQuery = {},
): Promise<MenuCategoryEntry[]> {
  const target = await resolveTarget(db, ctx, query);
  const rows = await db
    .select({
      menuCategoryCd: menuCategory.menuCategoryCd,
      menuCategoryName: menuCategory.name,
      menuCategoryCssClassName: menuCategory.cssClassName,
      menuCategoryDisabledFlg: menuCategory.disabledFlg,
      menuCategoryHideFlg: menuCategory.hideFlg,
      menuCd: menu.menuCd,
      menuName: menu.name,
      menuCssClassName: menu.cssClassName,
      menuDisabledFlg: menu.disabledFlg,
      menuHideFlg: menu.hideFlg,
      parameter: menu.parameter,
      screenControlString: menu.screenControlString,
      authority: permissionSetMenu.authority,
    })
    .from(menu)
    .innerJoin(menuCategory, eq(menuCategory.id, menu.menuCategoryId))
    .innerJoin(loginUserPermission, userPermissionForMenu(ctx.loginUserId))
    .innerJoin(permissionSetMenu, and(setEntryForMenu(), inArray(permissionSetMenu.authority, [0, 1])))
    .where(
      and(
        eq(menu.tenantId, ctx.tenantId),
        eq(menu.organizationId, target.organizationId),
        eq(menu.processMode, target.processMode),
      ),
    )
    .orderBy(
      asc(menuCategory.sortOrder),
      asc(menuCategory.menuCategoryCd),
      asc(menu.sortOrder),
      asc(menu.id),
    );
  return groupByCategory(rows);
}

type Row = Omit<MenuCategoryEntry, "menuList"> & Omit<MenuItem, "authority"> & { authority: number };

function groupByCategory(rows: Row[]): MenuCategoryEntry[] {
  const categories: MenuCategoryEntry[] = [];
  for (const row of rows) {
    const { menuCategoryCd, menuCategoryName, menuCategoryCssClassName, menuCategoryDisabledFlg } = row;
    let current = categories.at(-1);
    if (current?.menuCategoryCd !== menuCategoryCd) {
      current = {
        menuCategoryCd,
        menuCategoryName,
        menuCategoryCssClassName,
        menuCategoryDisabledFlg,
        menuCategoryHideFlg: row.menuCategoryHideFlg,
        menuList: [],
      };
      categories.push(current);
    }
    current.menuList.push({
      menuCd: row.menuCd,
      menuName: row.menuName,
      menuCssClassName: row.menuCssClassName,
      menuDisabledFlg: row.menuDisabledFlg,
      menuHideFlg: row.menuHideFlg,
      parameter: row.parameter,
      screenControlString: row.screenControlString,
      authority: row.authority === 0 ? 0 : 1,
    });
  }
  return categories;
}
