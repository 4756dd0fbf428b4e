import { describe, expect, it } from "vitest";
import { hasErrors, validatePasswords } from "./password-rules";

const RULE = "8文字以上で、英大文字・英小文字・数字・記号のうち3種類以上を使用してください";

describe("validatePasswords", () => {
  it.each([
    ["all fine", { current: "old", next: "Passw0rd", confirm: "Passw0rd" }, {}],
    ["reset form without current", { next: "Passw0rd", confirm: "Passw0rd" }, {}],
    [
      "all empty",
      { current: "", next: "", confirm: "" },
      { current: "入力してください", next: "入力してください", confirm: "入力してください" },
    ],
    [
      "whitespace is empty",
      { current: "  ", next: "Passw0rd", confirm: "Passw0rd" },
      { current: "入力してください" },
    ],
    ["too short", { next: "Pa0!", confirm: "Pa0!" }, { next: RULE }],
    ["two kinds only", { next: "password12", confirm: "password12" }, { next: RULE }],
    ["three kinds", { next: "password1!", confirm: "password1!" }, {}],
    ["full-width is not allowed", { next: "Ｐassw0rd1", confirm: "Ｐassw0rd1" }, { next: RULE }],
    ["mismatch", { next: "Passw0rd", confirm: "Passw0rD" }, { confirm: "パスワードが一致しません" }],
    // The re-entry is compared only once the new password itself is acceptable.
    ["mismatch after a rule error", { next: "short", confirm: "other" }, { next: RULE }],
  ])("%s", (_name, values, expected) => {
    expect(validatePasswords(values)).toEqual(expected);
    expect(hasErrors(validatePasswords(values))).toBe(Object.keys(expected).length > 0);
  });
});
