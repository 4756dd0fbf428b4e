import type { HierarchyOption } from "./members-api";

/** The five hierarchy fields in level order. */
export const LEVEL_FIELDS = ["division_cd", "section_cd", "subsection_cd", "unit_cd", "subunit_cd"] as const;

function byParent(nodes: readonly HierarchyOption[]): Map<string, HierarchyOption[]> {
  const map = new Map<string, HierarchyOption[]>();
  for (const node of nodes) {
    const list = map.get(node.parentCode) ?? [];
    list.push(node);
    map.set(node.parentCode, list);
  }
  return map;
}

/**
 * Every node in tree order, labelled with its path (「普通科 › 1年 › A組」), for the search form's
 * 所属 select: picking a node finds the members of its whole subtree.
 */
export function hierarchySearchOptions(
  nodes: readonly HierarchyOption[],
): { value: string; label: string }[] {
  const children = byParent(nodes);
  const out: { value: string; label: string }[] = [];
  const seen = new Set<string>();
  const walk = (parent: string, trail: string[]) => {
    for (const node of children.get(parent) ?? []) {
      if (seen.has(node.code)) continue;
      seen.add(node.code);
      const path = [...trail, node.name];
      out.push({ value: node.code, label: path.join(" › ") });
      walk(node.code, path);
    }
  };
  walk("0", []);
  return out;
}

/**
 * The choices of one level of the edit form: the children of the level above ("0" for level 1).
 * A switched-off node is offered only when it is the member's current placement.
 */
export function levelOptions(
  nodes: readonly HierarchyOption[],
  parentCode: string | null,
  current: string,
): { value: string; label: string }[] {
  if (parentCode === null) return [];
  return nodes
    .filter((n) => n.parentCode === parentCode && (!n.disabled || n.code === current))
    .map((n) => ({ value: n.code, label: n.name }));
}

/** After a level changes, the levels below it no longer fit: they are emptied. */
export function withLevel(
  values: Record<string, string>,
  level: number,
  code: string,
): Record<string, string> {
  const next = { ...values, [LEVEL_FIELDS[level]!]: code };
  for (const field of LEVEL_FIELDS.slice(level + 1)) next[field] = "";
  return next;
}
