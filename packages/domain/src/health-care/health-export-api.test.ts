import { describe, expect, it } from "vitest";
import {
  HealthObservationExportBody,
  healthExportMessages,
  healthExportRangeError,
} from "./health-export-api";

describe("healthExportRangeError", () => {
  it.each([
    ["2026-04-10", "2026-04-10", null],
    ["2026-04-01", "2026-05-01", null],
    ["2026-02-01", "2026-03-03", null],
    ["2026-04-01", "2026-05-02", healthExportMessages.tooLong],
    ["2025-12-15", "2026-01-15", healthExportMessages.tooLong],
    ["2026-04-02", "2026-04-01", healthExportMessages.range],
  ])("%s – %s", (from, to, expected) => {
    expect(healthExportRangeError(from, to)).toBe(expected);
  });
});

describe("HealthObservationExportBody", () => {
  it("defaults to every class and Shift_JIS", () => {
    expect(
      HealthObservationExportBody.parse({ from: "2026-04-01", to: "2026-04-30", format: "Csv" }),
    ).toEqual({ from: "2026-04-01", to: "2026-04-30", classCd: "", format: "Csv", csvEncoding: "shift_jis" });
  });

  it.each([
    [{ from: "2026-02-30" }, "開始日はyyyy-MM-dd形式の正しい日付で入力してください"],
    [{ to: "2026-05-02" }, "期間は31日以内で指定してください。"],
    [{ classCd: 7 }, "クラスの指定が正しくありません"],
  ])("refuses %j in Japanese", (patch, message) => {
    const result = HealthObservationExportBody.safeParse({
      from: "2026-04-01",
      to: "2026-04-30",
      format: "Excel",
      ...patch,
    });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
