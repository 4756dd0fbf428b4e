import type { Db } from "../../db/client";
import { listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import { HierarchyIndex, loadNodeChains } from "../members/member-hierarchy";

// The classes staff pick on the board and for links: every node of the organisation's hierarchy, in
// tree order, labelled with its root-to-node names (普通科 ／ 1年 ／ A組). Only the class picker and the
// link list need the whole tree; a board, a history page or one report names just the classes its
// rows stand on (loadPlacementNamer), so a 2,500-class school's tree is not read per request.

/** Names the placement of a report: the names along its stored path. */
export interface PlacementNamer {
  namesOf(path: readonly (string | null)[]): string;
}

export interface ContactNodes extends PlacementNamer {
  nodes: { code: string; label: string }[];
  labelOf(code: string | null): string | null;
  pathOf(code: string): string[] | null;
}

const SEPARATOR = " ／ ";
/** One collator for every sort: building one per comparison (localeCompare with a locale) is slow. */
const japanese = new Intl.Collator("ja");

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
    return path ? index.namesOf(path).join(SEPARATOR) : null;
  };
  const nodes = rows.flatMap((n) => {
    const label = labelOf(n.divisionCd);
    return label ? [{ code: n.divisionCd, label }] : [];
  });
  nodes.sort((a, b) => japanese.compare(a.label, b.label));
  return {
    nodes,
    labelOf,
    pathOf: (code) => index.pathTo(code),
    namesOf: (path) => index.namesOf(path).join(SEPARATOR),
  };
}

/** The namer of these placements, reading only the nodes they name (unknown codes show as codes). */
export async function loadPlacementNamer(
  db: Db,
  organizationId: number,
  placements: readonly (readonly (string | null)[])[],
): Promise<PlacementNamer> {
  const codes = new Set<string>();
  for (const path of placements) for (const code of path) if (code) codes.add(code);
  const chains = await loadNodeChains(db, organizationId, [...codes]);
  const nameOf = (code: string) => chains.get(code)?.nodes.at(-1)?.name ?? code;
  return {
    namesOf: (path) =>
      path
        .filter((c): c is string => !!c)
        .map(nameOf)
        .join(SEPARATOR),
  };
}

/** A class's label (普通科 ／ 1年 ／ A組), or null when it is not on a valid path; one node's chain read. */
export async function loadNodeLabel(db: Db, organizationId: number, code: string): Promise<string | null> {
  const chain = (await loadNodeChains(db, organizationId, [code])).get(code);
  return chain?.rooted ? chain.nodes.map((n) => n.name).join(SEPARATOR) : null;
}

/** A report's stored placement, as the namer takes it. */
export const placementOf = (r: {
  divisionCd: string | null;
  sectionCd: string | null;
  subsectionCd: string | null;
  unitCd: string | null;
  subunitCd: string | null;
}) => [r.divisionCd, r.sectionCd, r.subsectionCd, r.unitCd, r.subunitCd];
