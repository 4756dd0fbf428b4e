import { describe, expect, it } from "vitest";
import { definitionFromEditor, editorFromForm, toInstant, toLocalDateTime } from "./builder-state";
import { publishIssues, saveIssues } from "./definition-issues";
import { formDetail, item, loadedState } from "./test-fixtures.testing";

describe("definition ⇄ editor state", () => {
  it("shows instants as Japan-time date-times and sends them back as the same instants", () => {
    expect(toLocalDateTime("2026-03-31T15:00:00.000Z")).toBe("2026-04-01T00:00");
    expect(toInstant("2026-04-01T00:00")).toBe("2026-03-31T15:00:00.000Z");
    expect(toLocalDateTime(null)).toBe("");
    expect(toInstant("")).toBeNull();
  });

  it("loads settings, sections, items and the messages of each type", () => {
    const state = loadedState();
    expect(state.settings).toMatchObject({
      formCd: "F2026OC",
      answerPeriodStart: "2026-04-01T00:00",
      answerPeriodEnd: "2026-07-31T23:59",
      editDeadline: "2026-07-20T12:00",
    });
    expect(state.sections.map((s) => s.uid)).toEqual(["s1", "s2"]);
    expect(state.messages).toEqual({ 1: "", 2: "", 3: "<p>ありがとうございました。</p>", 4: "", 5: "" });
    // A value equal to its label is left empty (the common case); a different one is shown.
    const select = state.sections[0]!.items[1]!;
    expect(select.choices.map((c) => [c.value, c.label])).toEqual([
      ["", "本人"],
      ["P", "保護者"],
    ]);
    // Candidate days keep the date as value; a label equal to it is left empty.
    const planDate = state.sections[1]!.items[0]!;
    expect(planDate.choices.map((c) => [c.value, c.label])).toEqual([
      ["2026-07-20", ""],
      ["2026-07-21", "7月21日（午後）"],
    ]);
  });

  it("sends back exactly the definition it loaded", () => {
    const form = formDetail();
    const body = definitionFromEditor(editorFromForm(form));
    expect(body).toMatchObject({
      formCd: form.formCd,
      answerPeriodStart: form.answerPeriodStart,
      answerPeriodEnd: form.answerPeriodEnd,
      editDeadline: form.editDeadline,
      messages: form.messages,
    });
    expect(body.sections).toEqual(
      form.sections.map((s) => ({ sectionId: s.sectionId, title: s.title, items: s.items })),
    );
  });

  it("sends new sections and items without ids but with the item key the builder chose", () => {
    const state = loadedState();
    state.sections.push({ uid: "s-new-1", title: " 追加 ", items: [item("qabcdefgh", "CHECKBOX")] });
    const body = definitionFromEditor(state);
    expect(body.sections[2]).toEqual({
      title: "追加",
      items: [expect.objectContaining({ itemKey: "qabcdefgh", itemType: "CHECKBOX" })],
    });
    expect(body.sections[2]!.items[0]).not.toHaveProperty("itemId");
  });

  it("drops the edit deadline of a form whose answers cannot be edited", () => {
    const state = loadedState();
    state.settings.editableAfterSubmit = false;
    expect(definitionFromEditor(state).editDeadline).toBeNull();
  });

  it("gives a form without sections one empty section to add items to", () => {
    const state = editorFromForm(formDetail({ sections: [] }));
    expect(state.sections).toHaveLength(1);
    expect(definitionFromEditor(state).sections).toEqual([{ title: "", items: [] }]);
  });
});

describe("client-side checks (the server's own rules and messages)", () => {
  it("ties a schema issue to its item and field", () => {
    const state = loadedState();
    state.sections[0]!.items[0]!.label = " ";
    state.sections[0]!.items[1]!.choices[1]!.value = "本人";
    const issues = saveIssues(state);
    expect(issues).toContainEqual({ message: "項目名を入力してください", itemKey: "k101", field: "label" });
    expect(issues).toContainEqual({
      message: "同じ選択肢が重複しています",
      itemKey: "k102",
      field: "choices.1.value",
    });
  });

  it("checks the form code and the period order like the server", () => {
    const state = loadedState();
    state.settings.formCd = "F 1";
    state.settings.answerPeriodEnd = "2026-03-01T00:00";
    const messages = saveIssues(state).map((i) => [i.field, i.message]);
    expect(messages).toContainEqual([
      "formCd",
      "フォームコードは半角英数字・ハイフン・アンダースコアで入力してください",
    ]);
    expect(messages).toContainEqual(["answerPeriodEnd", "回答期間の終了日時は開始日時より後にしてください"]);
  });

  it("runs the publish check: a condition must name an earlier item", () => {
    const state = loadedState();
    expect(publishIssues(state)).toEqual([]);
    // Move the conditional item above the item its condition names.
    const conditional = state.sections[1]!.items.pop()!;
    state.sections[0]!.items.unshift(conditional);
    expect(publishIssues(state)).toEqual([
      {
        message: "「保護者への連絡」の表示条件には、この項目より前の項目を指定してください",
        itemKey: "k104",
        field: "condition",
      },
    ]);
  });
});
