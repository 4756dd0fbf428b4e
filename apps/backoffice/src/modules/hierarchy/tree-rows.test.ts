import { describe, expect, it } from "vitest";
import type { HierarchyTreeNode } from "./hierarchy-api";
import {
  flattenTree,
  initiallyCollapsed,
  levelNames,
  moveTargets,
  shiftedOrder,
  visibleRows,
} from "./tree-rows";

const n = (
  divisionCd: string,
  parentDivisionCd: string,
  depth: number,
  children: HierarchyTreeNode[] = [],
  disabled = false,
): HierarchyTreeNode => ({
  divisionCd,
  parentDivisionCd,
  depth,
  name: `名${divisionCd}`,
  sortOrder: 1,
  disabled,
  memberCount: 0,
  childCount: children.length,
  children,
});

// A ─ B ─ C ─ D      E (disabled)
//   └ G
const TREE = [
  n("A", "0", 1, [n("B", "A", 2, [n("C", "B", 3, [n("D", "C", 4)])]), n("G", "A", 2)]),
  n("E", "0", 1, [], true),
];
const rows = flattenTree(TREE);

describe("hierarchy tree rows", () => {
  it("flattens parents first with siblings and paths", () => {
    expect(rows.map((r) => r.node.divisionCd)).toEqual(["A", "B", "C", "D", "G", "E"]);
    expect(rows[1]).toMatchObject({ siblings: ["B", "G"], path: ["名A", "名B"] });
  });

  it("hides everything below a collapsed node", () => {
    const shown = visibleRows(rows, new Set(["B"]));
    expect(shown.map((r) => r.node.divisionCd)).toEqual(["A", "B", "G", "E"]);
    expect(visibleRows(rows, new Set(["A"])).map((r) => r.node.divisionCd)).toEqual(["A", "E"]);
    // Opening on the first two levels folds C, the only deeper node with children.
    expect([...initiallyCollapsed(rows, 3)]).toEqual(["C"]);
  });

  it("offers as move targets the top and enabled nodes outside the subtree with room", () => {
    const b = rows[1]!.node;
    expect(moveTargets(rows, b, 5, "最上位").map((o) => o.value)).toEqual(["0", "G"]);
    const g = rows[4]!.node;
    // A is G's parent already; E is disabled; D sits at level 4, so G fits at level 5.
    expect(moveTargets(rows, g, 5, "最上位").map((o) => o.value)).toEqual(["0", "B", "C", "D"]);
    expect(moveTargets(rows, g, 5, "最上位")[3]!.label).toBe("名A / 名B / 名C / 名D（D）");
    expect(moveTargets(rows, rows[0]!.node, 5, "最上位").map((o) => o.value)).toEqual([]);
  });

  it("swaps a node with its neighbour, not past either end", () => {
    expect(shiftedOrder(["B", "G", "H"], "G", -1)).toEqual(["G", "B", "H"]);
    expect(shiftedOrder(["B", "G", "H"], "G", 1)).toEqual(["B", "H", "G"]);
    expect(shiftedOrder(["B", "G"], "B", -1)).toBeNull();
    expect(shiftedOrder(["B", "G"], "G", 1)).toBeNull();
  });

  it("names the levels by the organisation's import field titles, 所属n otherwise", () => {
    const field = (fieldName: string, fieldTitle: string) => ({
      fieldName,
      fieldTitle,
      isValid: true,
      isRequired: false,
      rowNumber: 1,
    });
    expect(
      levelNames([field("division_cd", "学科"), field("unit_cd", "組"), field("section_cd", " ")]),
    ).toEqual(["学科", "所属2", "所属3", "組", "所属5"]);
    expect(levelNames([])).toEqual(["所属1", "所属2", "所属3", "所属4", "所属5"]);
  });
});
