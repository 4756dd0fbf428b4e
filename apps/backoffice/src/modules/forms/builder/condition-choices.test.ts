import { describe, expect, it } from "vitest";
import {
  conditionSources,
  conditionValueOptions,
  defaultOperator,
  divisionNodesOf,
} from "./condition-choices";
import { newItem, newItemKey, withItemType } from "./item-factory";
import { item, loadedState, section } from "./test-fixtures.testing";

const texts = { checked: "チェックあり", unchecked: "チェックなし" };

describe("condition choices", () => {
  it("offers only items before the edited one, across sections, and none for the first", () => {
    const sections = loadedState().sections;
    expect(conditionSources(sections, "k104").map((i) => i.itemKey)).toEqual(["k101", "k102", "k103"]);
    expect(conditionSources(sections, "k102").map((i) => i.itemKey)).toEqual(["k101"]);
    expect(conditionSources(sections, "k101")).toEqual([]);
    expect(conditionSources(sections, "unknown")).toEqual([]);
  });

  it("leaves out items whose answer a condition cannot compare", () => {
    const sections = [
      section("s1", [
        item("f", "UPLOAD"),
        item("a", "ADDRESS"),
        item("p", "FACE_PHOTO"),
        item("c", "CHECKBOX"),
      ]),
      section("s2", [item("x", "TEXT_SINGLE")]),
    ];
    expect(conditionSources(sections, "x").map((i) => i.itemKey)).toEqual(["c"]);
  });

  it("offers an earlier item's choices by their stored value, a checkbox's true/false, or nothing to pick", () => {
    const [first, second] = loadedState().sections;
    expect(conditionValueOptions(first!.items[1]!, texts)).toEqual([
      { value: "本人", label: "本人" },
      { value: "P", label: "保護者" },
    ]);
    expect(conditionValueOptions(second!.items[0]!, texts)).toEqual([
      { value: "2026-07-20", label: "2026-07-20" },
      { value: "2026-07-21", label: "7月21日（午後）" },
    ]);
    expect(conditionValueOptions(item("c", "CHECKBOX"), texts)).toEqual([
      { value: "true", label: "チェックあり" },
      { value: "false", label: "チェックなし" },
    ]);
    expect(conditionValueOptions(first!.items[0]!, texts)).toBeNull();
  });

  it("offers the hierarchy nodes a DIVISION item lists, below its parent", () => {
    let sortOrder = 0;
    const node = (divisionCd: string, parentDivisionCd: string, depth: number, disabled = false) => ({
      divisionCd,
      parentDivisionCd,
      depth,
      name: `所属${divisionCd}`,
      sortOrder: ++sortOrder,
      disabled,
    });
    const nodes = [
      node("01", "0", 1),
      node("0101", "01", 2),
      node("0102", "01", 2, true),
      node("02", "0", 1),
      node("0201", "02", 2),
    ];
    const division = item("d", "DIVISION", { divisionSource: { depth: 2, parentDivisionCd: "01" } });
    expect(divisionNodesOf(division, nodes).map((n) => n.divisionCd)).toEqual(["0101"]);
    const path = item("p", "DIVISION_SELECT", { divisionSource: { depth: 2, parentDivisionCd: null } });
    expect(conditionValueOptions(path, texts, nodes)?.map((o) => o.value)).toEqual([
      "01",
      "0101",
      "02",
      "0201",
    ]);
    expect(defaultOperator(path)).toBe("CONTAINS");
    expect(defaultOperator(division)).toBe("EQUALS");
  });
});

describe("new items", () => {
  it("makes keys in the server's style, never one already taken", () => {
    let calls = 0;
    const bytes = () => new Uint8Array(8).fill(calls++ === 0 ? 0 : 1);
    expect(newItemKey(new Set(["qaaaaaaaa"]), bytes)).toBe("qbbbbbbbb");
  });

  it("starts a choice item with two choices and a hierarchy item with a source", () => {
    const texts = { label: "単一選択", choiceLabels: ["選択肢1", "選択肢2"] };
    expect(newItem("SELECT", "q1", texts).choices.map((c) => c.label)).toEqual(["選択肢1", "選択肢2"]);
    expect(newItem("TEXT_SINGLE", "q2", texts).choices).toEqual([]);
    expect(newItem("DIVISION", "q3", texts).divisionSource).toEqual({ depth: 1, parentDivisionCd: null });
    const text = newItem("TEXT_SINGLE", "q4", texts);
    expect(withItemType(text, "MULTIPLE", texts).choices).toHaveLength(2);
  });
});
