import { isNumeric } from "./text";

/** A number from a form value: numbers as they are, strings only in half-width numeric form. */
export function toNumber(value: string | number): number {
  if (typeof value === "number") return value;
  const trimmed = value.trim();
  return isNumeric(trimmed) ? Number(trimmed) : Number.NaN;
}

export interface NumberFormat {
  /** Maximum digits before the decimal point. */
  readonly integer: number;
  /** Maximum digits after the decimal point; 0 (default) means integers only. */
  readonly decimal?: number;
  readonly allowNegative?: boolean;
}

/** Spec §5.1 "number match": digit counts checked on the text, so "1.50" keeps its two decimals. */
export function matchesNumberFormat(value: string, format: NumberFormat): boolean {
  const decimal = format.decimal ?? 0;
  const sign = format.allowNegative ? "-?" : "";
  const fraction = decimal > 0 ? `(\\.\\d{1,${decimal}})?` : "";
  return new RegExp(`^${sign}\\d{1,${format.integer}}${fraction}$`).test(value);
}

/** Seconds since midnight of "HH:mm:ss" or "HH:mm" (what <input type="time"> gives); null if invalid. */
export function parseTimeOfDay(value: string): number | null {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? "0")];
  if (h > 23 || min > 59 || s > 59) return null;
  return h * 3600 + min * 60 + s;
}

/** "HH:mm:ss" of seconds since midnight. */
export function formatSecondsOfDay(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/**
 * Inclusive range check in seconds. When start > end the range runs past midnight (22:00–05:00),
 * which is how night shifts and overnight events are entered.
 */
export function isTimeInRange(value: string, startSeconds: number, endSeconds: number): boolean {
  const t = parseTimeOfDay(value);
  if (t === null) return false;
  return startSeconds <= endSeconds
    ? t >= startSeconds && t <= endSeconds
    : t >= startSeconds || t <= endSeconds;
}
