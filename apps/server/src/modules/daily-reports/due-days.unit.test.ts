import { describe, expect, it } from "vitest";
import { judgeDueDay, openDueDays, submitWindow, tokyoToday } from "./due-days";

const weekdays = { weekdays: [1, 2, 3, 4, 5], skipHolidays: true };

describe("日報の提出日", () => {
  it.each([
    ["2026-11-02", true, ""], // 月曜日
    ["2026-11-03", false, "祝日（文化の日）"],
    ["2026-11-07", false, "土曜日"],
    ["2026-11-08", false, "日曜日"],
    ["2026-11-23", false, "祝日（勤労感謝の日）"],
    ["2026-05-06", false, "祝日（こどもの日 振替休日）"], // 振替休日: 2026-05-03 was a Sunday
  ])("%s due=%s", (date, due, note) => {
    const verdict = judgeDueDay(date, weekdays);
    expect(verdict.due).toBe(due);
    expect(verdict.note).toContain(note);
  });

  it("counts holidays when the template says so, and only the chosen weekdays", () => {
    expect(judgeDueDay("2026-11-03", { weekdays: [2], skipHolidays: false }).due).toBe(true);
    expect(judgeDueDay("2026-11-02", { weekdays: [2], skipHolidays: false })).toEqual({
      due: false,
      note: "月曜日",
    });
    expect(judgeDueDay("2026-11-07", { weekdays: [6], skipHolidays: true }).due).toBe(true);
  });

  it("takes today in Japan, not in the server's zone", () => {
    // 15:30 UTC on the 26th is 00:30 on the 27th in Tokyo.
    expect(tokyoToday(new Date("2026-11-26T15:30:00Z"))).toBe("2026-11-27");
    expect(tokyoToday(new Date("2026-11-26T14:59:00Z"))).toBe("2026-11-26");
  });

  it("lists the open due days newest first, a week back", () => {
    expect(openDueDays("2026-11-27", weekdays)).toEqual([
      "2026-11-27",
      "2026-11-26",
      "2026-11-25",
      "2026-11-24",
      "2026-11-20",
    ]);
  });

  it.each([
    ["2026-11-28", "未来の日付の日報は提出できません。"],
    ["2026-11-29", "未来の日付の日報は提出できません。"],
    ["2026-11-23", "2026/11/23（祝日（勤労感謝の日））は日報の提出日ではありません。"],
    ["2026-11-19", "提出期限を過ぎています。日報は7日後まで提出・修正できます。"],
  ])("refuses %s", (date, message) => {
    expect(submitWindow(date, "2026-11-27", weekdays)).toEqual({ open: false, message });
  });

  it("takes today and a day within the week", () => {
    expect(submitWindow("2026-11-27", "2026-11-27", weekdays)).toEqual({ open: true });
    expect(submitWindow("2026-11-20", "2026-11-27", weekdays)).toEqual({ open: true });
  });
});
