import type { Db } from "../../db/client";
import { listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import { HierarchyIndex } from "../members/member-hierarchy";

// The classes staff pick on the board and for links: every node of the organisation's hierarchy, in
// tree order, labelled with its root-to-node names (普通科 ／ 1年 ／ A組).

export interface ContactNodes {
  nodes: { code: string; label: string }[];
  labelOf(code: string | null): string | null;
  pathOf(code: string): string[] | null;
  namesOf(path: readonly (string | null)[]): string;
}

export async function loadContactNodes(db: Db, organizationId: number): Promise<ContactNodes> {
  const rows = await listHierarchyNodes(db, organizationId);
  const index = new HierarchyIndex(
    rows.map((n) => ({
      divisionCd: n.divisionCd,
      parentDivisionCd: n.parentDivisionCd,
      depth: n.depth,
      name: n.name,
      disabled: Boolean((n as { disabled?: boolean }).disabled),
    })),
  );
  const labelOf = (code: string | null) => {
    if (!code) return null;
    const path = index.pathTo(code);
    return path ? index.namesOf(path).join(" ／ ") : null;
  };
  const nodes = rows.flatMap((n) => {
    const label = labelOf(n.divisionCd);
    return label ? [{ code: n.divisionCd, label }] : [];
  });
  nodes.sort((a, b) => a.label.localeCompare(b.label, "ja"));
  return {
    nodes,
    labelOf,
    pathOf: (code) => index.pathTo(code),
    namesOf: (path) => index.namesOf(path).join(" ／ "),
  };
}
