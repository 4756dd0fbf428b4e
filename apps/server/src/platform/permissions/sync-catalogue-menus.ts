import type { Db } from "../../db/client";
import { menuCategory } from "./permissions.tables";
import { seedMenus } from "./seed-menus";

/**
 * Brings every organisation's menus up to the catalogue on start: a release that adds screens (配信,
 * アプリ利用者管理, …) must show them in an installation seeded before it, not only in new schools.
 * Existing rows keep the school's own names and flags (seedMenus only adds), and a new menu is
 * granted to nobody: it appears on 権限設定 for the school's administrator to open to staff.
 * Returns the number of menus added.
 */
export async function syncCatalogueMenus(db: Db): Promise<number> {
  const scopes = await db
    .selectDistinct({
      tenantId: menuCategory.tenantId,
      organizationId: menuCategory.organizationId,
      processMode: menuCategory.processMode,
    })
    .from(menuCategory);
  let added = 0;
  for (const s of scopes) added += await seedMenus(db, s.tenantId, s.organizationId, s.processMode);
  return added;
}
