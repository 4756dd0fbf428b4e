import { TZDate, tz } from "@date-fns/tz";
import { format as formatWithDateFns, isValid, parse } from "date-fns";
import { DayOfWeek, type DayOfWeekCode } from "./codes/weekday";

// Dates are shown and entered in Japan time whatever the machine's zone (servers run in UTC).
export const TIME_ZONE = "Asia/Tokyo";

/** The display formats of spec §9 (date-fns tokens). */
export const DateFormats = {
  DATE: "yyyy-MM-dd",
  DATE_SLASH: "yyyy/MM/dd",
  MONTH_DAY: "MM-dd",
  MONTH_DAY_SLASH: "MM/dd",
  TIME: "HH:mm",
} as const;

export type DateFormat = (typeof DateFormats)[keyof typeof DateFormats];
export type DateInput = Date | string | number;

const inTokyo = tz(TIME_ZONE);

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Formats an instant in Japan time; "" for an invalid date so a bad row never breaks a table. */
export function formatDate(value: DateInput | null | undefined, format: DateFormat | string): string {
  if (value == null) return "";
  const date = toDate(value);
  if (!isValid(date)) return "";
  return formatWithDateFns(date, format, { in: inTokyo });
}

/**
 * Parses text written in Japan time; null unless the text is exactly in the format (so "2025-1-5"
 * or "2025-02-30" are rejected). Formats without a year or date take them from `reference`.
 * Returns a plain Date (the instant); show it again with formatDate.
 */
export function parseDate(
  text: string,
  format: DateFormat | string,
  reference: Date = new Date(),
): Date | null {
  const parsed = parse(text, format, new TZDate(reference, TIME_ZONE), { in: inTokyo });
  if (!isValid(parsed)) return null;
  return formatWithDateFns(parsed, format, { in: inTokyo }) === text ? new Date(parsed.getTime()) : null;
}

/** The weekday (0 = Sunday) of an instant in Japan time; null for an invalid date. */
export function tokyoDayOfWeek(value: DateInput): DayOfWeekCode | null {
  const day = new TZDate(toDate(value), TIME_ZONE).getDay();
  return DayOfWeek.isValid(day) ? day : null;
}
