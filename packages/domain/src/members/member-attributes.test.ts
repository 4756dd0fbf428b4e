import { describe, expect, it } from "vitest";
import {
  type MemberAttributeInput,
  type MemberAttributeTypeCode,
  memberAttributeText,
  parseMemberAttributeValue,
} from "./member-attributes";

const def = (attributeType: MemberAttributeTypeCode, isRequired = false) => ({
  attributeType,
  isRequired,
  options: attributeType === "SELECT" || attributeType === "MULTIPLE" ? ["赤", "青", "黄"] : [],
});

describe("parseMemberAttributeValue", () => {
  it.each<[MemberAttributeTypeCode, MemberAttributeInput, unknown]>([
    ["TEXT_HARF", "ABC-123", "ABC-123"],
    ["TEXT_HARF", "ＡＢＣ　１", "ABC 1"],
    ["TEXT_FULL", "サッカー部", "サッカー部"],
    ["TEXT_FULL", "ｻｯｶｰ", "サッカー"],
    ["NUMBER", "12.5", 12.5],
    ["NUMBER", "－３", -3],
    ["NUMBER", "1,200", 1200],
    ["DATE", "2026/4/1", "2026-04-01"],
    ["SELECT", "青", "青"],
    ["MULTIPLE", ["黄", "赤"], ["赤", "黄"]],
    ["MULTIPLE", "青、赤", ["赤", "青"]],
    ["TEXT_HARF", "", null],
    ["MULTIPLE", [], null],
  ])("%s %j → %j", (type, input, value) => {
    expect(parseMemberAttributeValue(def(type), input)).toEqual({ ok: true, value });
  });

  it.each<[MemberAttributeTypeCode, MemberAttributeInput, string]>([
    ["TEXT_HARF", "サッカー", "半角英数字記号で入力してください"],
    ["TEXT_FULL", "abc", "全角文字で入力してください"],
    ["NUMBER", "十", "数値で入力してください"],
    ["DATE", "2026/2/30", "日付"],
    ["SELECT", "緑", "選択肢の中から選択してください"],
    ["MULTIPLE", ["赤", "緑"], "選択肢の中から選択してください"],
    ["SELECT", ["赤"], "入力形式が正しくありません"],
    ["TEXT_FULL", "あ".repeat(201), "200文字以内で入力してください"],
  ])("%s %j is refused", (type, input, message) => {
    const parsed = parseMemberAttributeValue(def(type), input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });

  it("asks for a value or a choice when the attribute is required", () => {
    expect(parseMemberAttributeValue(def("TEXT_FULL", true), " ")).toEqual({
      ok: false,
      message: "入力してください",
    });
    expect(parseMemberAttributeValue(def("MULTIPLE", true), [])).toEqual({
      ok: false,
      message: "選択してください",
    });
  });

  it("shows a stored value as one line", () => {
    expect(memberAttributeText(["赤", "青"])).toBe("赤、青");
    expect(memberAttributeText(3)).toBe("3");
    expect(memberAttributeText(null)).toBe("");
  });
});
