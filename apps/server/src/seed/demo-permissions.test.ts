import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database";
import type { Database } from "../db/client";
import { findLoginUser } from "../platform/auth/login-user.service";
import { verifyPassword } from "../platform/auth/password";
import { loadCallerAuthority } from "../platform/permissions/caller-authority";
import { findMenuAuthority } from "../platform/permissions/menu-authority";
import { listMenusForUser } from "../platform/permissions/menu-list";
import { listPermissionSets } from "../platform/permissions/permission-sets";
import { listOrganizations } from "../platform/tenancy/tenancy.service";
import { seedDemoIfEmpty } from "./demo-seed";

describe("demo menus and permissions", () => {
  let database: Database;
  const ctxOf = async (displayUserId: string, organizationIndex = 0) => {
    const user = (await findLoginUser(database.db, 1, displayUserId))!;
    const org = (await listOrganizations(database.db, 1))[organizationIndex]!;
    const who = { tenantId: 1, loginUserId: user.id, organizationId: org.id, processMode: 0 };
    return {
      sessionId: "s",
      tenantId: 1,
      tenantCd: "demo",
      loginUserId: user.id,
      displayUserId,
      organizationId: org.id,
      systemCd: org.systemCd,
      organizationCd: org.organizationCd,
      processMode: 0,
      ip: "127.0.0.1",
      authority: await loadCallerAuthority(database.db, who),
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoIfEmpty(database, { info: () => {} }, { now: new Date("2026-06-01T00:00:00+09:00") });
  });
  afterAll(() => database?.close());

  it("creates the four default permission sets, the demo admin holding システム管理者 and the viewer 参照のみ", async () => {
    const sets = await listPermissionSets(database.db, 1);
    expect(sets.map((s) => [s.name, s.userCount])).toEqual([
      ["システム管理者", 2],
      ["参照のみ", 1],
      ["教務担当", 0],
      ["講師（学習計画）", 0],
    ]);
    const viewer = await findLoginUser(database.db, 1, "viewer");
    expect(await verifyPassword("Gakumu-demo1", viewer!.passwordHash)).toBe(true);
  });

  it("opens every visible menu to the admin in both organisations and only for reading to the viewer", async () => {
    for (const index of [0, 1]) {
      const admin = await ctxOf("admin", index);
      const menus = await listMenusForUser(database.db, admin);
      expect(menus).toHaveLength(25);
      expect(await findMenuAuthority(database.db, admin, "authority-setting")).toMatchObject({
        authority: 0,
      });
    }
    const viewer = await ctxOf("viewer");
    expect(await findMenuAuthority(database.db, viewer, "login-user")).toEqual({
      authority: 1,
      referenceAuthority: 0,
    });
    expect(await findMenuAuthority(database.db, await ctxOf("viewer", 1), "login-user")).toBeNull();
  });
});
