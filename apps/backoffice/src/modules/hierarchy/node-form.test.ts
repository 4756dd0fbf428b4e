import { describe, expect, it } from "vitest";
import { validateNodeForm } from "./node-form";

describe("validateNodeForm", () => {
  it.each([
    ["D1", "普通科", {}],
    [
      "0",
      "普通科",
      { divisionCd: "「0」だけの所属コードは最上位を表すために予約されているため使用できません" },
    ],
    ["A-1", "", { divisionCd: "所属コードは半角英数字で入力してください", name: "所属名を入力してください" }],
  ])("%j %j → %j", (divisionCd, name, errors) => {
    expect(validateNodeForm({ divisionCd, name })).toEqual(errors);
  });

  it("checks only the name when renaming", () => {
    expect(validateNodeForm({ divisionCd: null, name: "新しい名前" })).toEqual({});
  });
});
