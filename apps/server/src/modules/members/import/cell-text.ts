import type { MemberFieldKind } from "@gakumu/domain";
import { FORMULA_REFUSED, looksLikeFormula } from "./formula-guard";
import type { SheetCell } from "./sheet-rows";

/** The text a cell stands for in a field of `kind`, or why it cannot be used at all. */
export type CellText = { ok: true; text: string } | { ok: false; text: string; message: string };

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** exceljs gives a date cell as the day shown at UTC midnight; its UTC fields are the calendar date. */
function isoDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

// Excel counts days from 1899-12-30 (its 1900 leap-year bug included), up to 9999-12-31.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const EXCEL_MAX_SERIAL = 2_958_465;

/** Plain number text: no exponent for the long digit strings people keep in spreadsheets. */
function numberText(n: number): string {
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? BigInt(n).toString() : String(n);
}

/**
 * A number cell in a field that is really text. Excel drops the leading zero of a phone number or
 * a Hokkaido postal code typed into a General cell (090… → 90…); Japanese numbers always start with
 * 0, so the digit count says whether one went missing. A date column may hold yyyymmdd typed as a
 * number, or a date serial whose cell lost its date format.
 */
function numberForKind(n: number, kind: MemberFieldKind): string {
  const digits = numberText(n);
  if (!Number.isInteger(n) || n < 0) return digits;
  if (kind === "tel" && (digits.length === 9 || digits.length === 10)) return `0${digits}`;
  if (kind === "postal" && digits.length === 6) return `0${digits}`;
  if (kind === "date" && digits.length !== 8 && n >= 1 && n <= EXCEL_MAX_SERIAL) {
    return isoDay(new Date(EXCEL_EPOCH_MS + n * 86_400_000));
  }
  return digits;
}

function rawText(cell: SheetCell, kind: MemberFieldKind): CellText {
  if (cell === null) return { ok: true, text: "" };
  if (typeof cell === "string") return { ok: true, text: cell };
  if (typeof cell === "number") return { ok: true, text: numberForKind(cell, kind) };
  if (typeof cell === "boolean")
    return { ok: true, text: kind === "flag" ? (cell ? "1" : "0") : String(cell) };
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return { ok: false, text: "", message: "日付として読み取れません" };
    return { ok: true, text: kind === "date" ? isoDay(cell) : isoDay(cell).replaceAll("-", "/") };
  }
  if (cell.kind === "error") {
    return {
      ok: false,
      text: cell.text,
      message: `セルがエラー値（${cell.text}）です。正しい値を入力してください`,
    };
  }
  return {
    ok: false,
    text: "",
    message: "数式の計算結果が保存されていません。Excel で開いて保存し直すか、値として貼り付けてください",
  };
}

/** A cell's text for a field of `kind`; text that would run as a spreadsheet formula is refused. */
export function cellText(cell: SheetCell, kind: MemberFieldKind): CellText {
  const result = rawText(cell, kind);
  if (result.ok && looksLikeFormula(result.text))
    return { ok: false, text: result.text, message: FORMULA_REFUSED };
  return result;
}
