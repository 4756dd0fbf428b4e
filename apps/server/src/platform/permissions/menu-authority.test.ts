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
import { findMenuAuthority } from "./menu-authority";
import { CATALOGUE_MENU_CODES, MENU_CATALOGUE } from "./menu-catalogue";
import { createPermissionSet } from "./permission-sets";
import { menu, menuCategory } from "./permissions.tables";
import { seedMenus } from "./seed-menus";

describe("menu catalogue and menu authority", () => {
  let database: Database;
  let t: PermissionTenant;
  let other: PermissionTenant;

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createPermissionTenant(database.db);
    other = await createPermissionTenant(database.db);
  });
  afterAll(() => database?.close());

  const setFlag = async (
    table: typeof menu | typeof menuCategory,
    where: ReturnType<typeof and>,
    flags: object,
  ) => database.db.update(table).set(flags).where(where);

  it("holds the 24 categories of spec §6 in order, 999 disabled, menu codes unique and kebab-case", () => {
    expect(MENU_CATALOGUE.map((c) => c.menuCategoryCd)).toEqual([
      10, 15, 20, 25, 26, 30, 35, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 160, 170, 800, 900, 910, 220,
      300, 999,
    ]);
    expect(MENU_CATALOGUE.filter((c) => c.disabled).map((c) => c.menuCategoryCd)).toEqual([999]);
    expect(new Set(CATALOGUE_MENU_CODES).size).toBe(CATALOGUE_MENU_CODES.length);
    for (const code of CATALOGUE_MENU_CODES) expect(code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const code of ["member-list", "login-user", "authority-setting", "operation-log", "survey-group"])
      expect(CATALOGUE_MENU_CODES).toContain(code);
    expect(MENU_CATALOGUE.find((c) => c.menuCategoryCd === 800)?.menus.map((m) => m.menuCd)).toContain(
      "operation-log",
    );
  });

  it("copies the catalogue once: a second run adds nothing and keeps a school's own edits", async () => {
    const where = and(eq(menu.organizationId, t.organization.id), eq(menu.menuCd, "faq"));
    await database.db.update(menu).set({ name: "よくある質問" }).where(where);
    expect(await seedMenus(database.db, t.tenant.id, t.organization.id, 0)).toBe(0);
    const [faq] = await database.db.select().from(menu).where(where);
    expect(faq?.name).toBe("よくある質問");
    const categories = await database.db
      .select()
      .from(menuCategory)
      .where(eq(menuCategory.organizationId, t.organization.id));
    expect(categories).toHaveLength(25);
    expect(categories.find((c) => c.menuCategoryCd === 999)?.disabledFlg).toBe(true);
  });

  it("gives the administrator 0 and the viewer 1 with their reference authority", async () => {
    expect(await findMenuAuthority(database.db, contextFor(t, t.admin), "member-list")).toEqual({
      authority: 0,
      referenceAuthority: 0,
    });
    expect(await findMenuAuthority(database.db, contextFor(t, t.viewer), "member-list")).toEqual({
      authority: 1,
      referenceAuthority: 0,
    });
  });

  it("answers 2 for a menu the set leaves out or marks unavailable", async () => {
    const user = await createTestUser(database.db, t.tenant, t.organization, "partial");
    const setId = await createPermissionSet(database.db, t.tenant.id, {
      name: "一部のみ",
      description: "",
      isLecturerDefault: false,
      menuAuthorities: [
        { menuCd: "member-list", authority: 0 },
        { menuCd: "login-user", authority: 2 },
      ],
    });
    await assignSet(database.db, t, user, setId, 2);
    const ctx = contextFor(t, user);
    expect(await findMenuAuthority(database.db, ctx, "member-list")).toEqual({
      authority: 0,
      referenceAuthority: 2,
    });
    expect((await findMenuAuthority(database.db, ctx, "login-user"))?.authority).toBe(2);
    expect((await findMenuAuthority(database.db, ctx, "faq"))?.authority).toBe(2);
  });

  it("answers null for an unknown, hidden or disabled menu, a disabled category and a user without permission", async () => {
    const ctx = contextFor(t, t.admin);
    expect(await findMenuAuthority(database.db, ctx, "no-such-menu")).toBeNull();
    expect(await findMenuAuthority(database.db, ctx, "sample-page")).toBeNull(); // category 999 disabled

    const org = eq(menu.organizationId, t.organization.id);
    await setFlag(menu, and(org, eq(menu.menuCd, "faq")), { hideFlg: true });
    await setFlag(menu, and(org, eq(menu.menuCd, "announcement")), { disabledFlg: true });
    await setFlag(
      menuCategory,
      and(eq(menuCategory.organizationId, t.organization.id), eq(menuCategory.menuCategoryCd, 910)),
      { hideFlg: true },
    );
    expect(await findMenuAuthority(database.db, ctx, "faq")).toBeNull();
    expect(await findMenuAuthority(database.db, ctx, "announcement")).toBeNull();
    expect(await findMenuAuthority(database.db, ctx, "mobile-menu")).toBeNull();
    expect(await findMenuAuthority(database.db, ctx, "survey-group")).not.toBeNull();

    const nobody = await createTestUser(database.db, t.tenant, t.organization, "nobody");
    expect(await findMenuAuthority(database.db, contextFor(t, nobody), "member-list")).toBeNull();
    expect(await findMenuAuthority(database.db, { ...ctx, processMode: 9 }, "member-list")).toBeNull();
  });

  it("never crosses tenants: another tenant's user or organisation gets null", async () => {
    // A user id of tenant A with tenant B's organisation (a forged or mixed-up context).
    const mixed = { ...contextFor(other, other.admin), loginUserId: t.admin.id };
    expect(await findMenuAuthority(database.db, mixed, "member-list")).toBeNull();
    const wrongTenant = { ...contextFor(t, t.admin), tenantId: other.tenant.id };
    expect(await findMenuAuthority(database.db, wrongTenant, "member-list")).toBeNull();
    expect(await findMenuAuthority(database.db, contextFor(other, other.admin), "member-list")).toEqual({
      authority: 0,
      referenceAuthority: 0,
    });
  });
});
