import { GradePermission, ListReferenceAuthority, ProcessMode } from "@gakumu/domain";
import type { Db } from "../../src/db/client";
import type { RequestContext } from "../../src/platform/access/request-context";
import type { LoginUserRow } from "../../src/platform/auth/login-user.service";
import { type CallerAuthority, loadCallerAuthority } from "../../src/platform/permissions/caller-authority";
import {
  createDefaultPermissionSets,
  type DefaultPermissionSetKey,
} from "../../src/platform/permissions/default-permission-sets";
import { assignPermission } from "../../src/platform/permissions/login-user-permissions";
import type { Authority } from "../../src/platform/permissions/menu-authority";
import { CATALOGUE_MENU_CODES } from "../../src/platform/permissions/menu-catalogue";
import { seedMenus } from "../../src/platform/permissions/seed-menus";
import type { OrganizationRow } from "../../src/platform/tenancy/tenancy.service";
import { createTestTenant, createTestUser, type TestTenant } from "../auth-helpers";

export interface PermissionTenant extends TestTenant {
  sets: Record<DefaultPermissionSetKey, number>;
  /** A second user holding 参照のみ (every menu reference only). */
  viewer: LoginUserRow;
}

/** A test tenant with the menu catalogue, the default sets, admin as システム管理者 and a viewer. */
export async function createPermissionTenant(db: Db, tenantCd?: string): Promise<PermissionTenant> {
  const base = await createTestTenant(db, { tenantCd });
  await seedMenus(db, base.tenant.id, base.organization.id, ProcessMode.NORMAL);
  const sets = await createDefaultPermissionSets(db, base.tenant.id);
  await assignSet(db, base, base.admin, sets.administrator);
  const viewer = await createTestUser(db, base.tenant, base.organization, "viewer");
  await assignSet(db, base, viewer, sets.referenceOnly);
  return { ...base, sets, viewer };
}

export async function assignSet(
  db: Db,
  where: { tenant: { id: number }; organization: Pick<OrganizationRow, "id"> },
  user: Pick<LoginUserRow, "id">,
  permissionSetId: number,
  referenceAuthority: Authority = ListReferenceAuthority.ALL,
): Promise<void> {
  await assignPermission(
    db,
    {
      tenantId: where.tenant.id,
      loginUserId: user.id,
      organizationId: where.organization.id,
      processMode: ProcessMode.NORMAL,
    },
    { permissionSetId, referenceAuthority, gradePermission: GradePermission.NONE, scopes: [] },
  );
}

/** Every menu of the catalogue available, every member visible: a システム管理者's authority. */
export const FULL_AUTHORITY: CallerAuthority = {
  menus: Object.fromEntries(CATALOGUE_MENU_CODES.map((code) => [code, 0 as const])),
  reference: ListReferenceAuthority.ALL,
};

/**
 * The context the access hook would build for a user of the tenant's organisation. The authority is a
 * システム管理者's unless given; `loadedContextFor` reads the user's real one from the database.
 */
export function contextFor(
  t: TestTenant,
  user: Pick<LoginUserRow, "id" | "displayUserId">,
  authority: CallerAuthority = FULL_AUTHORITY,
): RequestContext {
  return {
    sessionId: "test-session",
    tenantId: t.tenant.id,
    tenantCd: t.tenant.tenantCd,
    loginUserId: user.id,
    displayUserId: user.displayUserId,
    organizationId: t.organization.id,
    systemCd: t.organization.systemCd,
    organizationCd: t.organization.organizationCd,
    processMode: ProcessMode.NORMAL,
    ip: "127.0.0.1",
    authority,
  };
}

/** The context of a user with the authority their permission gives them now, as the gate loads it. */
export async function loadedContextFor(
  db: Db,
  t: TestTenant,
  user: Pick<LoginUserRow, "id" | "displayUserId">,
): Promise<RequestContext> {
  const ctx = contextFor(t, user);
  return { ...ctx, authority: await loadCallerAuthority(db, ctx) };
}
