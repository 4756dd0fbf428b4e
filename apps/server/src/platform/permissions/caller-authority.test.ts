import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../../../test/auth-helpers";
import {
  assignSet,
  createPermissionTenant,
  type PermissionTenant,
} from "../../../test/permissions/permission-fixtures";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { menuRefusals, requireMenu } from "../access/require-menu";
import { AppError } from "../errors/app-error";
import { createSession, findSession } from "../sessions/session.service";
import { loadAuthoritiesOf, loadCallerAuthority } from "./caller-authority";
import { findMenuAuthority } from "./menu-authority";
import { CATALOGUE_MENU_CODES } from "./menu-catalogue";
import { createPermissionSet } from "./permission-sets";
import { menu } from "./permissions.tables";

describe("the caller's authority, loaded once and checked by use cases", () => {
  let database: Database;
  let t: PermissionTenant;
  const who = (user: { id: number }, processMode = 0) => ({
    tenantId: t.tenant.id,
    organizationId: t.organization.id,
    processMode,
    loginUserId: user.id,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createPermissionTenant(database.db);
  });
  afterAll(() => database?.close());

  it("holds every menu the permission set opens, with the authority findMenuAuthority gives each", async () => {
    const user = await createTestUser(database.db, t.tenant, t.organization, "partial");
    const setId = await createPermissionSet(database.db, t.tenant.id, {
      name: "一部のみ",
      description: "",
      isLecturerDefault: false,
      menuAuthorities: [
        { menuCd: "member-list", authority: 0 },
        { menuCd: "login-user", authority: 1 },
        { menuCd: "operation-log", authority: 2 },
      ],
    });
    await assignSet(database.db, t, user, setId, 1);
    const loaded = await loadCallerAuthority(database.db, who(user));
    expect(loaded).toEqual({ menus: { "member-list": 0, "login-user": 1 }, reference: 1 });

    for (const u of [t.admin, t.viewer, user]) {
      const authority = await loadCallerAuthority(database.db, who(u));
      for (const code of CATALOGUE_MENU_CODES) {
        const one = await findMenuAuthority(database.db, who(u), code);
        const expected = one && one.authority !== 2 ? one.authority : undefined;
        expect(authority.menus[code], `${u.displayUserId} ${code}`).toBe(expected);
      }
    }
  });

  it("leaves out hidden menus, and holds nothing without a permission, in another mode or after deletion", async () => {
    await database.db
      .update(menu)
      .set({ hideFlg: true })
      .where(and(eq(menu.organizationId, t.organization.id), eq(menu.menuCd, "faq")));
    const admin = await loadCallerAuthority(database.db, who(t.admin));
    expect(admin.menus.faq).toBeUndefined();
    expect(admin.menus["member-list"]).toBe(0);
    expect(admin.reference).toBe(0);

    const nobody = await createTestUser(database.db, t.tenant, t.organization, "nobody");
    expect(await loadCallerAuthority(database.db, who(nobody))).toEqual({ menus: {}, reference: null });
    expect(await loadCallerAuthority(database.db, who(t.admin, 9))).toEqual({ menus: {}, reference: null });
    expect(
      await loadCallerAuthority(database.db, { ...who(t.admin), tenantId: t.tenant.id + 10_000 }),
    ).toEqual({ menus: {}, reference: null });
  });

  it("loads several users' authority in one statement, each as loadCallerAuthority gives it", async () => {
    const nobody = await createTestUser(database.db, t.tenant, t.organization, "nobody-many");
    const users = [t.admin, t.viewer, nobody];
    const place = { tenantId: t.tenant.id, organizationId: t.organization.id, processMode: 0 };
    const many = await loadAuthoritiesOf(database.db, place, [...users.map((u) => u.id), 9_999_999]);
    for (const u of users) expect(many.get(u.id)).toEqual(await loadCallerAuthority(database.db, who(u)));
    expect(many.has(9_999_999)).toBe(false);
    const elsewhere = await loadAuthoritiesOf(database.db, { ...place, tenantId: t.tenant.id + 10_000 }, [
      t.admin.id,
    ]);
    expect(elsewhere.size).toBe(0);
    expect((await loadAuthoritiesOf(database.db, place, [])).size).toBe(0);
  });

  it("comes with the session lookup, in the same query", async () => {
    const token = await createSession(database.db, {
      ...who(t.viewer),
      stage: "active",
      ip: "127.0.0.1",
      userAgent: undefined,
      maxHours: 1,
    });
    const lookup = await findSession(database.db, token);
    if (lookup.status !== "active") throw new Error(lookup.status);
    expect(lookup.session.authority).toEqual(await loadCallerAuthority(database.db, who(t.viewer)));
    expect(lookup.session.authority.menus["member-list"]).toBe(1);
  });

  it("refuses a write to a reference-only caller and anything to a caller without the menu, in Japanese", async () => {
    const viewer = { authority: await loadCallerAuthority(database.db, who(t.viewer)) };
    expect(() => requireMenu(viewer, "member-list", "read")).not.toThrow();
    const refusal = (fn: () => void) => {
      try {
        fn();
      } catch (error) {
        return error instanceof AppError ? [error.status, error.code, error.message] : error;
      }
      return "allowed";
    };
    expect(refusal(() => requireMenu(viewer, "member-list", "write"))).toEqual([
      403,
      "FORBIDDEN",
      menuRefusals.referenceOnly,
    ]);
    const none = { authority: { menus: {}, reference: null } };
    expect(refusal(() => requireMenu(none, "member-list", "read"))).toEqual([
      403,
      "FORBIDDEN",
      menuRefusals.unavailable,
    ]);
    // A use case serving two screens needs either.
    const alumniOnly = { authority: { menus: { "alumni-list": 0 as const }, reference: 0 as const } };
    expect(refusal(() => requireMenu(alumniOnly, ["member-list", "alumni-list"], "write"))).toBe("allowed");
  });
});
