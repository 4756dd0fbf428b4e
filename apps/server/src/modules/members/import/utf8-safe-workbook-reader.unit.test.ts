import { Readable, Writable } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { exceljsInternalsPresent, Utf8SafeWorkbookReader } from "./utf8-safe-workbook-reader";

/** Enough distinct Japanese strings that the shared strings and the sheet span many inflated chunks. */
async function japaneseWorkbook(sharedStrings: boolean): Promise<{ data: Buffer; names: string[] }> {
  const names = Array.from(
    { length: 6000 },
    (_, i) => `イシカワ　ミナト${"アイウエオカキクケコ"[i % 10]}${i}`,
  );
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      chunks.push(chunk as Buffer);
      done();
    },
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: sharedStrings });
  const sheet = book.addWorksheet("名簿");
  for (const name of names) sheet.addRow([name]).commit();
  sheet.commit();
  await book.commit();
  return { data: Buffer.concat(chunks), names };
}

async function readNames(reader: ExcelJS.stream.xlsx.WorkbookReader): Promise<string[]> {
  const out: string[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) out.push(String(row.getCell(1).value));
  }
  return out;
}

const options = { sharedStrings: "cache", worksheets: "emit", styles: "cache" } as const;

describe("Utf8SafeWorkbookReader", () => {
  it("relies on exceljs internals that still exist", () => {
    expect(exceljsInternalsPresent()).toBe(true);
  });

  it.each([true, false])("reads every Japanese string intact (shared strings: %s)", async (shared) => {
    const { data, names } = await japaneseWorkbook(shared);
    const read = await readNames(new Utf8SafeWorkbookReader(Readable.from([data]), options));
    expect(read.filter((n) => n.includes("\ufffd"))).toEqual([]);
    expect(read).toEqual(names);
  });

  it("is needed: the plain streaming reader breaks some of the same strings", async () => {
    const { data } = await japaneseWorkbook(true);
    const read = await readNames(new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), options));
    expect(read.some((n) => n.includes("\ufffd"))).toBe(true);
  });
});
