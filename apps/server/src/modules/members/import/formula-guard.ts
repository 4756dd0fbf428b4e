/**
 * Formula injection (CSV injection): a cell that a spreadsheet program would run as a formula when
 * the imported value is later exported and opened, e.g. `=cmd|' /C calc'!A0` (DDE, runs a command)
 * or `=HYPERLINK("http://…?"&A1, "…")` (leaks other cells). Such text has no business in a member
 * record, so the import refuses it instead of storing it.
 *
 * A leading sign alone is not a formula, though: 「-」 is how many schools write "none", an address
 * line may start with 「-3-5 サンハイツ」 and a number may be negative. Only `=` always starts a
 * formula; after `+`, `-` or `@` the text must also look like one: a function call, a DDE call (`|`),
 * a cell reference (`A1`, `Sheet1!A1`) or another formula sign.
 */

/** Japanese Excel also turns full-width signs into a formula once the cell is edited. */
const WIDE_TO_NARROW: Record<string, string> = { "＝": "=", "＋": "+", "－": "-", "＠": "@" };

// A call at the start or right after an operator: 「-3-5 Sunny(101)」 (an address) is not one.
const FUNCTION_CALL = /(?:^|[+\-*/^&=<>,;(])\s*[A-Za-z_][A-Za-z0-9_.]*\(/;
const DDE_CALL = /[A-Za-z0-9_.]+\s*\|/;
const SHEET_REFERENCE = /!\s*\$?[A-Za-z]{1,3}\$?\d+/;
const LEADING_CELL_REFERENCE = /^\$?[A-Za-z]{1,3}\$?\d+(?:$|[\s+\-*/^&:=<>,;)])/;

export function looksLikeFormula(text: string): boolean {
  // Spreadsheet programs skip leading tabs, carriage returns and spaces before reading the sign.
  const trimmed = text.replace(/^[\s\u3000]+/, "");
  if (trimmed === "") return false;
  const first = WIDE_TO_NARROW[trimmed[0] as string] ?? trimmed[0];
  if (first === "=") return trimmed.length > 1;
  if (first !== "+" && first !== "-" && first !== "@") return false;
  // NFKC narrows full-width letters and brackets, so 「－ＳＵＭ（Ａ１）」 is read like "-SUM(A1)".
  const rest = trimmed.slice(1).normalize("NFKC").replace(/^\s+/, "");
  if (rest === "") return false;
  if (first === "@" && /^[A-Za-z(]/.test(rest)) return true;
  if (rest.startsWith("=")) return true;
  // "--" or "-+-" are still not formulas by themselves; what follows the signs decides.
  if (/^[+\-@]/.test(rest)) return looksLikeFormula(rest);
  return (
    FUNCTION_CALL.test(rest) ||
    DDE_CALL.test(rest) ||
    SHEET_REFERENCE.test(rest) ||
    LEADING_CELL_REFERENCE.test(rest)
  );
}

export const FORMULA_REFUSED =
  "数式として実行されるおそれのある値は取り込めません。先頭の「=」「+」「-」「@」を取り除くか、値だけを入力してください";
