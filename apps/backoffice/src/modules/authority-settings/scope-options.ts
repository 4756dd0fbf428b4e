/** A hierarchy node as GET …/authority-setting/scope-master lists it (spec §3.3). */
export interface DivisionNode {
  divisionCd: string;
  parentDivisionCd: string;
  depth: number;
  name: string;
}

export interface ScopeOption {
  value: string;
  /** The node's path of names, e.g. 「普通科 / 総合進学コース / 1年」, so equal names stay apart. */
  label: string;
}

/** Select options for hierarchy scopes in tree order (parents before their children). */
export function divisionOptions(nodes: readonly DivisionNode[]): ScopeOption[] {
  const children = new Map<string, DivisionNode[]>();
  for (const node of nodes) {
    const list = children.get(node.parentDivisionCd) ?? [];
    list.push(node);
    children.set(node.parentDivisionCd, list);
  }
  const options: ScopeOption[] = [];
  const seen = new Set<string>();
  const walk = (parent: string, trail: string[]) => {
    for (const node of children.get(parent) ?? []) {
      if (seen.has(node.divisionCd)) continue; // a malformed cycle must not loop forever
      seen.add(node.divisionCd);
      const path = [...trail, node.name];
      options.push({ value: node.divisionCd, label: path.join(" / ") });
      walk(node.divisionCd, path);
    }
  };
  walk("0", []);
  return options;
}
