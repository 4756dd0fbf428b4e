import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import { hierarchyNode } from "../../platform/hierarchy/hierarchy.tables";
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

/** One node and its ancestors, root first; `rooted` when the chain reaches a root within five levels. */
export interface NodeChain {
  nodes: { code: string; name: string }[];
  rooted: boolean;
}

/**
 * The chains of just these codes, in one statement that climbs the unique (organisation, code) index
 * a level at a time — a request that names a few classes need not read a 2,500-class tree. Codes
 * the organisation does not have are absent from the map.
 */
export async function loadNodeChains(
  db: Db,
  organizationId: number,
  codes: readonly string[],
): Promise<Map<string, NodeChain>> {
  const chains = new Map<string, NodeChain>();
  if (codes.length === 0) return chains;
  const h = hierarchyNode;
  const result = (await db.execute(sql`
    with recursive up(start, code, parent, name, n) as (
      select ${h.divisionCd}, ${h.divisionCd}, ${h.parentDivisionCd}, ${h.name}, 1 from ${h}
        where ${h.organizationId} = ${organizationId} and ${h.divisionCd} = any(${textArray([...new Set(codes)])})
      union all
      select up.start, p.division_cd, p.parent_division_cd, p.name, up.n + 1
        from up join ${h} p on p.organization_id = ${organizationId} and p.division_cd = up.parent
        where up.parent <> '0' and up.n <= ${LEVEL_COLUMNS.length}
    )
    select start, code, parent, name, n from up order by start, n desc`)) as unknown as {
    rows: { start: string; code: string; parent: string; name: string; n: number }[];
  };
  for (const r of result.rows) {
    const chain = chains.get(r.start) ?? { nodes: [], rooted: false };
    // Rows come top-most first: the first one decides whether the chain reached a root in time.
    if (chain.nodes.length === 0) chain.rooted = r.parent === "0" && Number(r.n) <= LEVEL_COLUMNS.length;
    chain.nodes.push({ code: r.code, name: r.name });
    chains.set(r.start, chain);
  }
  return chains;
}

/** The root-to-node codes of one node (what `HierarchyIndex.pathTo` gives), read on its own. */
export async function loadNodePath(db: Db, organizationId: number, code: string): Promise<string[] | null> {
  const chain = (await loadNodeChains(db, organizationId, [code])).get(code);
  return chain?.rooted ? chain.nodes.map((n) => n.code) : null;
}

/** `subtreeCondition` for a path already looked up (null: the code is not on a valid path). */
export function subtreeConditionOfPath(path: readonly string[] | null, code: string): SQL {
  if (!path) return or(...LEVEL_COLUMNS.map((column) => eq(column, code))) as SQL;
  return and(...path.map((c, level) => eq(LEVEL_COLUMNS[level]!, c))) as SQL;
}

/**
 * Members anywhere in the subtree of `code`. Members stand on root-to-node paths (the writes check it,
 * and moving a node rewrites its members' paths), so "in the subtree" is "the path starts with the
 * node's own path": equalities on the leading columns, which the (organisation, mode, division,
 * section, subsection) index serves. A code missing from the tree falls back to "any level holds it".
 */
export function subtreeCondition(hierarchy: HierarchyIndex, code: string): SQL {
  return subtreeConditionOfPath(hierarchy.pathTo(code), code);
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
