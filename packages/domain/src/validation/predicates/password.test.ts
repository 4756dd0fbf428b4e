import { describe, expect, it } from "vitest";
import { isTotpCode, isValidPassword, passwordClassCount } from "./password";

// Every combination of the four kinds, each written with 8+ characters.
const combinations: [string, string, number][] = [
  ["upper", "ABCDEFGH", 1],
  ["lower", "abcdefgh", 1],
  ["digit", "12345678", 1],
  ["symbol", "!@#$%^&*", 1],
  ["upper+lower", "ABCDefgh", 2],
  ["upper+digit", "ABCD1234", 2],
  ["upper+symbol", "ABCD!@#$", 2],
  ["lower+digit", "abcd1234", 2],
  ["lower+symbol", "abcd!@#$", 2],
  ["digit+symbol", "1234!@#$", 2],
  ["upper+lower+digit", "ABcd1234", 3],
  ["upper+lower+symbol", "ABcd!@#$", 3],
  ["upper+digit+symbol", "AB12!@#$", 3],
  ["lower+digit+symbol", "ab12!@#$", 3],
  ["all four", "Ab1!Ab1!", 4],
];

describe("password: 8+ characters, 3 of 4 kinds", () => {
  it.each(combinations)("%s (%j) uses %i kinds", (_name, value, kinds) => {
    expect(passwordClassCount(value)).toBe(kinds);
    expect(isValidPassword(value)).toBe(kinds >= 3);
  });

  it.each([
    ["Abc123!", false], // 7 characters
    ["Abcd123!", true], // exactly 8
    ["Abcdefg1", true],
    ["Abc 1234", false], // space is not allowed
    ["Ａbcd1234", false], // full-width letter
    ["パスワードAb12", false],
    ["", false],
  ])("%j → %s", (value, expected) => expect(isValidPassword(value)).toBe(expected));

  it("counts every ASCII symbol as a symbol", () => {
    for (const symbol of "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~") {
      expect(passwordClassCount(symbol)).toBe(1);
    }
  });
});

describe("isTotpCode: exactly 6 half-width digits", () => {
  it.each([
    ["123456", true],
    ["000000", true],
    ["12345", false],
    ["1234567", false],
    ["１２３４５６", false],
    ["12345a", false],
    ["123 456", false],
    ["", false],
  ])("%j → %s", (value, expected) => expect(isTotpCode(value)).toBe(expected));
});
