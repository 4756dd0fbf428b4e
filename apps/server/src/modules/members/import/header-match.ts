import { memberFieldHeadings } from "@gakumu/domain";
import { cellText } from "./cell-text";
import type { ImportField } from "./import-fields";
import { ImportFileError } from "./import-file";
import type { SheetCell } from "./sheet-rows";

/** A column of the file that feeds a field: where it is and how the file titled it. */
export interface MatchedColumn {
  index: number;
  fieldName: string;
  title: string;
}

export interface HeaderMatch {
  columns: MatchedColumn[];
  /** Columns that were ignored, as Japanese notes for the report. */
  warnings: string[];
}

/** The mark the template puts after a required column's title; stripped again when matching. */
export const REQUIRED_MARK = "（必須）";

/** Column letters as Excel shows them: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = "";
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/**
 * A header as typed or as the template wrote it: NFKC (full-width letters and digits narrowed),
 * spaces removed, a leading * or ※ and a trailing (必須)/(任意) dropped, letters lower-cased.
 */
export function normalizeHeader(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/\s+/g, "")
    .replace(/^[*※]+/, "")
    .replace(/\((必須|任意)\)$/, "")
    .toLowerCase();
}

/**
 * Maps the header row onto the organisation's import fields, by title or by field name. Unknown
 * columns are ignored with a warning; a field named twice, a missing required field, or a header
 * without a single known column stops the import.
 *
 * Two fields may share a title (a school calls both the grade and its third hierarchy level 「学年」).
 * The template and the export head them apart (学年, 学年（階層）: memberFieldHeadings), and each such
 * heading names its own field; columns headed by the shared title alone, as older files have them,
 * take those fields in their import order.
 */
export function matchHeader(cells: readonly SheetCell[], fields: readonly ImportField[]): HeaderMatch {
  const byKey = new Map<string, ImportField[]>();
  const add = (key: string, field: ImportField) => {
    const list = byKey.get(key) ?? [];
    if (!list.includes(field)) byKey.set(key, [...list, field]);
  };
  // The field a heading names comes first (「学年」 is the grade even when a level is titled 学年 too).
  const headings = memberFieldHeadings(fields);
  for (const [i, field] of fields.entries()) add(normalizeHeader(headings[i]!), field);
  for (const field of fields) {
    add(normalizeHeader(field.fieldTitle), field);
    add(normalizeHeader(field.fieldName), field);
  }
  const columns: MatchedColumn[] = [];
  const warnings: string[] = [];
  const seen = new Map<string, MatchedColumn>();
  cells.forEach((cell, index) => {
    const title = cellText(cell, "text").text.trim();
    if (title === "") return;
    const candidates = byKey.get(normalizeHeader(title));
    if (!candidates) {
      warnings.push(`${columnLetter(index)}列「${title}」は取り込み項目にないため、無視しました。`);
      return;
    }
    const field = candidates.find((f) => !seen.has(f.fieldName));
    if (!field) {
      const earlier = seen.get((candidates[0] as ImportField).fieldName) as MatchedColumn;
      throw new ImportFileError(
        `「${title}」の列が多すぎます（${columnLetter(earlier.index)}列と${columnLetter(index)}列）。どちらか一方にしてください。`,
      );
    }
    const column = { index, fieldName: field.fieldName, title };
    seen.set(field.fieldName, column);
    columns.push(column);
  });
  if (columns.length === 0) {
    throw new ImportFileError(
      "1行目に取り込み項目の見出しが見つかりません。テンプレートの見出し行を使ってください。文字化けしている場合は、UTF-8 または Shift_JIS の CSV で保存し直してください。",
    );
  }
  const missing = fields.filter((f) => f.isRequired && !seen.has(f.fieldName));
  if (missing.length > 0) {
    throw new ImportFileError(
      `必須の列がありません：${missing.map((f) => f.fieldTitle).join("、")}。テンプレートの見出し行を使ってください。`,
    );
  }
  return { columns, warnings };
}
