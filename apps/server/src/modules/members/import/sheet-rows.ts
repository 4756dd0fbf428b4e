import { Readable } from "node:stream";
import type ExcelJS from "exceljs";
import { parseCsv } from "./csv-parse";
import { decodeCsvText, ImportFileError, type ImportFileKind, importFileMessages } from "./import-file";
import { Utf8SafeWorkbookReader } from "./utf8-safe-workbook-reader";

/**
 * A cell as the import sees it: CSV gives text only; Excel also gives numbers, booleans and dates
 * (a date cell arrives as a Date at UTC midnight of the day shown), an error value (#N/A) or a
 * formula whose result was never saved.
 */
export type SheetCell =
  | string
  | number
  | boolean
  | Date
  | null
  | { kind: "error"; text: string }
  | { kind: "noResult" };

export interface SheetRow {
  /** The row number people see in Excel (1 = first line). */
  rowNumber: number;
  /** Cells from column A; index 0 is column A. */
  cells: SheetCell[];
}

type RawValue = ExcelJS.CellValue | undefined;

/** An exceljs cell value reduced to what the import needs. */
export function toSheetCell(value: RawValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value;
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value) {
    const result = (value as { result?: RawValue }).result;
    if (result === undefined) return { kind: "noResult" };
    return toSheetCell(result as RawValue);
  }
  if ("error" in value) return { kind: "error", text: String(value.error) };
  if ("text" in value) return toSheetCell(value.text as RawValue);
  return null;
}

async function* xlsxRows(data: Buffer): AsyncGenerator<SheetRow> {
  // The streaming reader keeps one row at a time (plus the shared strings), so 100,000 rows stay
  // small; styles are read because they are what tells a date cell from a number.
  const reader = new Utf8SafeWorkbookReader(Readable.from([data]), {
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "ignore",
  });
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets++;
      // Only the first sheet holds the data (a second one is, for instance, the template's guide);
      // the others are read through so the reader can clean up after itself.
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        if (sheets > 1) continue;
        const values = row.values as RawValue[];
        // row.values is 1-based (index 0 unused).
        yield { rowNumber: row.number, cells: values.slice(1).map(toSheetCell) };
      }
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(importFileMessages.unreadableXlsx);
  }
  if (sheets === 0) throw new ImportFileError(importFileMessages.unreadableXlsx);
}

async function* csvRows(data: Buffer): AsyncGenerator<SheetRow> {
  const { text } = decodeCsvText(data);
  for (const record of parseCsv(text)) yield { rowNumber: record.rowNumber, cells: record.fields };
}

/** Every row of the file's first table, empty rows included (the caller skips them). */
export function readSheetRows(data: Buffer, kind: ImportFileKind): AsyncGenerator<SheetRow> {
  return kind === "xlsx" ? xlsxRows(data) : csvRows(data);
}

/** A row with nothing but empty cells (Excel keeps formatted but empty rows at the end of a sheet). */
export function isEmptyRow(cells: readonly SheetCell[]): boolean {
  return cells.every((c) => c === null || (typeof c === "string" && c.trim() === ""));
}
