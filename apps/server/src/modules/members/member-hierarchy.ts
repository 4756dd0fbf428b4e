import { and, eq, or, type SQL, sql } from "drizzle-orm";
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

/**
 * Members anywhere in the subtree of any of `codes`. Nodes of one depth become one condition of
 * `= any(array)` per level instead of an OR of paths: PostgreSQL turns an array comparison on the
 * leading columns into an index scan (PostgreSQL 15 cannot do that for OR), so a whole school's
 * count reads the covering index alone. The arrays cross-multiply their levels, but the deepest
 * level's code names exactly one node (codes are unique in an organisation) and its stored path is
 * fixed, so the result is exactly the union of the subtrees.
 */
export function subtreesCondition(hierarchy: HierarchyIndex, codes: readonly string[]): SQL {
  const byDepth = new Map<number, Set<string>[]>();
  const unknown: string[] = [];
  for (const code of codes) {
    const path = hierarchy.pathTo(code);
    if (!path) {
      unknown.push(code);
      continue;
    }
    const levels = byDepth.get(path.length) ?? path.map(() => new Set<string>());
    for (const [level, c] of path.entries()) levels[level]!.add(c);
    byDepth.set(path.length, levels);
  }
  const parts: SQL[] = [...byDepth.values()].map(
    (levels) =>
      and(...levels.map((set, level) => sql`${LEVEL_COLUMNS[level]!} = any(${textArray([...set])})`)) as SQL,
  );
  parts.push(...unknown.map((code) => subtreeCondition(hierarchy, code)));
  return (parts.length === 1 ? parts[0] : or(...parts)) as SQL;
}

/** Codes as one bound text[] parameter: an array literal with every element quoted and escaped. */
const textArray = (codes: readonly string[]) =>
  sql`${`{${codes.map((c) => `"${c.replace(/[\\"]/g, "\\$&")}"`).join(",")}}`}::text[]`;
