import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../../../test/auth-helpers";
import {
  assignSet,
  contextFor,
  createPermissionTenant,
  type PermissionTenant,
} from "../../../test/permissions/permission-fixtures";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { createOrganization, SYSTEM_CD } from "../tenancy/tenancy.service";
import { listMenusForUser, MenuOfOtherOrganizationError } from "./menu-list";
import { createPermissionSet } from "./permission-sets";
import { menu } from "./permissions.tables";
import { seedMenus } from "./seed-menus";

describe("GET /app/api/auth/menu service", () => {
  let database: Database;
  let t: PermissionTenant;
  let other: PermissionTenant;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createPermissionTenant(database.db);
    other = await createPermissionTenant(database.db);
  });
  afterAll(() => database?.close());

  it("returns the spec §3.2 shape in sidebar order", async () => {
    const list = await listMenusForUser(database.db, contextFor(t, t.admin));
    expect(list.map((c) => c.menuCategoryCd).slice(0, 3)).toEqual([10, 15, 20]);
    const [member] = list;
    expect(Object.keys(member!).sort()).toEqual(
      [
        "menuCategoryCd",
        "menuCategoryName",
        "menuCategoryCssClassName",
        "menuCategoryDisabledFlg",
        "menuCategoryHideFlg",
        "menuList",
      ].sort(),
    );
    expect(member).toMatchObject({
      menuCategoryCd: 10,
      menuCategoryName: "メンバー管理",
      menuCategoryCssClassName: "users",
      menuCategoryDisabledFlg: false,
      menuCategoryHideFlg: false,
    });
    expect(member!.menuList[0]).toEqual({
      menuCd: "member-list",
      menuName: "メンバー一覧",
      menuCssClassName: "",
      menuDisabledFlg: false,
      menuHideFlg: false,
      parameter: "",
      screenControlString: "EXPORT,PRINT_CARD",
      authority: 0,
    });
    // The disabled sample category comes with its flag; the shell keeps it out of reach.
    expect(list.find((c) => c.menuCategoryCd === 999)?.menuCategoryDisabledFlg).toBe(true);
  });

  it("marks reference-only menus 1 and leaves out unavailable ones and emptied categories", async () => {
    const user = await createTestUser(database.db, t.tenant, t.organization, "mixed");
    const setId = await createPermissionSet(database.db, t.tenant.id, {
      name: "混在",
      description: "",
      isLecturerDefault: false,
      menuAuthorities: [
        { menuCd: "member-list", authority: 0 },
        { menuCd: "member-import", authority: 1 },
        { menuCd: "alumni-list", authority: 2 },
        { menuCd: "login-user", authority: 2 },
      ],
    });
    await assignSet(database.db, t, user, setId);
    const list = await listMenusForUser(database.db, contextFor(t, user));
    expect(list.map((c) => [c.menuCategoryCd, c.menuList.map((m) => [m.menuCd, m.authority])])).toEqual([
      [
        10,
        [
          ["member-list", 0],
          ["member-import", 1],
        ],
      ],
    ]);
    const viewerList = await listMenusForUser(database.db, contextFor(t, t.viewer));
    expect(viewerList.flatMap((c) => c.menuList).every((m) => m.authority === 1)).toBe(true);
  });

  it("reports hidden and disabled menus with their flags", async () => {
    await database.db
      .update(menu)
      .set({ hideFlg: true, disabledFlg: true })
      .where(and(eq(menu.organizationId, t.organization.id), eq(menu.menuCd, "rss-linkage")));
    const news = (await listMenusForUser(database.db, contextFor(t, t.admin))).find(
      (c) => c.menuCategoryCd === 90,
    );
    expect(news?.menuList.find((m) => m.menuCd === "rss-linkage")).toMatchObject({
      menuHideFlg: true,
      menuDisabledFlg: true,
    });
  });

  it("is empty for a user without a permission in the session's organisation", async () => {
    const user = await createTestUser(database.db, t.tenant, t.organization, "nomenu");
    expect(await listMenusForUser(database.db, contextFor(t, user))).toEqual([]);
  });

  it("accepts a query naming the session's organisation and refuses one the user holds nothing in", async () => {
    const ctx = contextFor(t, t.admin);
    const same = await listMenusForUser(database.db, ctx, {
      processMode: 0,
      systemCd: t.organization.systemCd,
      organizationCd: t.organization.organizationCd,
    });
    expect(same.length).toBeGreaterThan(20);

    // Another tenant's organisation, even with a matching code, is not found: 403.
    const foreign = {
      systemCd: other.organization.systemCd,
      organizationCd: other.organization.organizationCd,
    };
    await expect(listMenusForUser(database.db, ctx, foreign)).rejects.toBeInstanceOf(
      MenuOfOtherOrganizationError,
    );
    await expect(listMenusForUser(database.db, ctx, { processMode: 9 })).rejects.toThrow(
      "指定された組織のメニューを参照する権限がありません。",
    );

    const employees = await createOrganization(database.db, {
      tenantId: t.tenant.id,
      systemCd: SYSTEM_CD.EMPLOYEE,
      organizationCd: `${t.tenant.tenantCd}-staff`,
      name: "教職員",
    });
    await seedMenus(database.db, t.tenant.id, employees.id, 0);
    const query = { systemCd: employees.systemCd, organizationCd: employees.organizationCd };
    await expect(listMenusForUser(database.db, ctx, query)).rejects.toBeInstanceOf(
      MenuOfOtherOrganizationError,
    );
    await assignSet(
      database.db,
      { tenant: t.tenant, organization: employees },
      t.admin,
      t.sets.referenceOnly,
    );
    const staffMenus = await listMenusForUser(database.db, ctx, query);
    expect(staffMenus.flatMap((c) => c.menuList).every((m) => m.authority === 1)).toBe(true);
  });
});
