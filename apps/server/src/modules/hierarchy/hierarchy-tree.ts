import { ROOT_PARENT_CD } from "@gakumu/domain";
import { MAX_HIERARCHY_DEPTH } from "../../platform/hierarchy/hierarchy.service";

/** The parent code of a root node (spec §3.3). */
export const ROOT_PARENT = ROOT_PARENT_CD;

/** What the tree logic needs of a stored node. */
export interface FlatNode {
  divisionCd: string;
  parentDivisionCd: string;
  depth: number;
  name: string;
  sortOrder: number;
  disabled: boolean;
}

export interface TreeNode extends FlatNode {
  /** Members placed on a path through this node (the node itself or anywhere below it). */
  memberCount: number;
  /** Nodes directly under it. With memberCount, what decides whether it may be deleted. */
  childCount: number;
  children: TreeNode[];
}

/** Children per parent code, each list in display order (sort order, then code for a stable tie). */
export function childrenByParent<T extends FlatNode>(nodes: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const node of nodes) {
    const list = map.get(node.parentDivisionCd) ?? [];
    list.push(node);
    map.set(node.parentDivisionCd, list);
  }
  for (const list of map.values())
    list.sort((a, b) => a.sortOrder - b.sortOrder || a.divisionCd.localeCompare(b.divisionCd));
  return map;
}

/**
 * The node and everything below it, parents before children. A visited set guards against a
 * malformed cycle in stored data, which must never hang a request.
 */
export function subtreeOf<T extends FlatNode>(nodes: readonly T[], code: string): T[] {
  const children = childrenByParent(nodes);
  const root = nodes.find((n) => n.divisionCd === code);
  if (!root) return [];
  const out: T[] = [];
  const seen = new Set<string>();
  const walk = (node: T) => {
    if (seen.has(node.divisionCd)) return;
    seen.add(node.divisionCd);
    out.push(node);
    // A node stored as "0" before the code was reserved is not the parent of every root.
    if (node.divisionCd === ROOT_PARENT) return;
    for (const child of children.get(node.divisionCd) ?? []) walk(child);
  };
  walk(root);
  return out;
}

/** Levels the subtree spans: 1 for a leaf, 2 for a node with children only, … */
export function subtreeHeight(nodes: readonly FlatNode[], code: string): number {
  const subtree = subtreeOf(nodes, code);
  const top = subtree[0];
  if (!top) return 0;
  return Math.max(...subtree.map((n) => n.depth)) - top.depth + 1;
}

/** The codes from the root down to the node itself; empty for ROOT_PARENT or an unknown code. */
export function pathCodes(nodes: readonly FlatNode[], code: string): string[] {
  const byCode = new Map(nodes.map((n) => [n.divisionCd, n]));
  const path: string[] = [];
  let current = byCode.get(code);
  while (current && path.length <= MAX_HIERARCHY_DEPTH) {
    path.unshift(current.divisionCd);
    current = byCode.get(current.parentDivisionCd);
  }
  return path;
}

/** The nested tree with member counts per node (codes missing from `counts` count 0). */
export function buildTree(nodes: readonly FlatNode[], counts: ReadonlyMap<string, number>): TreeNode[] {
  const children = childrenByParent(nodes);
  const seen = new Set<string>();
  const build = (parent: string): TreeNode[] =>
    (children.get(parent) ?? [])
      .filter((n) => !seen.has(n.divisionCd) && seen.add(n.divisionCd))
      .map((n) => {
        // A node stored as "0" before the code was reserved has no children of its own.
        const below = n.divisionCd === ROOT_PARENT ? [] : build(n.divisionCd);
        return {
          divisionCd: n.divisionCd,
          parentDivisionCd: n.parentDivisionCd,
          depth: n.depth,
          name: n.name,
          sortOrder: n.sortOrder,
          disabled: n.disabled,
          memberCount: counts.get(n.divisionCd) ?? 0,
          childCount: below.length,
          children: below,
        };
      });
  return build(ROOT_PARENT);
}
