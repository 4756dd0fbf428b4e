import { memberFieldHeadings } from "@gakumu/domain";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { type CsvEncoding, contentTypeOf, type ExportFormat } from "../../../platform/exports/table-writer";
import { REQUIRED_MARK } from "./header-match";
import type { ImportField } from "./import-fields";
import { LEVEL_FIELDS } from "./row-rules";

export interface TemplateFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * Each field's column heading: its title, made unique (the grade and a hierarchy level both called
 * 学年 become 学年 and 学年（階層）; the header matcher reads both back), required ones marked.
 */
function headingsOf(fields: readonly ImportField[]) {
  const titles = memberFieldHeadings(fields);
  return fields.map((field, i) => ({
    field,
    title: titles[i]!,
    header: field.isRequired ? `${titles[i]}${REQUIRED_MARK}` : titles[i]!,
  }));
}

/** How to fill a column, in Japanese, for the template's guide sheet. */
export function fieldGuide(field: ImportField): string {
  const { spec } = field;
  if ((LEVEL_FIELDS as readonly string[]).includes(field.fieldName)) {
    return "所属のコード。上の階層から順に、所属の設定にあるコードを入力";
  }
  if (field.fieldName === "grade") return "学年マスタの学年コード（半角数字）";
  switch (spec.kind) {
    case "text":
      return spec.maxLength ? `${spec.maxLength}文字以内` : "文字";
    case "kana":
      return "全角カタカナ（半角カナも可）";
    case "code":
      if (spec.choices && spec.choices.length > 10) {
        const first = spec.choices[0];
        const last = spec.choices.at(-1);
        return `コード ${first?.value}（${first?.label}）〜${last?.value}（${last?.label}）、または名称`;
      }
      if (spec.choices) return `${spec.choices.map((c) => `${c.value}（${c.label}）`).join("、")} のいずれか`;
      return `半角英数字・記号${spec.maxLength ? `（${spec.maxLength}文字以内）` : ""}`;
    case "date":
      return "日付（例 2026/04/01）";
    case "integer":
      return `半角数字（${spec.min ?? 0}〜${spec.max ?? ""}）`;
    case "flag":
      return "1（はい）または 0（いいえ）。空欄は いいえ";
    case "mail":
      return "メールアドレス（半角）";
    case "tel":
      return "電話番号（例 090-1234-5678）";
    case "postal":
      return "郵便番号（例 123-4567）";
  }
}

async function excelTemplate(fields: readonly ImportField[], sheetName: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  const headings = headingsOf(fields);
  sheet.columns = headings.map(({ field, header }) => ({
    header,
    key: field.fieldName,
    width: Math.max(12, header.length * 2 + 2),
    // Text cells: Excel would otherwise drop the leading 0 of 090…, 00123 and 060-…
    style: { numFmt: "@" },
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  fields.forEach((field, i) => {
    if (!field.isRequired) return;
    header.getCell(i + 1).fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFDE2E2" } };
  });

  const guide = book.addWorksheet("記入方法");
  guide.columns = [
    { header: "列", key: "title", width: 24 },
    { header: "必須", key: "required", width: 8 },
    { header: "入力方法", key: "guide", width: 70 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const { field, title } of headings) {
    guide.addRow({
      title,
      required: field.isRequired ? "必須" : "",
      guide: fieldGuide(field),
    });
  }
  guide.addRow({});
  guide.addRow({ title: "1行目は見出し行です。2行目からメンバーを1行に1人ずつ入力してください。" });
  guide.addRow({ title: "会員IDが登録済みのメンバーは更新、未登録のメンバーは新規登録になります。" });
  return Buffer.from(await book.xlsx.writeBuffer());
}

function csvTemplate(fields: readonly ImportField[], encoding: CsvEncoding): Buffer {
  const line = `${headingsOf(fields)
    .map(({ header }) => `"${header.replaceAll('"', '""')}"`)
    .join(",")}\r\n`;
  return encoding === "shift_jis" ? iconv.encode(line, "cp932") : Buffer.from(`\uFEFF${line}`, "utf8");
}

/** The file people fill: the header row is the organisation's valid import fields in row order. */
export async function buildTemplate(
  fields: readonly ImportField[],
  title: string,
  format: ExportFormat,
  csvEncoding: CsvEncoding = "shift_jis",
): Promise<TemplateFile> {
  if (format === "Excel") {
    return {
      fileName: `${title}_テンプレート.xlsx`,
      contentType: contentTypeOf("Excel"),
      body: await excelTemplate(fields, title),
    };
  }
  return {
    fileName: `${title}_テンプレート.csv`,
    contentType: contentTypeOf("Csv", csvEncoding),
    body: csvTemplate(fields, csvEncoding),
  };
}
