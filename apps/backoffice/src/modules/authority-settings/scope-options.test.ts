import { describe, expect, it } from "vitest";
import { divisionOptions } from "./scope-options";

describe("division options", () => {
  it("lists nodes in tree order with their path of names", () => {
    const nodes = [
      { divisionCd: "B", parentDivisionCd: "0", depth: 1, name: "国際科" },
      { divisionCd: "A1", parentDivisionCd: "A", depth: 2, name: "1年" },
      { divisionCd: "A", parentDivisionCd: "0", depth: 1, name: "普通科" },
      { divisionCd: "B1", parentDivisionCd: "B", depth: 2, name: "1年" },
    ];
    expect(divisionOptions(nodes)).toEqual([
      { value: "B", label: "国際科" },
      { value: "B1", label: "国際科 / 1年" },
      { value: "A", label: "普通科" },
      { value: "A1", label: "普通科 / 1年" },
    ]);
  });

  it("ignores nodes whose parent is missing and survives a cycle", () => {
    const nodes = [
      { divisionCd: "X", parentDivisionCd: "Y", depth: 2, name: "迷子" },
      { divisionCd: "Y", parentDivisionCd: "X", depth: 2, name: "循環" },
    ];
    expect(divisionOptions(nodes)).toEqual([]);
  });
});
