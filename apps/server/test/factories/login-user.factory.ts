import { ListReferenceAuthority } from "@gakumu/domain";
import { TEST_PASSWORD } from "../auth-helpers";
import { expectCall, type FactoryContext, uniqueCode } from "./factory-context";
import type { TenantFixture } from "./tenant.factory";

/** A login user made on the ログインユーザー screen, holding the 参照のみ set over all members. */
export async function newLoginUser(t: FactoryContext, s: TenantFixture) {
  const displayUserId = `${s.marker}-${uniqueCode("u")}`.toLowerCase();
  const res = await expectCall(
    t,
    {
      method: "POST",
      url: "/app/api/v2/login-user",
      headers: s.headers,
      payload: {
        displayUserId,
        name: `${s.marker} 職員`,
        mailAddress: `${displayUserId}@example.jp`,
        password: TEST_PASSWORD,
        permission: { permissionSetId: s.sets.referenceOnly, referenceAuthority: ListReferenceAuthority.ALL },
      },
    },
    201,
  );
  const body = res.json();
  return { id: body.loginUser.loginUserId as number, displayUserId };
}
