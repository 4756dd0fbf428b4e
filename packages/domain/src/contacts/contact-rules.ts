import {
  CONTACT_FIELD_LABELS,
  CONTACT_FIELDS,
  type ContactAfterCutoffCode,
  type ContactExpectedDaysCode,
  type ContactField,
  type ContactFieldUseCode,
} from "./contact-codes";

// The pure rules of 連絡, shared by the server (which enforces them) and the forms (which show them):
// the daily cut-off, the days a report is expected, and which fields a contact type requires.
// Dates are yyyy-MM-dd and times HH:mm, both in Japan time; no clock or calendar is read here.

export type CutoffVerdict = "OPEN" | "LATE_ACCEPTED" | "LATE_REFUSED";

/**
 * A report for `date`, sent at `nowTime` on `today`. Only a report for today can be late: one for a
 * later day (an absence announced the evening before) is always on time. No cut-off: always open.
 */
export function judgeCutoff(input: {
  date: string;
  today: string;
  nowTime: string;
  cutoffTime: string | null;
  afterCutoff: ContactAfterCutoffCode;
}): CutoffVerdict {
  if (input.cutoffTime === null || input.date !== input.today) return "OPEN";
  if (input.nowTime < input.cutoffTime) return "OPEN";
  return input.afterCutoff === "ACCEPT" ? "LATE_ACCEPTED" : "LATE_REFUSED";
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whether families are expected to report on `date`; `isHoliday` is the Japanese public holiday list. */
export function isExpectedDay(
  date: string,
  rule: ContactExpectedDaysCode,
  isHoliday: (date: string) => boolean,
): boolean {
  if (rule === "EVERY_DAY") return true;
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return false;
  return rule === "WEEKDAYS" || !isHoliday(date);
}

export type ContactFieldUses = Record<ContactField, ContactFieldUseCode>;

export interface ContactFieldValues {
  arrivalTime?: string | null;
  leaveTime?: string | null;
  temperature?: number | null;
  symptoms?: readonly string[];
  note?: string | null;
}

const isEmpty = (v: string | number | readonly string[] | null | undefined) =>
  v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

/**
 * The Japanese message of each required field left empty and of each field the type does not use but
 * was filled in anyway (a stale form after staff changed the type).
 */
export function missingFields(
  uses: ContactFieldUses,
  values: ContactFieldValues,
): { field: ContactField; message: string }[] {
  const out: { field: ContactField; message: string }[] = [];
  for (const field of CONTACT_FIELDS) {
    const use = uses[field];
    const empty = isEmpty(values[field]);
    if (use === "REQUIRED" && empty)
      out.push({ field, message: `${CONTACT_FIELD_LABELS[field]}を入力してください` });
    if (use === "NONE" && !empty)
      out.push({ field, message: `この連絡種別では${CONTACT_FIELD_LABELS[field]}は入力できません` });
  }
  return out;
}

/** A reason must be one of the type's, when the type has any. */
export function reasonAllowed(reasons: readonly string[], reason: string | null): boolean {
  if (reasons.length === 0) return reason === null || reason === "";
  return reason !== null && reasons.includes(reason);
}
