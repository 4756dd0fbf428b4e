import { defineCodes } from "./define-codes";

// Two weekday codings exist (spec §3.3): JavaScript's Date.getDay() order (0 = Sunday … 6 = Saturday)
// and ISO order (1 = Monday … 7 = Sunday). Each entry carries the one-character abbreviation as
// `short` (read it with `DayOfWeek.entry(code)?.short` or `shortDayLabel`).

export const DayOfWeek = defineCodes({
  SUNDAY: { code: 0, label: "日曜日", short: "日" },
  MONDAY: { code: 1, label: "月曜日", short: "月" },
  TUESDAY: { code: 2, label: "火曜日", short: "火" },
  WEDNESDAY: { code: 3, label: "水曜日", short: "水" },
  THURSDAY: { code: 4, label: "木曜日", short: "木" },
  FRIDAY: { code: 5, label: "金曜日", short: "金" },
  SATURDAY: { code: 6, label: "土曜日", short: "土" },
});

export const IsoDayOfWeek = defineCodes({
  MONDAY: { code: 1, label: "月曜日", short: "月" },
  TUESDAY: { code: 2, label: "火曜日", short: "火" },
  WEDNESDAY: { code: 3, label: "水曜日", short: "水" },
  THURSDAY: { code: 4, label: "木曜日", short: "木" },
  FRIDAY: { code: 5, label: "金曜日", short: "金" },
  SATURDAY: { code: 6, label: "土曜日", short: "土" },
  SUNDAY: { code: 7, label: "日曜日", short: "日" },
});

export type DayOfWeekCode = (typeof DayOfWeek.codes)[number];
export type IsoDayOfWeekCode = (typeof IsoDayOfWeek.codes)[number];

export function dayOfWeekToIso(day: DayOfWeekCode): IsoDayOfWeekCode {
  return day === 0 ? 7 : day;
}

export function isoToDayOfWeek(day: IsoDayOfWeekCode): DayOfWeekCode {
  return day === 7 ? 0 : day;
}

/** One-character abbreviation (日, 月 …) of a Sunday-first code; "" when unknown. */
export function shortDayLabel(day: number): string {
  return DayOfWeek.entry(day)?.short ?? "";
}

/** One-character abbreviation of a Monday-first (ISO) code; "" when unknown. */
export function shortIsoDayLabel(day: number): string {
  return IsoDayOfWeek.entry(day)?.short ?? "";
}
