import { once } from "node:events";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { type CellValue, cellText, cellValueForExcel, type ExportColumn, excelDateFormat } from "./cells";

/** FileFormat codes of spec §3.4. */
export type ExportFormat = "Excel" | "Csv";
/**
 * CSV for Excel: Shift_JIS (Windows-31J, what Japanese Excel reads by default, including ①, ㈱ and
 * 髙) or UTF-8 with a BOM (every character, for newer Excel and other programs).
 */
export type CsvEncoding = "shift_jis" | "utf8-bom";

export interface TableWriter<R> {
  writeRows(rows: readonly R[]): Promise<void>;
  /** Completes the file and waits until the output has taken all of it. */
  finish(): Promise<void>;
}

export function fileExtension(format: ExportFormat): "xlsx" | "csv" {
  return format === "Excel" ? "xlsx" : "csv";
}

export function contentTypeOf(format: ExportFormat, encoding: CsvEncoding = "shift_jis"): string {
  if (format === "Excel") return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  return encoding === "shift_jis" ? "text/csv; charset=Shift_JIS" : "text/csv; charset=UTF-8";
}

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, "drain");
}

const csvField = (text: string) => `"${text.replaceAll('"', '""')}"`;

function csvWriter<R>(
  columns: readonly ExportColumn<R>[],
  out: Writable,
  encoding: CsvEncoding,
): TableWriter<R> {
  // Windows-31J has no stateful shifts, so encoding line by line gives the same bytes as the whole file.
  const encode = (text: string) =>
    encoding === "shift_jis" ? iconv.encode(text, "cp932") : Buffer.from(text, "utf8");
  const line = (cells: string[]) => `${cells.map(csvField).join(",")}\r\n`;
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    const header = line(columns.map((c) => c.header));
    await write(out, encoding === "utf8-bom" ? Buffer.from(`\uFEFF${header}`, "utf8") : encode(header));
  };
  return {
    async writeRows(rows) {
      await start();
      if (rows.length === 0) return;
      const text = rows.map((row) => line(columns.map((c) => cellText(c.value(row), c.dateFormat)))).join("");
      await write(out, encode(text));
    },
    async finish() {
      await start();
      out.end();
      await finished(out);
    },
  };
}

function xlsxWriter<R>(
  columns: readonly ExportColumn<R>[],
  out: Writable,
  sheetName: string,
): TableWriter<R> {
  // The streaming writer keeps only the current rows in memory, so a 100,000-row export stays small.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  // Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ].
  const name = sheetName.replace(/[:\\/?*[\]]/g, "_").slice(0, 31) || "Sheet1";
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    async writeRows(rows) {
      for (const source of rows) {
        const values: CellValue[] = columns.map((c) => c.value(source));
        const row = sheet.addRow(values.map(cellValueForExcel));
        values.forEach((value, i) => {
          if (value instanceof Date) row.getCell(i + 1).numFmt = excelDateFormat(columns[i]?.dateFormat);
        });
        row.commit();
      }
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** A writer of one table in the given format onto `out`, header row first. */
export function openTableWriter<R>(
  format: ExportFormat,
  columns: readonly ExportColumn<R>[],
  out: Writable,
  options: { sheetName: string; csvEncoding?: CsvEncoding },
): TableWriter<R> {
  return format === "Excel"
    ? xlsxWriter(columns, out, options.sheetName)
    : csvWriter(columns, out, options.csvEncoding ?? "shift_jis");
}
