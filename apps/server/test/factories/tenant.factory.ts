import { createMemberImportFields } from "../../src/modules/members/members.service";
import { loginAs } from "../auth-helpers";
import { createPermissionTenant, type PermissionTenant } from "../permissions/permission-fixtures";
import type { FactoryContext, Headers } from "./factory-context";

export interface TenantFixture extends PermissionTenant {
  /** The system administrator's logged-in headers (session cookie and CSRF header). */
  headers: Headers;
  /**
   * A text every name written by this tenant's factories carries (the tenant code), so a response
   * to another tenant that contains it has leaked this tenant's data.
   */
  marker: string;
}

/**
 * A tenant of its own: the student organisation with the menu catalogue and default permission sets,
 * a system administrator (admin, all menus, all members) and a reference-only viewer, the member
 * import fields, and admin logged in.
 */
export async function newTenant(t: FactoryContext): Promise<TenantFixture> {
  const school = await createPermissionTenant(t.database.db);
  await createMemberImportFields(t.database.db, school.organization, {});
  const headers = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
  return { ...school, headers, marker: school.tenant.tenantCd };
}
