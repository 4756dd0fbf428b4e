import type { Db } from "../../db/client";
import { loadHierarchy } from "../members/member-hierarchy";
import { memberLabels } from "../members/member-targets";

// Who a member is on the report screens: number, name and class (the deepest node of their placement,
// named with its parents: 普通科 ／ 1年 ／ A組), read through the members module's own functions.

export interface PlacedMember {
  id: number;
  memberCd: string;
  name: string;
  /** The deepest node's code, "" for a member without a placement. */
  groupCode: string;
  groupName: string;
  /** Every node code from the root down, for the node filter. */
  path: string[];
}

export async function placedMembers(
  db: Db,
  scope: { tenantId: number; organizationId: number },
  ids: readonly number[],
): Promise<Map<number, PlacedMember>> {
  if (ids.length === 0) return new Map();
  const [labels, hierarchy] = await Promise.all([
    memberLabels(db, scope.tenantId, ids),
    loadHierarchy(db, scope.organizationId),
  ]);
  const out = new Map<number, PlacedMember>();
  for (const [id, label] of labels) {
    const path = label.path.filter((c): c is string => !!c);
    out.set(id, {
      id,
      memberCd: label.memberId,
      name: label.name,
      groupCode: path.at(-1) ?? "",
      groupName: path.length > 0 ? hierarchy.namesOf(path).join(" ／ ") : "所属なし",
      path,
    });
  }
  return out;
}
