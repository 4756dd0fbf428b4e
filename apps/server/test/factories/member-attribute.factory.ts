import { expectCall, type FactoryContext, uniqueCode } from "./factory-context";
import type { TenantFixture } from "./tenant.factory";

/** A custom member attribute (会員属性), single choice. */
export async function newMemberAttribute(t: FactoryContext, s: TenantFixture) {
  const res = await expectCall(
    t,
    {
      method: "POST",
      url: "/app/api/v2/member-attributes",
      headers: s.headers,
      payload: {
        attributeCd: uniqueCode("attr_").toLowerCase(),
        attributeType: "SELECT",
        name: `${s.marker} 部活動`,
        options: ["野球部", "吹奏楽部"],
      },
    },
    201,
  );
  return res.json() as { id: number; version: number; attributeCd: string };
}
