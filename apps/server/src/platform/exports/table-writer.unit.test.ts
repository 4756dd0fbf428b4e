import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { cellText, type ExportColumn, neutraliseFormula } from "./cells";
import { contentDisposition } from "./download-reply";
import { BufferSink, exportFileName } from "./export-source";
import { type CsvEncoding, type ExportFormat, openTableWriter } from "./table-writer";

interface Row {
  name: string;
  note: string;
  count: number;
  at: Date;
}

const columns: ExportColumn<Row>[] = [
  { header: "氏名", value: (r) => r.name },
  { header: "備考", value: (r) => r.note },
  { header: "件数", value: (r) => r.count },
  { header: "日時", value: (r) => r.at },
];

// 2026-04-01 00:30 UTC is 09:30 the same day in Japan.
const rows: Row[] = [
  { name: "髙橋　①郎", note: '=HYPERLINK("http://x")', count: -3, at: new Date("2026-04-01T00:30:00Z") },
  { name: "ｻﾄｳ", note: 'カンマ, と "引用符"\n改行', count: 12, at: new Date("2026-03-31T15:05:00Z") },
];

async function render(format: ExportFormat, csvEncoding?: CsvEncoding): Promise<Buffer> {
  const sink = new BufferSink();
  const writer = openTableWriter(format, columns, sink, { sheetName: "操作ログ", csvEncoding });
  await writer.writeRows(rows.slice(0, 1));
  await writer.writeRows(rows.slice(1));
  await writer.finish();
  return sink.toBuffer();
}

describe("formula injection", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+81 90", "'+81 90"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", "'\rcmd"],
    ["＝１＋１", "'＝１＋１"],
    ["a=1", "a=1"],
    ["山田", "山田"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(neutraliseFormula(input)).toBe(expected);
  });

  it("leaves numbers alone, shows dates in Japan time and booleans in Japanese", () => {
    expect(cellText(-5)).toBe("-5");
    expect(cellText(new Date("2026-04-01T00:30:00Z"))).toBe("2026/04/01 09:30");
    expect(cellText(true)).toBe("はい");
    expect(cellText(null)).toBe("");
  });
});

describe("xlsx", () => {
  it("opens in exceljs with Japanese headers, Japan-time dates and neutralised formulas", async () => {
    const book = new ExcelJS.Workbook();
    // exceljs types its input as its own ArrayBuffer-based Buffer; a Node Buffer is what it reads at run time.
    await book.xlsx.load((await render("Excel")) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("操作ログ")!;
    expect(sheet.getRow(1).values).toEqual([undefined, "氏名", "備考", "件数", "日時"]);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe("髙橋　①郎");
    expect(first.getCell(2).value).toBe('\'=HYPERLINK("http://x")');
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(3).value).toBe(-3);
    // Excel dates have no zone: the cell holds Japan's wall-clock time.
    expect((first.getCell(4).value as Date).toISOString()).toBe("2026-04-01T09:30:00.000Z");
    expect(first.getCell(4).numFmt).toBe("yyyy/mm/dd hh:mm");
    expect(sheet.getRow(3).getCell(2).value).toBe('カンマ, と "引用符"\n改行');
    expect(sheet.rowCount).toBe(3);
  });
});

describe("csv", () => {
  const expected =
    '"氏名","備考","件数","日時"\r\n' +
    '"髙橋　①郎","\'=HYPERLINK(""http://x"")","-3","2026/04/01 09:30"\r\n' +
    '"ｻﾄｳ","カンマ, と ""引用符""\n改行","12","2026/04/01 00:05"\r\n';

  it("writes Shift_JIS (Windows-31J) that decodes back to the same text, without a BOM", async () => {
    const bytes = await render("Csv", "shift_jis");
    expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    expect(iconv.decode(bytes, "cp932")).toBe(expected);
    // 「氏」 in Shift_JIS is 0x8E81: really Shift_JIS, not UTF-8.
    expect(bytes.subarray(1, 3)).toEqual(Buffer.from([0x8e, 0x81]));
  });

  it("writes UTF-8 with a BOM when asked", async () => {
    const bytes = await render("Csv", "utf8-bom");
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.subarray(3).toString("utf8")).toBe(expected);
  });

  it("writes the header alone for no rows", async () => {
    const sink = new BufferSink();
    const writer = openTableWriter("Csv", columns, sink, { sheetName: "x", csvEncoding: "utf8-bom" });
    await writer.finish();
    expect(sink.toBuffer().toString("utf8")).toBe('\uFEFF"氏名","備考","件数","日時"\r\n');
  });
});

describe("file names", () => {
  it("names the file after the title and the time in Japan", () => {
    expect(exportFileName("操作ログ", "Excel", new Date("2026-03-31T15:05:00Z"))).toBe(
      "操作ログ_20260401_0005.xlsx",
    );
    expect(exportFileName('a/b:"c"', "Csv", new Date("2026-03-31T15:05:00Z"))).toBe(
      "a_b__c__20260401_0005.csv",
    );
  });

  it("sends the Japanese name in filename* and an ASCII stand-in", () => {
    expect(contentDisposition('操作ログ "x".csv')).toBe(
      `attachment; filename="____ _x_.csv"; filename*=UTF-8''%E6%93%8D%E4%BD%9C%E3%83%AD%E3%82%B0%20%22x%22.csv`,
    );
  });
});
