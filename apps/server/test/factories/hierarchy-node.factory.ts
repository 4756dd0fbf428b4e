import { expectCall, type FactoryContext, uniqueCode } from "./factory-context";
import type { TenantFixture } from "./tenant.factory";

/** A node of the organisation hierarchy, at the top level unless a parent is named. */
export async function newHierarchyNode(
  t: FactoryContext,
  s: TenantFixture,
  options: { parentDivisionCd?: string } = {},
) {
  const divisionCd = uniqueCode("D");
  const res = await expectCall(
    t,
    {
      method: "POST",
      url: "/app/api/v2/hierarchy/nodes",
      headers: s.headers,
      payload: { parentDivisionCd: options.parentDivisionCd ?? "0", divisionCd, name: `${s.marker} 学科` },
    },
    201,
  );
  return res.json().node as { divisionCd: string; name: string };
}
