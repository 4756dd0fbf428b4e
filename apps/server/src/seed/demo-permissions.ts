import { GradePermission, ListReferenceAuthority, ProcessMode } from "@gakumu/domain";
import type { Db } from "../db/client";
import { seedHealthSymptoms } from "../modules/health-care";
import { createLoginUser, findLoginUser } from "../platform/auth/login-user.service";
import { createDefaultPermissionSets } from "../platform/permissions/default-permission-sets";
import { assignPermission } from "../platform/permissions/login-user-permissions";
import { seedMenus } from "../platform/permissions/seed-menus";
import { addDemoMemberRequests } from "./demo-member-requests";
import { DEMO_ADMIN } from "./demo-school";
import { createDemoTenant, type DemoTenant } from "./demo-tenant";

/** A second demo account that may look at every screen but change nothing. */
export const DEMO_VIEWER = {
  loginId: "viewer",
  name: "デモ閲覧者",
  mailAddress: "viewer@example.jp",
  password: "Gakumu-demo1",
} as const;

/**
 * Menus for both demo organisations (normal process mode), the default permission sets, the demo
 * administrator as システム管理者 in both organisations, and the reference-only demo viewer.
 */
export async function seedDemoPermissions(db: Db, demo: Omit<DemoTenant, "students" | "employees">) {
  const tenantId = demo.tenant.id;
  const normal = ProcessMode.NORMAL;
  for (const org of [demo.studentOrganization, demo.employeeOrganization]) {
    await seedMenus(db, tenantId, org.id, normal);
  }
  const sets = await createDefaultPermissionSets(db, tenantId);

  const admin = await findLoginUser(db, tenantId, DEMO_ADMIN.loginId);
  if (!admin) throw new Error("デモ管理者が見つかりません。");
  for (const org of [demo.studentOrganization, demo.employeeOrganization]) {
    await assignPermission(
      db,
      { tenantId, loginUserId: admin.id, organizationId: org.id, processMode: normal },
      {
        permissionSetId: sets.administrator,
        referenceAuthority: ListReferenceAuthority.ALL,
        gradePermission: GradePermission.NONE,
        scopes: [],
      },
    );
  }

  const viewer = await createLoginUser(db, {
    tenantId,
    organizationId: demo.studentOrganization.id,
    displayUserId: DEMO_VIEWER.loginId,
    name: DEMO_VIEWER.name,
    mailAddress: DEMO_VIEWER.mailAddress,
    password: DEMO_VIEWER.password,
  });
  await assignPermission(
    db,
    { tenantId, loginUserId: viewer.id, organizationId: demo.studentOrganization.id, processMode: normal },
    {
      permissionSetId: sets.referenceOnly,
      referenceAuthority: ListReferenceAuthority.ALL,
      gradePermission: GradePermission.NONE,
      scopes: [],
    },
  );
}

/** The demo school with its menus and permissions: what the demo seeder writes on first start. */
export async function createDemoTenantWithPermissions(db: Db, academicYear: number): Promise<DemoTenant> {
  const demo = await createDemoTenant(db, academicYear);
  await seedDemoPermissions(db, demo);
  await addDemoMemberRequests(db, demo.studentOrganization);
  await seedHealthSymptoms(db, { tenantId: demo.tenant.id, organizationId: demo.studentOrganization.id });
  return demo;
}
