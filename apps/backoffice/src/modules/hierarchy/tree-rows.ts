import type { ImportFieldSetting } from "@gakumu/domain";
import { type HierarchyTreeNode, ROOT_PARENT } from "./hierarchy-api";

/** One line of the indented tree as the table shows it. */
export interface TreeRow {
  node: HierarchyTreeNode;
  /** Codes of the node's siblings in display order, itself included (for up/down). */
  siblings: string[];
  /** Names from the top down to the node, e.g. 「普通科 / 総合進学コース / 1年」. */
  path: string[];
}

/** Every node in display order (parents first) with its siblings and path. */
export function flattenTree(tree: readonly HierarchyTreeNode[]): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly HierarchyTreeNode[], trail: string[]) => {
    const siblings = nodes.map((n) => n.divisionCd);
    for (const node of nodes) {
      const path = [...trail, node.name];
      rows.push({ node, siblings, path });
      walk(node.children, path);
    }
  };
  walk(tree, []);
  return rows;
}

/** The rows left once collapsed nodes hide their descendants. */
export function visibleRows(rows: readonly TreeRow[], collapsed: ReadonlySet<string>): TreeRow[] {
  const hidden = new Set<string>();
  return rows.filter((row) => {
    const { divisionCd, parentDivisionCd } = row.node;
    if (hidden.has(parentDivisionCd) || collapsed.has(parentDivisionCd)) {
      hidden.add(divisionCd);
      return false;
    }
    return true;
  });
}

/**
 * What starts folded: nodes with children from `openLevels` down, so a school's tree of a hundred
 * classes and groups opens on its departments, courses and grades.
 */
export function initiallyCollapsed(rows: readonly TreeRow[], openLevels: number): Set<string> {
  return new Set(
    rows
      .filter((r) => r.node.depth >= openLevels && r.node.children.length > 0)
      .map((r) => r.node.divisionCd),
  );
}

/** Levels the node's subtree spans: 1 for a leaf. */
export function subtreeHeight(node: HierarchyTreeNode): number {
  return 1 + Math.max(0, ...node.children.map(subtreeHeight));
}

function subtreeCodes(node: HierarchyTreeNode): string[] {
  return [node.divisionCd, ...node.children.flatMap(subtreeCodes)];
}

export interface ParentOption {
  value: string;
  label: string;
}

/**
 * Where a node may move, as the server allows it: the top level or an enabled node outside its own
 * subtree with room for the subtree within `maxDepth` levels. The current parent is left out
 * (moving there changes nothing).
 */
export function moveTargets(
  rows: readonly TreeRow[],
  moving: HierarchyTreeNode,
  maxDepth: number,
  topLabel: string,
): ParentOption[] {
  const own = new Set(subtreeCodes(moving));
  const height = subtreeHeight(moving);
  const options: ParentOption[] = [];
  if (moving.parentDivisionCd !== ROOT_PARENT) options.push({ value: ROOT_PARENT, label: topLabel });
  for (const { node, path } of rows) {
    if (own.has(node.divisionCd) || node.disabled || node.divisionCd === moving.parentDivisionCd) continue;
    if (node.depth + height > maxDepth) continue;
    options.push({ value: node.divisionCd, label: `${path.join(" / ")}（${node.divisionCd}）` });
  }
  return options;
}

/** The sibling order after moving `code` one place up (-1) or down (+1); null at either end. */
export function shiftedOrder(siblings: readonly string[], code: string, step: -1 | 1): string[] | null {
  const from = siblings.indexOf(code);
  const to = from + step;
  if (from < 0 || to < 0 || to >= siblings.length) return null;
  const order = [...siblings];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}

const LEVEL_FIELDS = ["division_cd", "section_cd", "subsection_cd", "unit_cd", "subunit_cd"] as const;

/**
 * Names of the five levels: the organisation's titles of division_cd … subunit_cd among its member
 * import fields (e.g. 学科・コース・学年・組・班), 所属1 … 所属5 where it has none.
 */
export function levelNames(importFields: readonly ImportFieldSetting[]): string[] {
  return LEVEL_FIELDS.map((fieldName, i) => {
    const title = importFields.find((f) => f.fieldName === fieldName)?.fieldTitle.trim();
    return title || `所属${i + 1}`;
  });
}
