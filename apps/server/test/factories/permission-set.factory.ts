import { expectCall, type FactoryContext } from "./factory-context";
import type { TenantFixture } from "./tenant.factory";

/** A permission set of the 権限設定 screen: member list available, login users reference only. */
export async function newPermissionSet(t: FactoryContext, s: TenantFixture) {
  const res = await expectCall(
    t,
    {
      method: "POST",
      url: "/app/api/v2/authority-setting/permission-sets",
      headers: s.headers,
      payload: {
        name: `${s.marker} 担任`,
        description: `${s.marker} 担任の権限`,
        menuAuthorityList: [
          { menuCd: "member-list", authority: 0 },
          { menuCd: "login-user", authority: 1 },
        ],
      },
    },
    201,
  );
  return { permissionSetId: res.json().permissionSetId as number };
}
