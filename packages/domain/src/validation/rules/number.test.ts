import { describe, expect, it } from "vitest";
import { maxValue, minValue, numberMatch, timeRange, valueRange } from "./number";

describe("value rules (zero counts as present)", () => {
  it.each([
    [minValue(1), 0, "1以上の値を入力してください"],
    [minValue(1), "0", "1以上の値を入力してください"],
    [minValue(1), 1, null],
    [minValue(0), 0, null],
    [minValue(-5), "-5", null],
    [maxValue(10), 11, "10以下の値を入力してください"],
    [maxValue(0), "0", null],
    [maxValue(-1), 0, "-1以下の値を入力してください"],
    [valueRange(1, 10), 0, "1から10の範囲で入力してください"],
    [valueRange(1, 10), "10", null],
    [valueRange(1, 10), "10.5", "1から10の範囲で入力してください"],
    [valueRange(0, 10), 0, null],
    [minValue(1), "abc", "数値で入力してください"],
    [minValue(1), "１２", "数値で入力してください"],
  ])("%#: %j → %s", (rule, value, expected) => expect(rule(value)).toBe(expected));

  it.each([
    ["", null],
    [null, null],
    [undefined, null],
  ])("skips an absent value %j", (value, expected) => {
    expect(minValue(1)(value)).toBe(expected);
    expect(valueRange(1, 2)(value)).toBe(expected);
  });
});

describe("numberMatch", () => {
  const money = numberMatch({ integer: 5, decimal: 2 });
  const signed = numberMatch({ integer: 3, decimal: 1, allowNegative: true });
  const count = numberMatch({ integer: 3 });
  it.each([
    [money, "12345.67", null],
    [money, "123456", "整数部5桁以内、小数部2桁以内の数値で入力してください"],
    [money, "1.234", "整数部5桁以内、小数部2桁以内の数値で入力してください"],
    [money, "-1", "マイナスの値は入力できません"],
    [money, 0, null],
    [signed, "-123.4", null],
    [signed, "-1234", "整数部3桁以内、小数部1桁以内の数値で入力してください"],
    [signed, "-12.34", "整数部3桁以内、小数部1桁以内の数値で入力してください"],
    [count, "999", null],
    [count, "1.5", "3桁以内の整数で入力してください"],
    [count, "-1", "マイナスの値は入力できません"],
    [count, "１", "3桁以内の整数で入力してください"],
    [count, "", null],
  ])("%#: %j → %s", (rule, value, expected) => expect(rule(value)).toBe(expected));
});

describe("timeRange (bounds in seconds)", () => {
  const lunch = timeRange(11 * 3600 + 30 * 60, 13 * 3600);
  it.each([
    ["11:30:00", null],
    ["13:00:00", null],
    ["12:15", null],
    ["11:29:59", "11:30:00から13:00:00までの時刻を入力してください"],
    ["13:00:01", "11:30:00から13:00:00までの時刻を入力してください"],
    ["25:00:00", "時刻を「時:分:秒」の形式で入力してください"],
    ["noon", "時刻を「時:分:秒」の形式で入力してください"],
    ["", null],
  ])("%j → %s", (value, expected) => expect(lunch(value)).toBe(expected));
});
