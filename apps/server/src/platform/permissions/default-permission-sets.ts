import { GradePermission, MenuCategory } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { assignPermission } from "./login-user-permissions";
import type { Authority } from "./menu-authority";
import { MENU_CATALOGUE } from "./menu-catalogue";
import { createPermissionSet, type MenuAuthorityEntry } from "./permission-sets";
import { permissionSet } from "./permissions.tables";
import { seedMenus } from "./seed-menus";

/** Every catalogue menu with the authority a rule gives its category. */
export function authoritiesByCategory(
  rule: (menuCategoryCd: number, menuCd: string) => Authority,
): MenuAuthorityEntry[] {
  return MENU_CATALOGUE.flatMap((c) =>
    c.menus.map((m) => ({ menuCd: m.menuCd, authority: rule(c.menuCategoryCd, m.menuCd) })),
  );
}

// Staff of the academic office work with students, classes and results every day.
const ACADEMIC_CATEGORIES = new Set<number>([
  MenuCategory.MEMBER,
  MenuCategory.CONCERN,
  MenuCategory.ATTENDANCE,
  MenuCategory.NEWS,
  MenuCategory.COURSE_MANAGEMENT,
  MenuCategory.STUDY_PLAN,
  MenuCategory.EXAMINATION,
  MenuCategory.GRADE_RATING,
]);

/** The sets a new school starts with; it can edit or delete them on the authority screen. */
export const DEFAULT_PERMISSION_SETS = {
  administrator: {
    name: "システム管理者",
    description: "すべてのメニューを利用できます。",
    isLecturerDefault: false,
    rule: (): Authority => 0,
  },
  referenceOnly: {
    name: "参照のみ",
    description: "すべてのメニューを参照できますが、登録・更新はできません。",
    isLecturerDefault: false,
    // 健康記録 holds medical details (checkups, allergies): administrators only, not every viewer.
    rule: (_cd: number, menuCd?: string): Authority => (menuCd === "health-record" ? 2 : 1),
  },
  academicStaff: {
    name: "教務担当",
    description: "メンバー・出欠・成績などの教務メニューを利用できます。マスタは参照のみです。",
    isLecturerDefault: false,
    rule: (cd: number, menuCd?: string): Authority => {
      if (cd === MenuCategory.AUTHORITY) return 2;
      // Mails carry verification codes and reset links: for system administrators only.
      if (menuCd === "sent-mail") return 2;
      // 健康記録 (checkups, allergies) is narrower than 体調報告一覧: administrators only.
      if (menuCd === "health-record") return 2;
      if (cd === MenuCategory.MASTER) return 1;
      return ACADEMIC_CATEGORIES.has(cd) ? 0 : 1;
    },
  },
  lecturer: {
    name: "講師（学習計画）",
    description: "学習計画の講師に割り当てられる既定の権限です。",
    isLecturerDefault: true,
    rule: (cd: number): Authority => {
      if (cd === MenuCategory.STUDY_PLAN) return 0;
      if (cd === MenuCategory.COURSE_MANAGEMENT || cd === MenuCategory.ATTENDANCE) return 1;
      return 2;
    },
  },
} as const;

export type DefaultPermissionSetKey = keyof typeof DEFAULT_PERMISSION_SETS;

/** Creates the default sets for a tenant whose menus are seeded; returns their ids by key. */
export async function createDefaultPermissionSets(
  db: Db,
  tenantId: number,
): Promise<Record<DefaultPermissionSetKey, number>> {
  const ids = {} as Record<DefaultPermissionSetKey, number>;
  for (const [key, set] of Object.entries(DEFAULT_PERMISSION_SETS) as [
    DefaultPermissionSetKey,
    (typeof DEFAULT_PERMISSION_SETS)[DefaultPermissionSetKey],
  ][]) {
    ids[key] = await createPermissionSet(db, tenantId, {
      name: set.name,
      description: set.description,
      isLecturerDefault: set.isLecturerDefault,
      menuAuthorities: authoritiesByCategory(set.rule),
    });
  }
  return ids;
}

/**
 * Makes a login user an administrator of one organisation (what the CLI's admin:create needs on a
 * fresh tenant): the organisation's menus are seeded if missing, the tenant's 「システム管理者」 set is
 * found or created, and assigned with reference authority 全て.
 */
export async function grantAdministrator(
  db: Db,
  target: { tenantId: number; loginUserId: number; organizationId: number; processMode?: number },
): Promise<void> {
  const processMode = target.processMode ?? 0;
  await seedMenus(db, target.tenantId, target.organizationId, processMode);
  const administrator = DEFAULT_PERMISSION_SETS.administrator;
  const [existing] = await db
    .select({ id: permissionSet.id })
    .from(permissionSet)
    .where(and(eq(permissionSet.tenantId, target.tenantId), eq(permissionSet.name, administrator.name)));
  const permissionSetId =
    existing?.id ??
    (await createPermissionSet(db, target.tenantId, {
      name: administrator.name,
      description: administrator.description,
      isLecturerDefault: false,
      menuAuthorities: authoritiesByCategory(administrator.rule),
    }));
  await assignPermission(
    db,
    { ...target, processMode },
    { permissionSetId, referenceAuthority: 0, gradePermission: GradePermission.NONE, scopes: [] },
  );
}
