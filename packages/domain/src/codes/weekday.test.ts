import { describe, expect, it } from "vitest";
import {
  DayOfWeek,
  dayOfWeekToIso,
  IsoDayOfWeek,
  isoToDayOfWeek,
  shortDayLabel,
  shortIsoDayLabel,
} from "./weekday";

describe("weekday codings", () => {
  it("pins the Sunday-first coding with full and short labels", () => {
    expect(DayOfWeek.entries.map((e) => [e.key, e.code, e.label, e.short])).toEqual([
      ["SUNDAY", 0, "日曜日", "日"],
      ["MONDAY", 1, "月曜日", "月"],
      ["TUESDAY", 2, "火曜日", "火"],
      ["WEDNESDAY", 3, "水曜日", "水"],
      ["THURSDAY", 4, "木曜日", "木"],
      ["FRIDAY", 5, "金曜日", "金"],
      ["SATURDAY", 6, "土曜日", "土"],
    ]);
  });

  it("pins the Monday-first coding", () => {
    expect(IsoDayOfWeek.entries.map((e) => [e.key, e.code, e.label, e.short])).toEqual([
      ["MONDAY", 1, "月曜日", "月"],
      ["TUESDAY", 2, "火曜日", "火"],
      ["WEDNESDAY", 3, "水曜日", "水"],
      ["THURSDAY", 4, "木曜日", "木"],
      ["FRIDAY", 5, "金曜日", "金"],
      ["SATURDAY", 6, "土曜日", "土"],
      ["SUNDAY", 7, "日曜日", "日"],
    ]);
  });

  it.each([
    [0, 7],
    [1, 1],
    [3, 3],
    [6, 6],
  ] as const)("converts %i ⇄ ISO %i", (day, iso) => {
    expect(dayOfWeekToIso(day)).toBe(iso);
    expect(isoToDayOfWeek(iso)).toBe(day);
  });

  it("round-trips every day", () => {
    for (const day of DayOfWeek.codes) expect(isoToDayOfWeek(dayOfWeekToIso(day))).toBe(day);
  });

  it("gives short labels and '' for unknown days", () => {
    expect(shortDayLabel(0)).toBe("日");
    expect(shortIsoDayLabel(7)).toBe("日");
    expect(shortDayLabel(7)).toBe("");
    expect(DayOfWeek.label(DayOfWeek.SATURDAY)).toBe("土曜日");
  });
});
