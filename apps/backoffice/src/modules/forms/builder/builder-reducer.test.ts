import { describe, expect, it } from "vitest";
import { builderReducer, moveItem, reorder } from "./builder-reducer";
import { dropAction } from "./drag-drop";
import { item, loadedState, section } from "./test-fixtures.testing";

const keys = (sections: { items: { itemKey: string }[] }[]) =>
  sections.map((s) => s.items.map((i) => i.itemKey));

describe("reorder reducer (drag and drop)", () => {
  it("moves an entry to a new index", () => {
    expect(reorder(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(reorder(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(reorder(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });

  it("moves an item within its section and across sections", () => {
    const sections = [
      section("s1", [item("a", "TEXT_SINGLE"), item("b", "DATE")]),
      section("s2", [item("c", "NUMBER")]),
    ];
    expect(keys(moveItem(sections, { sectionUid: "s1", index: 0 }, { sectionUid: "s1", index: 1 }))).toEqual([
      ["b", "a"],
      ["c"],
    ]);
    expect(keys(moveItem(sections, { sectionUid: "s1", index: 1 }, { sectionUid: "s2", index: 0 }))).toEqual([
      ["a"],
      ["b", "c"],
    ]);
    // Into an empty section, and an unknown section changes nothing.
    const withEmpty = [...sections, section("s3", [])];
    expect(keys(moveItem(withEmpty, { sectionUid: "s2", index: 0 }, { sectionUid: "s3", index: 0 }))).toEqual(
      [["a", "b"], [], ["c"]],
    );
    expect(keys(moveItem(sections, { sectionUid: "s1", index: 0 }, { sectionUid: "zz", index: 0 }))).toEqual(
      keys(sections),
    );
  });

  it("turns a finished drag into the move of a section or of an item", () => {
    const base = { type: "ITEM", source: { droppableId: "items:s1", index: 0 } };
    expect(dropAction({ ...base, destination: null })).toBeNull();
    expect(dropAction({ ...base, destination: { droppableId: "items:s1", index: 0 } })).toBeNull();
    expect(dropAction({ ...base, destination: { droppableId: "items:s-new-2", index: 3 } })).toEqual({
      type: "moveItem",
      from: { sectionUid: "s1", index: 0 },
      to: { sectionUid: "s-new-2", index: 3 },
    });
    expect(
      dropAction({
        type: "SECTION",
        source: { droppableId: "sections", index: 2 },
        destination: { droppableId: "sections", index: 0 },
      }),
    ).toEqual({ type: "moveSection", from: 2, to: 0 });
  });

  it("reorders sections with their items", () => {
    const state = builderReducer(loadedState(), { type: "moveSection", from: 1, to: 0 });
    expect(state.sections.map((s) => s.uid)).toEqual(["s2", "s1"]);
    expect(keys(state.sections)).toEqual([
      ["k103", "k104"],
      ["k101", "k102"],
    ]);
  });

  it("removes an item and the conditions that named it", () => {
    const state = builderReducer(loadedState(), { type: "removeItem", itemKey: "k102" });
    expect(keys(state.sections)).toEqual([["k101"], ["k103", "k104"]]);
    expect(state.sections[1]!.items[1]!.condition).toBeNull();
  });

  it("keeps the last section, and removes another with its items", () => {
    let state = builderReducer(loadedState(), { type: "removeSection", sectionUid: "s1" });
    expect(state.sections.map((s) => s.uid)).toEqual(["s2"]);
    expect(state.sections[0]!.items[1]!.condition).toBeNull();
    state = builderReducer(state, { type: "removeSection", sectionUid: "s2" });
    expect(state.sections.map((s) => s.uid)).toEqual(["s2"]);
  });

  it("adds sections and items, and updates an item in place", () => {
    let state = builderReducer(loadedState(), { type: "addSection", uid: "s-new-9" });
    state = builderReducer(state, { type: "addItem", sectionUid: "s-new-9", item: item("qnew", "UPLOAD") });
    state = builderReducer(state, { type: "updateItem", itemKey: "qnew", patch: { label: "成績証明書" } });
    expect(state.sections[2]).toMatchObject({
      uid: "s-new-9",
      items: [{ itemKey: "qnew", label: "成績証明書" }],
    });
    state = builderReducer(state, { type: "message", messageType: 2, bodyHtml: "<p>終了</p>" });
    expect(state.messages[2]).toBe("<p>終了</p>");
  });
});

describe("the applicant's name item", () => {
  it("is one item of the form: marking another takes the mark off the first", () => {
    const state = {
      ...loadedState(),
      sections: [
        section("s1", [item("name", "TEXT_SINGLE", { applicantName: true })]),
        section("s2", [item("guardian", "TEXT_SINGLE"), item("note", "TEXT_SINGLE")]),
      ],
    };
    const marked = (s: typeof state) =>
      s.sections.flatMap((sec) => sec.items.filter((i) => i.applicantName).map((i) => i.itemKey));
    const moved = builderReducer(state, {
      type: "updateItem",
      itemKey: "guardian",
      patch: { applicantName: true },
    });
    expect(marked(moved)).toEqual(["guardian"]);
    // Other edits and taking the mark off leave the rest as they are.
    const relabelled = builderReducer(moved, {
      type: "updateItem",
      itemKey: "note",
      patch: { label: "備考" },
    });
    expect(marked(relabelled)).toEqual(["guardian"]);
    const cleared = builderReducer(moved, {
      type: "updateItem",
      itemKey: "guardian",
      patch: { applicantName: false },
    });
    expect(marked(cleared)).toEqual([]);
  });
});
