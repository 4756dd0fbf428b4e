import { describe, expect, it } from "vitest";
import {
  charLength,
  isBlank,
  isDigitsHyphen,
  isFullWidth,
  isFullWidthKatakana,
  isHalfWidthAlphanumericSymbol,
  isNumeric,
  isPureInteger,
} from "./text";

describe("isBlank", () => {
  it.each([
    ["", true],
    ["   ", true],
    ["\u3000\u3000", true], // ideographic spaces only
    [" \u3000\t\n", true],
    ["\u00a0", true],
    ["あ", false],
    [" a ", false],
    ["\u3000山田", false],
  ])("%j → %s", (value, expected) => expect(isBlank(value)).toBe(expected));

  it("treats null and undefined as blank", () => {
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
  });
});

describe("charLength counts code points", () => {
  it.each([
    ["", 0],
    ["abc", 3],
    ["山田太郎", 4],
    ["𠮷", 1], // surrogate pair, "𠮷".length === 2
    ["𠮷野家", 3],
    ["👍", 1],
    ["ｶﾞ", 2], // half-width kana with a separate voiced mark: two characters
  ])("%j → %i", (value, expected) => expect(charLength(value)).toBe(expected));
});

describe("isHalfWidthAlphanumericSymbol", () => {
  it.each([
    ["abcXYZ019", true],
    ["a-b_c.d@e!#$%&'()*+,/:;<=>?[\\]^`{|}~\"", true],
    ["abc def", false], // space
    ["ａｂｃ", false],
    ["あ", false],
    ["ｱ", false],
  ])("%j → %s", (value, expected) => expect(isHalfWidthAlphanumericSymbol(value)).toBe(expected));
});

describe("isNumeric", () => {
  it.each([
    ["0", true],
    ["123", true],
    ["-5", true],
    ["3.14", true],
    ["-0.5", true],
    ["+5", false],
    [".5", false],
    ["5.", false],
    ["1e3", false],
    ["1,000", false],
    ["１２３", false], // full-width digits
    ["abc", false],
    [" 1", false],
  ])("%j → %s", (value, expected) => expect(isNumeric(value)).toBe(expected));
});

describe("isPureInteger (half-width digits only)", () => {
  it.each([
    ["0", true],
    ["0123", true],
    ["12345", true],
    ["１２３", false],
    ["12３", false],
    ["-1", false],
    ["1.0", false],
    ["1 2", false],
  ])("%j → %s", (value, expected) => expect(isPureInteger(value)).toBe(expected));
});

describe("isDigitsHyphen", () => {
  it.each([
    ["123", true],
    ["03-1234-5678", true],
    ["1-2-3", true],
    ["-123", false],
    ["123-", false],
    ["12--3", false],
    ["１２-３", false],
    ["12ー3", false], // katakana long vowel mark is not a hyphen
  ])("%j → %s", (value, expected) => expect(isDigitsHyphen(value)).toBe(expected));
});

describe("isFullWidth", () => {
  it.each([
    ["山田太郎", true],
    ["ヤマダ　タロウ", true], // ideographic space is full-width
    ["ＡＢＣ１２３", true],
    ["やまだ", true],
    ["×§", true],
    ["𠮷", true],
    ["山田 太郎", false], // half-width space
    ["山田A", false],
    ["ﾔﾏﾀﾞ", false], // half-width katakana
    ["ｰ", false],
    ["", false],
  ])("%j → %s", (value, expected) => expect(isFullWidth(value)).toBe(expected));
});

describe("isFullWidthKatakana", () => {
  it.each([
    ["ヤマダ", true],
    ["ヤマダ　タロウ", true], // ideographic space
    ["ルーシー", true], // long vowel mark
    ["ヴァイオリン", true],
    ["ヵヶ", true],
    ["ヤマダ タロウ", false], // half-width space
    ["やまだ", false], // hiragana
    ["ﾔﾏﾀﾞ", false],
    ["山田", false],
    ["ヤマダ・タロウ", false], // middle dot
    ["ヤマダ-", false],
    ["ヤマダ－", false], // full-width hyphen-minus is not ー
  ])("%j → %s", (value, expected) => expect(isFullWidthKatakana(value)).toBe(expected));
});
