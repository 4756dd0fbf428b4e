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

/** Plain number text: no exponent for the long digit strings people keep in spreadsheets. */
function numberText(n: number): string {
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? BigInt(n).toString() : String(n);
}

function rawText(cell: SheetCell, kind: MemberFieldKind): CellText {
  if (cell === null) return { ok: true, text: "" };
  if (typeof cell === "string") return { ok: true, text: cell };
  // A number in a phone, postal or date column is read as its digits: the domain's import parser
  // restores what the spreadsheet dropped (090… → 90…, a date → its serial) and says so as a warning.
  if (typeof cell === "number") return { ok: true, text: numberText(cell) };
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
