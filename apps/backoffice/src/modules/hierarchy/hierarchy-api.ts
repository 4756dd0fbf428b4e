import type {
  AddHierarchyNodeInput,
  HierarchyDeleteResult,
  HierarchyMoveResult,
  HierarchyNodeResult,
  HierarchyTree,
  HierarchyTreeNodeShape,
} from "@gakumu/domain";
import { requestJson } from "../../app/http";

// The hierarchy editor's calls (server: modules/hierarchy/hierarchy.routes.ts).
const BASE = "/app/api/v2/hierarchy";
const node = (divisionCd: string) => `${BASE}/nodes/${encodeURIComponent(divisionCd)}`;

/** The parent code of a top-level node (spec §3.3). */
export const ROOT_PARENT = "0";

export type { HierarchyMoveResult as MoveResult, HierarchyNode, HierarchyTree } from "@gakumu/domain";
export type HierarchyTreeNode = HierarchyTreeNodeShape;

export const hierarchyApi = {
  tree: () => requestJson<HierarchyTree>("GET", BASE),
  add: (body: AddHierarchyNodeInput) => requestJson<HierarchyNodeResult>("POST", `${BASE}/nodes`, body),
  rename: (divisionCd: string, name: string) =>
    requestJson<HierarchyNodeResult>("PUT", node(divisionCd), { name }),
  move: (divisionCd: string, parentDivisionCd: string) =>
    requestJson<HierarchyMoveResult>("POST", `${node(divisionCd)}/move`, { parentDivisionCd }),
  setDisabled: (divisionCd: string, disabled: boolean) =>
    requestJson<HierarchyNodeResult>("PUT", `${node(divisionCd)}/disabled`, { disabled }),
  reorder: (parentDivisionCd: string, divisionCds: string[]) =>
    requestJson<void>("PUT", `${BASE}/order`, { parentDivisionCd, divisionCds }),
  remove: (divisionCd: string) => requestJson<HierarchyDeleteResult>("DELETE", node(divisionCd)),
};
