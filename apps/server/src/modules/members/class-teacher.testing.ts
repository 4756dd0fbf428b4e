// Test-side helper (not loaded by the app): a staff member whose list reference authority is one class,
// the usual 担任 set-up, for the tests of screens that keep to the members the caller may see.
import { GradePermission, ListReferenceAuthority, ProcessMode } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import { createTestUser, loginAs } from "../../../test/auth-helpers";
import type { Db } from "../../db/client";
import { assignPermission } from "../../platform/permissions/login-user-permissions";
import type { MemberSchool } from "./member-fixtures.testing";

/**
 * A システム管理者-set user with reference authority 1 scoped to the one hierarchy node `classCd`
 * (e.g. "F1A", 普通科 1年 A組), logged in; answers the session headers.
 */
export async function loginClassTeacher(
  app: FastifyInstance,
  db: Db,
  school: MemberSchool,
  displayUserId: string,
  classCd: string,
): Promise<Record<string, string>> {
  const user = await createTestUser(db, school.tenant, school.organization, displayUserId);
  await assignPermission(
    db,
    {
      tenantId: school.tenant.id,
      loginUserId: user.id,
      organizationId: school.organization.id,
      processMode: ProcessMode.NORMAL,
    },
    {
      permissionSetId: school.sets.administrator,
      referenceAuthority: ListReferenceAuthority.ORGANIZATION,
      gradePermission: GradePermission.NONE,
      scopes: [{ dataType: "PERMISSION", divisionCd: classCd }],
    },
  );
  return loginAs(app, { tenantCd: school.tenant.tenantCd, displayUserId });
}
