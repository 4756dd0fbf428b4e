import { describe, expect, it } from "vitest";
import { z } from "zod";
import { numberField, selection, stringField, validate } from "./rule";
import { maxValue, minValue } from "./rules/number";
import { email, maxLength, required } from "./rules/text";

const messages = (result: { error?: z.ZodError }) => result.error?.issues.map((i) => i.message) ?? [];

describe("validate", () => {
  it("returns the first failing rule's message", () => {
    expect(validate("", required(), email())).toBe("入力してください");
    expect(validate("x", required(), email())).toBe("メールアドレスの形式で入力してください");
    expect(validate("a@b.jp", required(), email())).toBeNull();
  });
});

describe("stringField", () => {
  const schema = stringField(required({ field: "氏名" }), maxLength(4));

  it("reports only the first failure", () => {
    expect(messages(schema.safeParse("\u3000"))).toEqual(["氏名を入力してください"]);
    expect(messages(schema.safeParse("山田太郎花子"))).toEqual(["4文字以内で入力してください"]);
    expect(schema.parse("山田太郎")).toBe("山田太郎");
  });

  it("gives the required message for a missing field and a type message for a wrong type", () => {
    expect(messages(schema.safeParse(undefined))).toEqual(["氏名を入力してください"]);
    expect(messages(z.object({ name: schema }).safeParse({}))).toEqual(["氏名を入力してください"]);
    expect(messages(schema.safeParse(12))).toEqual(["入力形式が正しくありません"]);
    expect(messages(stringField(email()).safeParse(undefined))).toEqual(["入力形式が正しくありません"]);
  });

  it("lets optional fields be optional", () => {
    expect(stringField(email()).optional().parse(undefined)).toBeUndefined();
    expect(stringField(email()).parse("")).toBe("");
  });
});

describe("numberField", () => {
  const schema = numberField(minValue(0), maxValue(100));
  it("checks JSON numbers with the same messages", () => {
    expect(schema.parse(0)).toBe(0);
    expect(messages(schema.safeParse(-1))).toEqual(["0以上の値を入力してください"]);
    expect(messages(schema.safeParse(101))).toEqual(["100以下の値を入力してください"]);
    expect(messages(schema.safeParse(undefined))).toEqual(["入力してください"]);
    expect(messages(schema.safeParse("5"))).toEqual(["数値で入力してください"]);
  });
});

describe("selection", () => {
  const item = z.enum(["1", "2"]);
  it("requires at least one choice unless select-all", () => {
    expect(messages(selection(item).safeParse([]))).toEqual(["選択してください"]);
    expect(messages(selection(item, { field: "学年" }).safeParse(undefined))).toEqual([
      "学年を選択してください",
    ]);
    expect(selection(item).parse(["1"])).toEqual(["1"]);
    expect(selection(item, { selectAll: true }).parse([])).toEqual([]);
  });
});
