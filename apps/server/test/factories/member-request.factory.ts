import { createMemberRequest } from "../../src/modules/members/requests/member-request-create";
import type { FactoryContext } from "./factory-context";
import type { MemberFixture } from "./member.factory";
import type { TenantFixture } from "./tenant.factory";

/** A member's request to change their mobile number, waiting for staff (as the member app files it). */
export async function newMemberRequest(t: FactoryContext, s: TenantFixture, member: MemberFixture) {
  const requestId = await createMemberRequest(
    t.database.db,
    { tenantId: s.tenant.id, organizationId: s.organization.id },
    { memberId: member.id, requestType: "UPDATE_MOBILE_TEL", payload: { mobile_tel_no: "080-1234-5678" } },
  );
  return { requestId, version: 1 };
}
