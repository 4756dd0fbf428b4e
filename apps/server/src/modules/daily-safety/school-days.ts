import { formatDate, type SchoolDayKindCode } from "@gakumu/domain";
import holidayJp from "@holiday-jp/holiday_jp";

// Which days are school days, in Japan time whatever the server's zone. A school day is a weekday
// (Monday–Friday) that is not a Japanese public holiday (the maintained @holiday-jp/holiday_jp list,
// 振替休日 and 国民の休日 included), unless the school's own calendar says otherwise: a CLOSED date
// (休校日: 創立記念日, 入試, 臨時休校…) is never one, an OPEN date (授業日) always is, which is how a
// school with Saturday classes, or classes on a public holiday, adds them. Dates are yyyy-MM-dd text,
// computed with UTC arithmetic so no machine zone can shift them.

/** The school's exceptions by date (yyyy-MM-dd). */
export type SchoolCalendar = ReadonlyMap<string, { kind: SchoolDayKindCode; reason: string }>;

const HOLIDAYS = holidayJp.holidays as Readonly<Record<string, { name: string } | undefined>>;
const WEEKDAYS = ["日", "月", "火", "水", "木", "金", "土"] as const;

/** Today's date and the time of day (HH:mm) in Japan at `now`. */
export function tokyoClock(now: Date): { date: string; time: string } {
  return { date: formatDate(now, "yyyy-MM-dd"), time: formatDate(now, "HH:mm") };
}

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** The date `days` later (negative: earlier). */
export function addDays(date: string, days: number): string {
  const d = utcDay(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday of a calendar date. */
export const weekdayOf = (date: string) => utcDay(date).getUTCDay();

/** The public holiday's name, or null. */
export const holidayName = (date: string): string | null => HOLIDAYS[date]?.name ?? null;

export interface SchoolDayVerdict {
  schoolDay: boolean;
  /** Why, for staff: 土曜日, 祝日（文化の日）, 休校日：創立記念日, 授業日：土曜授業… ("" on a plain weekday). */
  note: string;
}

export function judgeSchoolDay(date: string, calendar: SchoolCalendar): SchoolDayVerdict {
  const own = calendar.get(date);
  if (own?.kind === "CLOSED") return { schoolDay: false, note: `休校日：${own.reason}` };
  if (own?.kind === "OPEN") return { schoolDay: true, note: `授業日：${own.reason}` };
  const holiday = holidayName(date);
  if (holiday) return { schoolDay: false, note: `祝日（${holiday}）` };
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return { schoolDay: false, note: `${WEEKDAYS[weekday]}曜日` };
  return { schoolDay: true, note: "" };
}

export const isSchoolDay = (date: string, calendar: SchoolCalendar) =>
  judgeSchoolDay(date, calendar).schoolDay;

/** The next school day from `from` on (inclusive), looking ahead at most `limit` days; null if none. */
export function nextSchoolDay(from: string, calendar: SchoolCalendar, limit = 366): string | null {
  for (let i = 0; i < limit; i++) {
    const date = addDays(from, i);
    if (isSchoolDay(date, calendar)) return date;
  }
  return null;
}

/** The last `count` school days up to `until` (inclusive), oldest first; looks back at most a year. */
export function lastSchoolDays(until: string, count: number, calendar: SchoolCalendar): string[] {
  const out: string[] = [];
  for (let i = 0; i < 366 && out.length < count; i++) {
    const date = addDays(until, -i);
    if (isSchoolDay(date, calendar)) out.push(date);
  }
  return out.reverse();
}
