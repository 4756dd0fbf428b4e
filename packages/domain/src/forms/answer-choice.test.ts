import { describe, expect, it } from "vitest";
import { item, messageOf } from "./answer-test-items.testing";
import { checkAnswerValue } from "./answer-values";

const choices = [
  { value: "1", label: "普通科" },
  { value: "2", label: "商業科" },
  { value: "3", label: "工業科" },
];

describe("SELECT / LIST / DIVISION: one choice", () => {
  it.each(["SELECT", "LIST", "DIVISION"] as const)("%s", (type) => {
    const optional = item(type, { choices });
    const required = item(type, { choices, required: true });
    expect(checkAnswerValue(optional, "2")).toEqual({ ok: true, value: "2" });
    expect(checkAnswerValue(optional, 2)).toEqual({ ok: true, value: "2" });
    expect(checkAnswerValue(optional, "")).toEqual({ ok: true, value: null });
    expect(messageOf(checkAnswerValue(optional, "9"))).toBe("選択肢の中から選択してください");
    expect(messageOf(checkAnswerValue(optional, ["1"]))).toBe("入力形式が正しくありません");
    expect(messageOf(checkAnswerValue(required, undefined))).toBe("選択してください");
    expect(messageOf(checkAnswerValue(required, ""))).toBe("選択してください");
  });
});

describe("MULTIPLE / OC_DATE_LIST: several choices", () => {
  it.each(["MULTIPLE", "OC_DATE_LIST"] as const)("%s", (type) => {
    const i = item(type, { choices, validation: { minSelect: 2, maxSelect: 2 } });
    expect(checkAnswerValue(i, ["1", "3"])).toEqual({ ok: true, value: ["1", "3"] });
    expect(messageOf(checkAnswerValue(i, ["1"]))).toBe("2個以上選択してください");
    expect(messageOf(checkAnswerValue(i, ["1", "2", "3"]))).toBe("2個以内で選択してください");
    expect(messageOf(checkAnswerValue(i, ["1", "1"]))).toBe("同じ選択肢が重複しています");
    expect(messageOf(checkAnswerValue(i, ["1", "9"]))).toBe("選択肢の中から選択してください");
    expect(checkAnswerValue(i, ["1", "9"])).toMatchObject({ ok: false, issues: [{ path: [1] }] });
    expect(messageOf(checkAnswerValue(i, "1"))).toBe("入力形式が正しくありません");
    expect(checkAnswerValue(i, [])).toEqual({ ok: true, value: null });
  });

  it("requires at least one when required (spec §5.1 select-required on an empty array)", () => {
    const required = item("MULTIPLE", { choices, required: true });
    expect(messageOf(checkAnswerValue(required, []))).toBe("選択してください");
    expect(messageOf(checkAnswerValue(required, undefined))).toBe("選択してください");
  });
});

describe("PLAN_DATE / PLAN_DATE_LIST: wished-for days", () => {
  const candidates = [
    { value: "2026-08-01", label: "8月1日（土）" },
    { value: "2026-08-02", label: "8月2日（日）" },
  ];

  it("takes one of the candidate dates when the item lists some", () => {
    const i = item("PLAN_DATE", { choices: candidates, required: true });
    expect(checkAnswerValue(i, "2026-08-02")).toEqual({ ok: true, value: "2026-08-02" });
    expect(messageOf(checkAnswerValue(i, "2026-08-03"))).toBe("選択肢の中から選択してください");
    expect(messageOf(checkAnswerValue(i, ""))).toBe("選択してください");
  });

  it("takes any real day in the range without candidates", () => {
    const i = item("PLAN_DATE", { validation: { minDate: "2026-08-01" } });
    expect(checkAnswerValue(i, "2026-08-10")).toEqual({ ok: true, value: "2026-08-10" });
    expect(messageOf(checkAnswerValue(i, "2026-07-31"))).toBe("2026-08-01以降の日付を入力してください");
    expect(messageOf(checkAnswerValue(i, "2026-13-01"))).toBe("日付はyyyy-MM-ddの形式で入力してください");
  });

  it("takes up to three wishes by default, in order, without repeats; empty slots are skipped", () => {
    const i = item("PLAN_DATE_LIST", { required: true });
    expect(checkAnswerValue(i, ["2026-08-03", "", "2026-08-01"])).toEqual({
      ok: true,
      value: ["2026-08-03", "2026-08-01"],
    });
    expect(messageOf(checkAnswerValue(i, ["2026-08-01", "2026-08-02", "2026-08-03", "2026-08-04"]))).toBe(
      "3個以内で選択してください",
    );
    expect(messageOf(checkAnswerValue(i, ["2026-08-01", "2026-08-01"]))).toBe("同じ選択肢が重複しています");
    expect(checkAnswerValue(i, ["2026-08-01", "2026-02-30"])).toMatchObject({
      ok: false,
      issues: [{ path: [1], message: "日付はyyyy-MM-ddの形式で入力してください" }],
    });
    expect(messageOf(checkAnswerValue(i, ["", ""]))).toBe("選択してください");
    const candidatesOnly = item("PLAN_DATE_LIST", { choices: candidates, validation: { maxSelect: 1 } });
    expect(messageOf(checkAnswerValue(candidatesOnly, ["2026-08-05"]))).toBe(
      "選択肢の中から選択してください",
    );
  });
});

describe("DIVISION_SELECT: a path down the hierarchy", () => {
  const divisionOptions = [
    { value: "D1", label: "高等部", parentValue: null, depth: 1 },
    { value: "S1", label: "普通科", parentValue: "D1", depth: 2 },
    { value: "S2", label: "理数科", parentValue: "D1", depth: 2 },
    { value: "D2", label: "中等部", parentValue: null, depth: 1 },
  ];
  const i = item("DIVISION_SELECT", { divisionOptions, divisionDepth: 2, required: true });

  it.each([
    [["D1", "S2"], null],
    [["D2"], null], // 中等部 has no sections: the path may end there
    [["D1"], "所属を最後まで選択してください"],
    [["S1"], "所属の選択が正しくありません"],
    [["D2", "S1"], "所属の選択が正しくありません"],
    [["D1", "S1", "X"], "所属の選択が正しくありません"],
    [[], "選択してください"],
    ["D1", "入力形式が正しくありません"],
  ])("%j → %s", (raw, message) => {
    expect(messageOf(checkAnswerValue(i, raw))).toBe(message);
  });

  it("lets an optional item stop at any level", () => {
    const optional = item("DIVISION_SELECT", { divisionOptions, divisionDepth: 2 });
    expect(checkAnswerValue(optional, ["D1"])).toEqual({ ok: true, value: ["D1"] });
    expect(checkAnswerValue(optional, undefined)).toEqual({ ok: true, value: null });
  });
});

describe("CHECKBOX", () => {
  it("must be ticked when required", () => {
    const consent = item("CHECKBOX", { required: true });
    expect(checkAnswerValue(consent, true)).toEqual({ ok: true, value: true });
    expect(messageOf(checkAnswerValue(consent, false))).toBe("チェックを入れてください");
    expect(messageOf(checkAnswerValue(consent, undefined))).toBe("チェックを入れてください");
    expect(checkAnswerValue(item("CHECKBOX"), undefined)).toEqual({ ok: true, value: false });
    expect(messageOf(checkAnswerValue(item("CHECKBOX"), "true"))).toBe("入力形式が正しくありません");
  });
});
