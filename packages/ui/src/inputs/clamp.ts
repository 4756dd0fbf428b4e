/**
 * Pure rules behind the clamped inputs (spec §5.2). Clamping "on change" is done only when more
 * typing cannot bring the value back into range; otherwise a user typing 15 into a field with
 * min 10 would be overwritten at the first keystroke ("1" → 10). Blur always clamps fully.
 */

export const DATE_MAX = "9999-12-31";
export const DATETIME_MAX = "9999-12-31T23:59";

export interface Range<T> {
  min?: T | undefined;
  max?: T | undefined;
}

// ---------- numbers ----------

export function clampNumber(value: number, { min, max }: Range<number> = {}): number {
  if (max !== undefined && value > max) return max;
  if (min !== undefined && value < min) return min;
  return value;
}

/**
 * While typing, appending a digit moves a value away from zero. So a value ≥ 0 above max (or a
 * negative one below min) can never recover and is clamped now; the rest waits for blur.
 */
export function numberOnChange(value: number, range: Range<number> = {}): number {
  if (range.max !== undefined && value > range.max && value >= 0) return range.max;
  if (range.min !== undefined && value < range.min && value < 0) return range.min;
  return value;
}

/** A zero is shown as an empty field on focus so the user does not have to delete it first. */
export function numberOnFocus(value: number | string | null | undefined): number | string {
  return value === 0 || value === "0" ? "" : (value ?? "");
}

/** Reads typed text as a number, accepting full-width digits from a Japanese IME; null if invalid. */
export function parseNumber(value: number | string | null | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const text = String(value ?? "")
    .trim()
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[－−ー]/g, "-")
    .replace(/．/g, ".");
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : null;
}

/** On blur anything that is not a number becomes 0, then the result is clamped to the range. */
export function numberOnBlur(value: number | string | null | undefined, range: Range<number> = {}): number {
  return clampNumber(parseNumber(value) ?? 0, range);
}

// ---------- dates ----------

const YEAR_PART = /^(\d+)(-.*)?$/;

/** Browsers accept up to 6-digit years in date inputs; keep the first 4 digits. */
export function clipYear(value: string): string {
  const match = YEAR_PART.exec(value);
  if (!match) return value;
  const [, year = "", rest = ""] = match;
  return year.length > 4 ? `${year.slice(0, 4)}${rest}` : value;
}

const DATE_OR_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/;

export function isIsoDateValue(value: string): boolean {
  return DATE_OR_DATETIME.test(value);
}

/**
 * ISO date and datetime-local strings with a 4-digit year sort as text, so comparing strings is
 * exact and avoids time-zone conversion. Empty stays empty: "no date" is not out of range.
 */
export function clampDate(value: string, { min, max }: Range<string> = {}): string {
  if (!isIsoDateValue(value)) return value;
  if (max && value > max) return max;
  if (min && value < min) return min;
  return value;
}

/** While typing the year segment digit by digit ("0002" → "2024"), a low year may still grow. */
export function dateOnChange(value: string, range: Range<string> = {}): string {
  const clipped = clipYear(value);
  if (!isIsoDateValue(clipped)) return clipped;
  const year = Number(clipped.slice(0, 4));
  return year >= 1000 ? clampDate(clipped, range) : clampDate(clipped, { max: range.max });
}

/** On blur: clip the year, clamp fully, and drop anything that is not a valid date string. */
export function dateOnBlur(value: string, range: Range<string> = {}): string {
  const clipped = clipYear(value.trim());
  return isIsoDateValue(clipped) ? clampDate(clipped, range) : "";
}
