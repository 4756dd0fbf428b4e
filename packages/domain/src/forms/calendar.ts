// Calendar texts of form answers: dates and local date-times as the browser's date inputs give them
// (<input type="date"> "yyyy-MM-dd", <input type="datetime-local"> "yyyy-MM-ddTHH:mm"), read as
// Japan time. Kept as text: an applicant's birth date or wished-for day is not an instant.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar day written yyyy-MM-dd (so 2026-02-30 and 2026-2-3 are refused). */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A real day and time written yyyy-MM-ddTHH:mm. */
export function isLocalDateTime(text: string): boolean {
  const m = DATE_TIME.exec(text);
  return m !== null && isCalendarDate(m[1]!);
}

/** The day of a yyyy-MM-dd or yyyy-MM-ddTHH:mm text (the texts compare in calendar order). */
export function calendarDayOf(text: string): string {
  return text.slice(0, 10);
}
