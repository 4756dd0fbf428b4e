import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { MENU_CATALOGUE } from "./menu-catalogue";
import { menu, menuCategory } from "./permissions.tables";

/**
 * Copies the menu catalogue into one organisation's menu tables for one process mode. Rows that exist
 * already are left as they are, so running it again after the catalogue grows adds only the new menus
 * and keeps a school's own names and flags. Returns the number of menus added.
 */
export async function seedMenus(
  db: Db,
  tenantId: number,
  organizationId: number,
  processMode: number,
): Promise<number> {
  const scope = { tenantId, organizationId, processMode };
  await db
    .insert(menuCategory)
    .values(
      MENU_CATALOGUE.map((c, i) => ({
        ...scope,
        menuCategoryCd: c.menuCategoryCd,
        name: c.name,
        cssClassName: c.icon,
        disabledFlg: c.disabled === true,
        sortOrder: (i + 1) * 10,
      })),
    )
    .onConflictDoNothing();

  const categories = await db
    .select({ id: menuCategory.id, menuCategoryCd: menuCategory.menuCategoryCd })
    .from(menuCategory)
    .where(
      and(
        eq(menuCategory.tenantId, tenantId),
        eq(menuCategory.organizationId, organizationId),
        eq(menuCategory.processMode, processMode),
      ),
    );
  const categoryIds = new Map(categories.map((c) => [c.menuCategoryCd, c.id]));

  const rows = MENU_CATALOGUE.flatMap((c) =>
    c.menus.map((m, i) => ({
      ...scope,
      menuCategoryId: categoryIds.get(c.menuCategoryCd)!,
      menuCd: m.menuCd,
      name: m.name,
      parameter: m.parameter ?? "",
      screenControlString: m.screenControlString ?? "",
      sortOrder: (i + 1) * 10,
    })),
  );
  const added = await db.insert(menu).values(rows).onConflictDoNothing().returning({ id: menu.id });
  return added.length;
}
