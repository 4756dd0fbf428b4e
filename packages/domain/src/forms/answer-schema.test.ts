import { describe, expect, it } from "vitest";
import { conditionHolds, evaluateAnswers, formAnswerSchema, visibleItemKeys } from "./answer-schema";
import { item } from "./answer-test-items.testing";
import type { AnswerValue } from "./answer-types";
import { answerValueSchema } from "./answer-values";

const choices = [
  { value: "yes", label: "はい" },
  { value: "no", label: "いいえ" },
];

// 兄弟姉妹が在籍していますか → (はい) 兄弟姉妹の氏名 (required) → (氏名に「山田」を含む) 続柄
const items = [
  item("SELECT", { itemKey: "sibling", choices, required: true }),
  item("TEXT_SINGLE", {
    itemKey: "siblingName",
    required: true,
    condition: { itemKey: "sibling", operator: "EQUALS", value: "yes" },
  }),
  item("TEXT_SINGLE", {
    itemKey: "relation",
    required: true,
    condition: { itemKey: "siblingName", operator: "CONTAINS", value: "山田" },
  }),
  item("MULTIPLE", {
    itemKey: "interests",
    choices: [
      { value: "club", label: "部活動" },
      { value: "study", label: "学習" },
    ],
  }),
  item("TEXT_MULTI", {
    itemKey: "clubNote",
    required: true,
    condition: { itemKey: "interests", operator: "CONTAINS", value: "club" },
  }),
];

describe("conditions", () => {
  it("hides items whose condition does not hold: not checked, value dropped", () => {
    const result = formAnswerSchema(items).safeParse({
      sibling: "no",
      siblingName: "山田花子",
      relation: "",
      interests: ["study"],
      stray: "kept nowhere",
    });
    expect(result).toEqual({ success: true, data: { sibling: "no", interests: ["study"] } });
  });

  it("checks items shown by their condition, reporting at the item key", () => {
    const result = formAnswerSchema(items).safeParse({
      sibling: "yes",
      siblingName: "山田花子",
      interests: ["club"],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["relation"], "入力してください"],
      [["clubNote"], "入力してください"],
    ]);
  });

  it("hides an item whose condition names a hidden item", () => {
    const answers = { sibling: "no", siblingName: "山田花子" };
    expect(visibleItemKeys(items, answers)).toEqual(["sibling", "interests"]);
    expect(visibleItemKeys(items, { sibling: "yes", siblingName: "佐藤" })).toEqual([
      "sibling",
      "siblingName",
      "interests",
    ]);
  });

  it("counts an invalid answer as empty for later conditions", () => {
    const result = evaluateAnswers(items, { sibling: "maybe" });
    expect(result.visible).toEqual(["sibling", "interests"]);
    expect(result.issues).toEqual([{ path: ["sibling"], message: "選択肢の中から選択してください" }]);
  });

  it("leaves an item visible when its condition names an item the form does not have", () => {
    const orphan = item("TEXT_SINGLE", {
      itemKey: "orphan",
      condition: { itemKey: "deleted", operator: "EQUALS", value: "x" },
    });
    expect(visibleItemKeys([orphan], {})).toEqual(["orphan"]);
  });

  it.each([
    ["EQUALS", "yes", "yes", true],
    ["EQUALS", "yes", "no", false],
    ["EQUALS", "yes", null, false],
    ["EQUALS", "yes", ["yes"], true],
    ["EQUALS", "yes", ["yes", "no"], false],
    ["EQUALS", "true", true, true],
    ["EQUALS", "false", false, true],
    ["EQUALS", "3", 3, true],
    ["CONTAINS", "yes", ["no", "yes"], true],
    ["CONTAINS", "ye", ["yes"], false],
    ["CONTAINS", "田", "山田", true],
    ["CONTAINS", "J001", { schoolCd: "J001", schoolName: "第一中" }, true],
    ["EQUALS", "第一中", { schoolCd: null, schoolName: "第一中" }, true],
    ["EQUALS", "13", { postalCd: "", prefectureCd: "13", address1: "", address2: "" }, false],
  ] as const)("%s %j against %j → %s", (operator, value, answer, expected) => {
    expect(conditionHolds({ itemKey: "x", operator, value }, answer as AnswerValue)).toBe(expected);
  });
});

describe("answerValueSchema", () => {
  it("is one item's Zod schema with the same messages", () => {
    const schema = answerValueSchema(item("ADDRESS", { required: true }));
    const result = schema.safeParse({ postalCd: "1", prefectureCd: "13", address1: "x" });
    expect(result.error?.issues).toMatchObject([
      { path: ["postalCd"], message: "郵便番号は「123-4567」の形式で入力してください" },
    ]);
    expect(answerValueSchema(item("NUMBER")).parse("42")).toBe(42);
  });

  it("refuses an answer that is not an object of item keys", () => {
    expect(formAnswerSchema(items).safeParse(["yes"]).success).toBe(false);
    expect(formAnswerSchema(items).safeParse(null).success).toBe(false);
  });
});
