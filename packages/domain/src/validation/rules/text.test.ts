import { describe, expect, it } from "vitest";
import * as rules from "./text";

// Pins every message of the text rules, and the rule that format checks let "" through.
describe("required", () => {
  const rule = rules.required();
  it.each([
    ["", "入力してください"],
    ["   ", "入力してください"],
    ["\u3000", "入力してください"], // ideographic space only
    [" \u3000 ", "入力してください"],
    [null, "入力してください"],
    [undefined, "入力してください"],
    ["山田", null],
    ["0", null],
  ])("%j → %s", (value, expected) => expect(rule(value)).toBe(expected));

  it("names the field when given", () => {
    expect(rules.required({ field: "氏名" })("")).toBe("氏名を入力してください");
  });
});

describe("selectRequired", () => {
  it.each([
    [undefined, "選択してください"],
    [null, "選択してください"],
    ["", "選択してください"],
    [[], "選択してください"],
    [["1"], null],
    [0, null], // code 0 is a real choice
    [false, null],
    ["ALL", null],
  ])("%j → %s", (value, expected) => expect(rules.selectRequired()(value)).toBe(expected));

  it("lets an empty array through when select-all is on", () => {
    expect(rules.selectRequired({ selectAll: true })([])).toBeNull();
    expect(rules.selectRequired({ selectAll: true })(undefined)).toBe("選択してください");
  });

  it("names the field when given", () => {
    expect(rules.selectRequired({ field: "学年" })("")).toBe("学年を選択してください");
  });
});

const formatRules: [string, () => (v: string) => string | null, string, string, string][] = [
  // rule, factory, valid value, invalid value, message
  [
    "password",
    rules.password,
    "Abcd1234",
    "abcd1234",
    "8文字以上で、英大文字・英小文字・数字・記号のうち3種類以上を使用してください",
  ],
  ["email", rules.email, "taro@example.com", "taro@example", "メールアドレスの形式で入力してください"],
  ["tel", rules.tel, "090-1234-5678", "090-1234-567", "電話番号の形式で入力してください"],
  ["fax", rules.fax, "03-1234-5678", "090-1234-5678", "FAX番号の形式で入力してください"],
  ["postalCode", rules.postalCode, "123-4567", "1234567", "郵便番号は「123-4567」の形式で入力してください"],
  ["url", rules.url, "https://example.com", "example.com", "URLの形式で入力してください"],
  [
    "halfWidthAlphanumericSymbol",
    rules.halfWidthAlphanumericSymbol,
    "abc-123",
    "ａｂｃ",
    "半角英数字記号で入力してください",
  ],
  ["numeric", rules.numeric, "-1.5", "1.5.0", "数値で入力してください"],
  ["pureInteger", rules.pureInteger, "123", "１２３", "半角数字で入力してください"],
  ["digitsHyphen", rules.digitsHyphen, "12-34", "12_34", "半角数字とハイフンで入力してください"],
  ["fullWidth", rules.fullWidth, "山田　太郎", "山田 太郎", "全角文字で入力してください"],
  ["fullWidthKatakana", rules.fullWidthKatakana, "ヤマダ　ター", "やまだ", "全角カタカナで入力してください"],
  ["ipv4", rules.ipv4, "192.168.0.1", "1.2.3", "IPアドレスの形式で入力してください"],
];

describe("format rules", () => {
  it.each(formatRules)("%s", (_name, factory, valid, invalid, message) => {
    const rule = factory();
    expect(rule(valid)).toBeNull();
    expect(rule(invalid)).toBe(message);
    expect(rule("")).toBeNull(); // empty allowed: required decides
  });
});

describe("totpCode and verificationCodeRequired", () => {
  it("requires exactly 6 digits, empty included", () => {
    expect(rules.totpCode()("123456")).toBeNull();
    expect(rules.totpCode()("")).toBe("6桁の数字を入力してください");
    expect(rules.totpCode()("１２３４５６")).toBe("6桁の数字を入力してください");
  });

  it("asks for the verification code", () => {
    expect(rules.verificationCodeRequired()(" ")).toBe("認証コードを入力してください");
    expect(rules.verificationCodeRequired()("123456")).toBeNull();
  });
});

describe("length rules count code points", () => {
  it.each([
    [rules.exactLength(3), "𠮷野家", null],
    [rules.exactLength(3), "𠮷野", "3文字で入力してください"],
    [rules.exactLength(3), "", null],
    [rules.minLength(2), "𠮷", "2文字以上で入力してください"],
    [rules.minLength(2), "𠮷𠮷", null],
    [rules.minLength(2), "", null],
    [rules.maxLength(2), "𠮷𠮷", null], // 4 UTF-16 units, 2 characters
    [rules.maxLength(2), "𠮷𠮷𠮷", "2文字以内で入力してください"],
    [rules.lengthBetween(2, 4), "𠮷", "2文字以上4文字以内で入力してください"],
    [rules.lengthBetween(2, 4), "𠮷𠮷𠮷𠮷", null],
    [rules.lengthBetween(2, 4), "あいうえお", "2文字以上4文字以内で入力してください"],
    [rules.lengthBetween(2, 4), "", null],
  ])("%#: %j → %s", (rule, value, expected) => expect(rule(value)).toBe(expected));
});
