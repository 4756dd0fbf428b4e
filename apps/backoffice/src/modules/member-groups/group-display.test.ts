import { describe, expect, it } from "vitest";
import {
  countPastedLines,
  formatUpdatedAt,
  isBuilding,
  progressPercent,
  workStatusText,
} from "./group-display";
import { nodeLabels } from "./RuleEditor";

describe("group display", () => {
  it("labels the build's state, with its progress while it runs", () => {
    expect(workStatusText({ workStatus: "MAKING", progressDone: 1500, progressTotal: 12000 })).toBe(
      "作成中（1,500 / 12,000）",
    );
    expect(workStatusText({ workStatus: "MAKING", progressDone: 0, progressTotal: 0 })).toBe("作成中");
    expect(workStatusText({ workStatus: "FIX_PROCESSING", progressDone: 3, progressTotal: 3 })).toBe(
      "確定処理中（3 / 3）",
    );
    expect(workStatusText({ workStatus: "SUCCESS", progressDone: 3, progressTotal: 3 })).toBe("成功");
    expect(workStatusText({ workStatus: "FLAT", progressDone: 0, progressTotal: 0 })).toBe("未作成");
    expect(isBuilding({ workStatus: "FAILED" })).toBe(false);
    expect(progressPercent({ workStatus: "MAKING", progressDone: 1, progressTotal: 3 })).toBe(33);
    expect(progressPercent({ workStatus: "MAKING", progressDone: 5, progressTotal: 0 })).toBe(0);
  });

  it("shows times in Japan as yyyy/MM/dd HH:mm and counts pasted ids", () => {
    expect(formatUpdatedAt("2026-12-31T15:05:00.000Z")).toBe("2027/01/01 00:05");
    expect(countPastedLines("A\r\n\r\n　\nB\n")).toBe(2);
  });

  it("names nodes by their path from the top", () => {
    expect(
      nodeLabels([
        { divisionCd: "A", name: "普通科", depth: 1 },
        { divisionCd: "A1", name: "1年", depth: 2 },
        { divisionCd: "A1a", name: "A組", depth: 3 },
        { divisionCd: "A2", name: "2年", depth: 2 },
        { divisionCd: "B", name: "理数科", depth: 1 },
      ]).map((n) => n.label),
    ).toEqual(["普通科", "普通科 › 1年", "普通科 › 1年 › A組", "普通科 › 2年", "理数科"]);
  });
});
