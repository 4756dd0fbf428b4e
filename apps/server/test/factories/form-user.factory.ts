import { createFormUserAccount } from "../../src/modules/form-users/form-user-create";
import { createFormUserSession, FORM_SESSION_COOKIE } from "../../src/modules/form-users/form-user-session";
import { STRONG_PASSWORD } from "../form-users/form-user-test-app";
import { type FactoryContext, uniqueCode } from "./factory-context";
import type { TenantFixture } from "./tenant.factory";

/** An applicant's account in the form frontend, logged in: `cookie` is their session. */
export async function newFormUser(t: FactoryContext, s: TenantFixture) {
  const scope = { tenantId: s.tenant.id, organizationId: s.organization.id };
  const loginId = `${uniqueCode("f").toLowerCase()}@example.jp`;
  const user = await createFormUserAccount(t.database.db, scope, {
    loginId,
    password: STRONG_PASSWORD,
    name: `${s.marker} 志願者`,
    nameKana: "シガンシャ　ハナコ",
    telNo: "090-1234-5678",
  });
  const token = await createFormUserSession(
    t.database.db,
    { ...scope, formUserId: user.id },
    { ip: "198.51.100.7", userAgent: "factory" },
  );
  return { formUserId: user.id, loginId, version: user.version, cookie: `${FORM_SESSION_COOKIE}=${token}` };
}
