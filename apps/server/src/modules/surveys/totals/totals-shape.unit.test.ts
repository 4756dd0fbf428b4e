import { describe, expect, it } from "vitest";
import { describeFilter } from "./survey-export";
import { endOfJapanDay, startOfJapanDay } from "./totals-filter";
import { bucketsOf, byNumber, crossGrid, dateBuckets, gradeLabel, percentOf, rateRows } from "./totals-shape";

describe("survey totals shaping", () => {
  it("rounds shares to one decimal and answers 0 for an empty base", () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(0, 0)).toBe(0);
  });

  it("keeps the question's choice order, shows unchosen choices as 0 and renamed ones after them", () => {
    const counts = new Map([
      ["給食", 3],
      ["旧：弁当", 1],
      ["旧：なし", 2],
    ]);
    const buckets = bucketsOf({ answerType: "SELECT_SINGLE", choices: ["弁当", "給食"] }, counts, 6);
    expect(buckets.map((b) => [b.value, b.count, b.percent])).toEqual([
      ["弁当", 0, 0],
      ["給食", 3, 50],
      ["旧：なし", 2, 33.3],
      ["旧：弁当", 1, 16.7],
    ]);
  });

  it("labels YES_NO, ARI_NASHI and CHECKBOX with their fixed choices", () => {
    expect(bucketsOf({ answerType: "ARI_NASHI", choices: [] }, new Map(), 0).map((b) => b.label)).toEqual([
      "あり",
      "なし",
    ]);
    expect(
      bucketsOf({ answerType: "CHECKBOX", choices: [] }, new Map([["true", 1]]), 1).map((b) => [
        b.label,
        b.count,
      ]),
    ).toEqual([
      ["チェックあり", 1],
      ["チェックなし", 0],
    ]);
  });

  it("orders dates and reports the first and last as yyyy/MM/dd", () => {
    const out = dateBuckets(
      new Map([
        ["2026-12-06", 1],
        ["2026-12-05", 3],
      ]),
      4,
    );
    expect(out.buckets.map((b) => b.label)).toEqual(["2026/12/05", "2026/12/06"]);
    expect([out.earliest, out.latest]).toEqual(["2026/12/05", "2026/12/06"]);
    expect(dateBuckets(new Map(), 0)).toEqual({ buckets: [], earliest: null, latest: null });
  });

  it("sorts rates by grade and puts recipients without one last", () => {
    const rows = rateRows(
      [
        { value: "10", recipients: 2, answered: 1 },
        { value: null, recipients: 1, answered: 0 },
        { value: "2", recipients: 4, answered: 4 },
      ],
      gradeLabel,
      byNumber,
    );
    expect(rows.map((r) => [r.label, r.rate])).toEqual([
      ["2年", 100],
      ["10年", 50],
      ["（未設定）", 0],
    ]);
  });

  it("lays the cross grid out with a column for respondents without a value", () => {
    const grid = crossGrid(
      [
        { value: "はい", label: "はい" },
        { value: "いいえ", label: "いいえ" },
      ],
      [
        { value: "はい", by: "B", count: 2 },
        { value: "はい", by: "A", count: 1 },
        { value: "いいえ", by: null, count: 4 },
      ],
      new Map<string | null, number>([
        ["A", 1],
        ["B", 2],
        [null, 4],
      ]),
      { labelOf: (v) => `${v}組`, order: (a, b) => a.localeCompare(b), noneLabel: "（未回答）" },
    );
    expect(grid.columns.map((c) => c.label)).toEqual(["A組", "B組", "（未回答）"]);
    expect(grid.counts).toEqual([
      [1, 2, 0],
      [0, 0, 4],
    ]);
    expect(grid.columnRespondents).toEqual([1, 2, 4]);
    expect(grid.rowTotals).toEqual([3, 4]);
  });

  it("reads a calendar day in Japan time and words the filter for the files", () => {
    expect(startOfJapanDay("2026-11-05").toISOString()).toBe("2026-11-04T15:00:00.000Z");
    expect(endOfJapanDay("2026-11-05").toISOString()).toBe("2026-11-05T15:00:00.000Z");
    expect(describeFilter({}, {})).toBe("なし");
    expect(
      describeFilter({ from: "2026-11-01", grade: 2, fq: "q", fv: ["弁当", "給食"] }, { question: "昼食" }),
    ).toBe("回答日 2026/11/01〜、学年 2年、「昼食」が 弁当・給食");
  });
});
