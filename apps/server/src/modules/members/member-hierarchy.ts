import { and, eq, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import { member } from "./members.tables";

/** A member's five hierarchy columns, level 1 (division) to level 5 (subunit), and their field names. */
export const LEVEL_COLUMNS = [
  member.divisionCd,
  member.sectionCd,
  member.subsectionCd,
  member.unitCd,
  member.subunitCd,
] as const;
export const LEVEL_FIELDS = ["division_cd", "section_cd", "subsection_cd", "unit_cd", "subunit_cd"] as const;
export const LEVEL_KEYS = ["divisionCd", "sectionCd", "subsectionCd", "unitCd", "subunitCd"] as const;

export interface HierarchyEntry {
  divisionCd: string;
  parentDivisionCd: string;
  depth: number;
  name: string;
  disabled: boolean;
}

/** The organisation's hierarchy by code: a school has hundreds of nodes, read whole per request. */
export class HierarchyIndex {
  private readonly byCode: Map<string, HierarchyEntry>;

  constructor(nodes: readonly HierarchyEntry[]) {
    this.byCode = new Map(nodes.map((n) => [n.divisionCd, n]));
  }

  get(code: string | null | undefined): HierarchyEntry | undefined {
    return code ? this.byCode.get(code) : undefined;
  }

  /** The codes from the root down to `code`, or null when a code on the way is missing (or loops). */
  pathTo(code: string): string[] | null {
    const path: string[] = [];
    for (let node = this.get(code); node; node = this.get(node.parentDivisionCd)) {
      if (path.includes(node.divisionCd) || path.length >= LEVEL_COLUMNS.length) return null;
      path.unshift(node.divisionCd);
      if (node.parentDivisionCd === "0") return path;
    }
    return null;
  }

  /** Names along a member's stored path (unknown codes are shown as the code itself). */
  namesOf(codes: readonly (string | null)[]): string[] {
    return codes.filter((c): c is string => !!c).map((c) => this.get(c)?.name ?? c);
  }
}

export async function loadHierarchy(db: Db, organizationId: number): Promise<HierarchyIndex> {
  const nodes = await listHierarchyNodes(db, organizationId);
  return new HierarchyIndex(
    nodes.map((n) => ({
      divisionCd: n.divisionCd,
      parentDivisionCd: n.parentDivisionCd,
      depth: n.depth,
      name: n.name,
      disabled: Boolean((n as { disabled?: boolean }).disabled),
    })),
  );
}

/**
 * Members anywhere in the subtree of `code`. Members stand on root-to-node paths (the writes check it,
 * and moving a node rewrites its members' paths), so "in the subtree" is "the path starts with the
 * node's own path": equalities on the leading columns, which the (organisation, mode, division,
 * section, subsection) index serves. A code missing from the tree falls back to "any level holds it".
 */
export function subtreeCondition(hierarchy: HierarchyIndex, code: string): SQL {
  const path = hierarchy.pathTo(code);
  if (!path) return or(...LEVEL_COLUMNS.map((column) => eq(column, code))) as SQL;
  return and(...path.map((c, level) => eq(LEVEL_COLUMNS[level]!, c))) as SQL;
}
