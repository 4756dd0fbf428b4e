import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { menu, menuCategory } from "./permissions.tables";

export interface OrganizationMenuCategory {
  menuCategoryCd: number;
  menuCategoryName: string;
  menuCategoryDisabledFlg: boolean;
  menuCategoryHideFlg: boolean;
  menuList: { menuCd: string; menuName: string; menuDisabledFlg: boolean; menuHideFlg: boolean }[];
}

/**
 * Every menu of an organisation and process mode, hidden and disabled ones included, in sidebar order:
 * what an authority grid edits (a hidden menu may be shown again later, with the authority set now).
 */
export async function listOrganizationMenus(
  db: Db,
  scope: { tenantId: number; organizationId: number; processMode: number },
): Promise<OrganizationMenuCategory[]> {
  const rows = await db
    .select({
      menuCategoryCd: menuCategory.menuCategoryCd,
      menuCategoryName: menuCategory.name,
      menuCategoryDisabledFlg: menuCategory.disabledFlg,
      menuCategoryHideFlg: menuCategory.hideFlg,
      menuCd: menu.menuCd,
      menuName: menu.name,
      menuDisabledFlg: menu.disabledFlg,
      menuHideFlg: menu.hideFlg,
    })
    .from(menu)
    .innerJoin(menuCategory, eq(menuCategory.id, menu.menuCategoryId))
    .where(
      and(
        eq(menu.tenantId, scope.tenantId),
        eq(menu.organizationId, scope.organizationId),
        eq(menu.processMode, scope.processMode),
      ),
    )
    .orderBy(
      asc(menuCategory.sortOrder),
      asc(menuCategory.menuCategoryCd),
      asc(menu.sortOrder),
      asc(menu.id),
    );

  const categories: OrganizationMenuCategory[] = [];
  for (const { menuCd, menuName, menuDisabledFlg, menuHideFlg, ...category } of rows) {
    let current = categories.at(-1);
    if (current?.menuCategoryCd !== category.menuCategoryCd) {
      current = { ...category, menuList: [] };
      categories.push(current);
    }
    current.menuList.push({ menuCd, menuName, menuDisabledFlg, menuHideFlg });
  }
  return categories;
}
