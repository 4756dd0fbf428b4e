import { requestJson } from "../../app/http";

// The hierarchy editor's calls (server: modules/hierarchy/hierarchy.routes.ts).
const BASE = "/app/api/v2/hierarchy";
const node = (divisionCd: string) => `${BASE}/nodes/${encodeURIComponent(divisionCd)}`;

/** The parent code of a top-level node (spec §3.3). */
export const ROOT_PARENT = "0";

export interface HierarchyNode {
  divisionCd: string;
  parentDivisionCd: string;
  /** 1 (division) … 5 (subunit). */
  depth: number;
  name: string;
  sortOrder: number;
  disabled: boolean;
}

export interface HierarchyTreeNode extends HierarchyNode {
  /** Members on a path through the node: the node itself and everything below it. */
  memberCount: number;
  /** Nodes directly under it; a node with members or children cannot be deleted. */
  childCount: number;
  children: HierarchyTreeNode[];
}

export interface HierarchyTree {
  maxDepth: number;
  nodeList: HierarchyTreeNode[];
}

export interface MoveResult {
  node: HierarchyNode;
  movedNodeCount: number;
  updatedMemberCount: number;
}

export const hierarchyApi = {
  tree: () => requestJson<HierarchyTree>("GET", BASE),
  add: (body: { parentDivisionCd: string; divisionCd: string; name: string }) =>
    requestJson<{ node: HierarchyNode }>("POST", `${BASE}/nodes`, body),
  rename: (divisionCd: string, name: string) =>
    requestJson<{ node: HierarchyNode }>("PUT", node(divisionCd), { name }),
  move: (divisionCd: string, parentDivisionCd: string) =>
    requestJson<MoveResult>("POST", `${node(divisionCd)}/move`, { parentDivisionCd }),
  setDisabled: (divisionCd: string, disabled: boolean) =>
    requestJson<{ node: HierarchyNode }>("PUT", `${node(divisionCd)}/disabled`, { disabled }),
  reorder: (parentDivisionCd: string, divisionCds: string[]) =>
    requestJson<void>("PUT", `${BASE}/order`, { parentDivisionCd, divisionCds }),
  remove: (divisionCd: string) => requestJson<{ removedScopeCount: number }>("DELETE", node(divisionCd)),
};
