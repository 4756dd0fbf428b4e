import { describe, expect, it } from "vitest";
import { matchesSearch, normalizeForSearch, toFullWidthKatakana, toHalfWidthAscii } from "./normalize";

describe("normalizeForSearch", () => {
  it.each([
    ["ｶﾞｸﾑ", "ガクム"],
    ["ＡＢＣ１２３", "abc123"],
    ["ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ", "パピプペポ"],
    ["ﾊﾞﾋﾞﾌﾞﾍﾞﾎﾞ", "バビブベボ"],
    ["ｶﾞｷﾞｸﾞｹﾞｺﾞｻﾞｼﾞｽﾞｾﾞｿﾞﾀﾞﾁﾞﾂﾞﾃﾞﾄﾞ", "ガギグゲゴザジズゼゾダヂヅデド"],
    ["ｳﾞｧｲｵﾘﾝ", "ヴァイオリン"],
    ["ﾜﾞｦﾞ", "ヷヺ"],
    ["ｱﾞ", "ア゛"], // a vowel takes no voiced mark: kept as a separate full-width mark
    ["ﾟ", "゜"],
    ["ｷｬﾝﾊﾟｽ･ｶﾞｲﾄﾞ", "キャンパス・ガイド"],
    ["｢ｶﾞｸﾑ｣｡､ｰ", "「ガクム」。、ー"],
    ["山田\u3000太郎", "山田 太郎"],
    ["Ｇａｋｕｍｕ　Ｓｃｈｏｏｌ", "gakumu school"],
    [
      "！＂＃＄％＆＇（）＊＋，－．／：；＜＝＞？＠［＼］＾＿｀｛｜｝～",
      "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
    ],
    ["がくむ", "がくむ"], // hiragana untouched
    ["ガクム", "ガクム"],
    ["①", "①"], // not rewritten the NFKC way
    ["ABC", "abc"],
  ])("%j → %j", (input, expected) => expect(normalizeForSearch(input)).toBe(expected));

  it("keeps half-width and full-width steps separate", () => {
    expect(toHalfWidthAscii("ＡＢＣ")).toBe("ABC");
    expect(toFullWidthKatakana("ABCｱ")).toBe("ABCア");
  });
});

describe("matchesSearch", () => {
  it.each([
    ["学務 ガクム", "ｶﾞｸﾑ", true],
    ["ABC株式会社", "ａｂｃ", true],
    ["abc123", "ＡＢＣ１２３", true],
    ["ヤマダ　タロウ", "ﾀﾛｳ", true],
    ["山田 太郎", "山田\u3000太郎", true],
    ["ガクム", "ｸﾞ", false],
    ["がくむ", "ガクム", false], // hiragana and katakana are not folded
    ["anything", "", true],
    ["anything", "  ", true],
    [null, "a", false],
    [undefined, "", true],
  ])("%j contains %j → %s", (haystack, needle, expected) =>
    expect(matchesSearch(haystack, needle)).toBe(expected),
  );
});
