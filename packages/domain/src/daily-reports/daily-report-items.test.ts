import { describe, expect, it } from "vitest";
import { checkReportAnswers, formatReportAnswer, ReportItem, ReportItems } from "./daily-report-items";

const items = ReportItems.parse([
  { key: "hours", label: "学習時間", kind: "NUMBER", unit: "時間", required: true },
  { key: "look", label: "今日の振り返り", kind: "LONG_TEXT", required: true },
  { key: "subject", label: "科目", kind: "SHORT_TEXT" },
  { key: "mood", label: "調子", kind: "CHOICE", choices: ["良い", "普通", "悪い"] },
  { key: "end", label: "終了時刻", kind: "TIME" },
]);

const ok = { hours: 2.5, look: "数学を復習した", subject: "", mood: null, end: "18:30" };

describe("日報の項目", () => {
  it("refuses a choice item with fewer than two choices, duplicate keys and choices", () => {
    expect(ReportItem.safeParse({ key: "a", label: "調子", kind: "CHOICE", choices: ["良い"] }).success).toBe(
      false,
    );
    expect(
      ReportItem.safeParse({ key: "a", label: "調子", kind: "CHOICE", choices: ["良い", "良い"] }).success,
    ).toBe(false);
    const twice = ReportItems.safeParse([
      { key: "a", label: "一", kind: "SHORT_TEXT" },
      { key: "a", label: "二", kind: "SHORT_TEXT" },
    ]);
    expect(twice.success).toBe(false);
    expect(ReportItems.safeParse([]).error?.issues[0]?.message).toBe("項目を1つ以上追加してください");
  });

  it("stores trimmed text, numbers as numbers and empty answers as null", () => {
    const result = checkReportAnswers(items, { ...ok, subject: "  英語 ", hours: "３" as unknown as number });
    expect(result).toEqual({
      ok: true,
      answers: { hours: 3, look: "数学を復習した", subject: "英語", mood: null, end: "18:30" },
    });
  });

  it.each([
    [{ hours: null }, "「学習時間」を入力してください"],
    [{ look: "   " }, "「今日の振り返り」を入力してください"],
    [{ hours: "たくさん" }, "「学習時間」は数値で入力してください"],
    [{ hours: 1e300 }, "「学習時間」は1,000,000未満の数値で入力してください"],
    [{ hours: 1.234 }, "「学習時間」は小数第2位までで入力してください"],
    [{ subject: "一行目\n二行目" }, "「科目」は1行で入力してください"],
    [{ subject: "あ".repeat(101) }, "「科目」は100文字以内で入力してください"],
    [{ look: "あ".repeat(2001) }, "「今日の振り返り」は2000文字以内で入力してください"],
    [{ mood: "最高" }, "「調子」は選択肢から選んでください"],
    [{ end: "24:00" }, "「終了時刻」は00:00〜23:59の時刻（例 18:30）で入力してください"],
    [{ end: 1830 }, "「終了時刻」は文字で入力してください"],
    [{ other: "x" }, "この日報にない項目が含まれています"],
  ])("refuses %j", (patch, message) => {
    const result = checkReportAnswers(items, { ...ok, ...patch } as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.message)).toContain(message);
  });

  it("shows a number with its unit and an empty answer as 未入力", () => {
    expect(formatReportAnswer(items[0]!, 2.5)).toBe("2.5 時間");
    expect(formatReportAnswer(items[2]!, null)).toBe("（未入力）");
  });
});
