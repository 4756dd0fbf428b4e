import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPermissionTenant, type PermissionTenant } from "../../../test/permissions/permission-fixtures";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { menu } from "./permissions.tables";
import { syncCatalogueMenus } from "./sync-catalogue-menus";

describe("syncCatalogueMenus", () => {
  let database: Database;
  let t: PermissionTenant;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createPermissionTenant(database.db);
  });
  afterAll(() => database?.close());

  const menuOf = (menuCd: string) =>
    database.db
      .select({ name: menu.name })
      .from(menu)
      .where(and(eq(menu.tenantId, t.tenant.id), eq(menu.menuCd, menuCd)));

  it("adds a menu the catalogue gained after the school was seeded, and keeps the school's own names", async () => {
    await database.db
      .delete(menu)
      .where(and(eq(menu.tenantId, t.tenant.id), eq(menu.menuCd, "member-account")));
    await database.db
      .update(menu)
      .set({ name: "生徒一覧（本校）" })
      .where(and(eq(menu.tenantId, t.tenant.id), eq(menu.menuCd, "member-list")));

    expect(await menuOf("member-account")).toEqual([]);
    expect(await syncCatalogueMenus(database.db)).toBeGreaterThanOrEqual(1);
    expect(await menuOf("member-account")).toEqual([{ name: "アプリ利用者管理" }]);
    expect(await menuOf("member-list")).toEqual([{ name: "生徒一覧（本校）" }]);
    expect(await syncCatalogueMenus(database.db)).toBe(0);
  });
});
