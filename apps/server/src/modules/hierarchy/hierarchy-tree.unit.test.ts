import { describe, expect, it } from "vitest";
import { buildTree, type FlatNode, pathCodes, subtreeHeight, subtreeOf } from "./hierarchy-tree";

const node = (
  divisionCd: string,
  parentDivisionCd: string,
  depth: number,
  sortOrder = 1,
  disabled = false,
): FlatNode => ({
  divisionCd,
  parentDivisionCd,
  depth,
  name: divisionCd,
  sortOrder,
  disabled,
});

// A ─ B ─ C ─ D      E (disabled) ─ F
//   └ G (E's subtree is disabled)
const NODES = [
  node("D", "C", 4),
  node("C", "B", 3),
  node("G", "A", 2, 2),
  node("B", "A", 2, 1),
  node("A", "0", 1),
  node("E", "0", 1, 2, true),
  node("F", "E", 2, 1, true),
];

describe("hierarchy tree logic", () => {
  it("walks subtrees parents first and measures their height", () => {
    expect(subtreeOf(NODES, "A").map((n) => n.divisionCd)).toEqual(["A", "B", "C", "D", "G"]);
    expect(subtreeHeight(NODES, "A")).toBe(4);
    expect(subtreeHeight(NODES, "G")).toBe(1);
    expect(subtreeOf(NODES, "nope")).toEqual([]);
  });

  it("gives a node's path from the top", () => {
    expect(pathCodes(NODES, "D")).toEqual(["A", "B", "C", "D"]);
    expect(pathCodes(NODES, "0")).toEqual([]);
  });

  it("nests in display order and survives a cycle in stored data", () => {
    const tree = buildTree(NODES, new Map([["A", 3]]));
    expect(tree.map((n) => [n.divisionCd, n.memberCount])).toEqual([
      ["A", 3],
      ["E", 0],
    ]);
    expect(tree[0]!.children.map((n) => n.divisionCd)).toEqual(["B", "G"]);
    const cyclic = [node("X", "Y", 1), node("Y", "X", 2), node("R", "0", 1)];
    expect(buildTree(cyclic, new Map()).map((n) => n.divisionCd)).toEqual(["R"]);
    expect(subtreeOf([...cyclic, node("X", "R", 2)], "X").length).toBeLessThan(10);
  });
});
