import { DAILY_REPORT_LATE_DAYS } from "@gakumu/domain";
import { addDays, holidayName, tokyoClock, weekdayOf } from "../daily-safety/school-days";

// Which days a report is due, in Japan time whatever the server's zone: the template's weekdays,
// less Japanese public holidays (the maintained @holiday-jp list, 振替休日 included) unless the
// template says holidays count. A member hands in a due day's report from that day on, up to
// DAILY_REPORT_LATE_DAYS days late; never ahead of time.

export interface DueRule {
  weekdays: readonly number[];
  skipHolidays: boolean;
}

const WEEKDAYS = ["日", "月", "火", "水", "木", "金", "土"] as const;

export interface DueVerdict {
  due: boolean;
  /** Why not, for people: 土曜日, 祝日（文化の日）; "" on a due day. */
  note: string;
}

export function judgeDueDay(date: string, rule: DueRule): DueVerdict {
  const weekday = weekdayOf(date);
  if (!rule.weekdays.includes(weekday)) return { due: false, note: `${WEEKDAYS[weekday]}曜日` };
  const holiday = rule.skipHolidays ? holidayName(date) : null;
  if (holiday) return { due: false, note: `祝日（${holiday}）` };
  return { due: true, note: "" };
}

/** Today's date in Japan. */
export const tokyoToday = (now: Date) => tokyoClock(now).date;

/** The due days from DAILY_REPORT_LATE_DAYS ago up to `today`, newest first. */
export function openDueDays(today: string, rule: DueRule): string[] {
  const out: string[] = [];
  for (let i = 0; i <= DAILY_REPORT_LATE_DAYS; i++) {
    const date = addDays(today, -i);
    if (judgeDueDay(date, rule).due) out.push(date);
  }
  return out;
}

export type SubmitWindow = { open: true } | { open: false; message: string };

/** Whether a member may hand in (or change) the report of `date` today. */
export function submitWindow(date: string, today: string, rule: DueRule): SubmitWindow {
  if (date > today) return { open: false, message: "未来の日付の日報は提出できません。" };
  const verdict = judgeDueDay(date, rule);
  if (!verdict.due)
    return {
      open: false,
      message: `${date.replaceAll("-", "/")}（${verdict.note}）は日報の提出日ではありません。`,
    };
  if (date < addDays(today, -DAILY_REPORT_LATE_DAYS))
    return {
      open: false,
      message: `提出期限を過ぎています。日報は${DAILY_REPORT_LATE_DAYS}日後まで提出・修正できます。`,
    };
  return { open: true };
}
