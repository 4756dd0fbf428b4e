import { describe, expect, it } from "vitest";
import { rows } from "./code-table.testing";
import { GpaWeighting, RateRatingResult, Rounding } from "./grade";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("grade codes", () => {
  it("GpaWeighting", () => {
    expect(rows(GpaWeighting)).toEqual([
      ["UNIT", "UNIT", "単位数"],
      ["SUBJECT", "SUBJECT", "科目"],
      ["CLASS", "CLASS", "授業"],
    ]);
  });

  it("RateRatingResult", () => {
    expect(rows(RateRatingResult)).toEqual([
      ["PASS", 1, "合格"],
      ["FAILURE", 2, "不合格"],
      ["CERTIFICATION", 3, "認定"],
      ["NOT_CERTIFIED", 4, "未認定"],
      ["ABSENCE", 5, "欠席"],
    ]);
  });

  it("Rounding", () => {
    expect(rows(Rounding)).toEqual([
      ["HALF_UP", "HALF_UP", "四捨五入"],
      ["CEIL", "CEIL", "切り上げ"],
      ["FLOOR", "FLOOR", "切り捨て"],
    ]);
  });
});
