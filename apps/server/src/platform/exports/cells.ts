import { formatDate } from "@gakumu/domain";

export type CellValue = string | number | boolean | Date | null | undefined;

/** One column of an export: a Japanese header and how to read its cell from a row. */
export interface ExportColumn<R> {
  header: string;
  value: (row: R) => CellValue;
  /**
   * date-fns tokens for instants, shown in Japan time; default 「yyyy/MM/dd HH:mm」. Excel gets a real
   * date cell with the same pattern, so people can still sort and filter by it.
   */
  dateFormat?: string;
  /** Column width in Excel, in characters. */
  width?: number;
}

export const DEFAULT_EXPORT_DATE_FORMAT = "yyyy/MM/dd HH:mm";

// Spreadsheet programs run a cell that starts with one of these as a formula (=HYPERLINK(…) can leak
// data, =cmd|… could run commands); tab and CR do the same after some programs strip them. Japanese
// Excel also turns the full-width signs into formulas when a cell is edited, so they count too.
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/**
 * Text that starts like a formula gets a leading apostrophe, the spreadsheet convention for "this is
 * text". Applied to xlsx as well as CSV: an xlsx string cell is not evaluated, but the same text
 * would be once someone saves the sheet as CSV and opens it again.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as CSV text: dates in Japan time, booleans in Japanese, text neutralised. */
export function cellText(value: CellValue, dateFormat = DEFAULT_EXPORT_DATE_FORMAT): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return formatDate(value, dateFormat);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "はい" : "いいえ";
  return neutraliseFormula(value);
}

// Japan has kept UTC+9 without daylight saving since 1951, so a fixed offset is exact for any date
// an export holds.
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * A cell as an exceljs value. Excel dates carry no zone and exceljs writes a Date's UTC fields, so the
 * instant is shifted to show Japan's wall-clock time.
 */
export function cellValueForExcel(value: CellValue): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : new Date(value.getTime() + TOKYO_OFFSET_MS);
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "boolean") return value ? "はい" : "いいえ";
  return neutraliseFormula(value);
}

/** date-fns tokens to an Excel number format ("yyyy/MM/dd HH:mm" → "yyyy/mm/dd hh:mm"). */
export function excelDateFormat(dateFormat = DEFAULT_EXPORT_DATE_FORMAT): string {
  return dateFormat.toLowerCase();
}
