import ExcelJS from "exceljs";
import { DEMO_RANDOM_SEED } from "../apps/server/src/seed/demo-school";
import { mobileNumber, personName } from "../apps/server/src/seed/person";
import { Random } from "../apps/server/src/seed/random";

// The member benchmark's import file: 50,000 students in the layout of the import template.

export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);

export type ImportRow = (string | number | Date)[];

/**
 * The rows of the import file, as the importer will store them (so the baseline inserts the same
 * data), made one at a time: the benchmark never holds them all, so the process's memory before the
 * import is the server's, not the benchmark's.
 */
export function* importRows(random = new Random(DEMO_RANDOM_SEED)): Generator<ImportRow> {
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const gender = random.chance(0.5) ? 1 : 2;
    const person = personName(random, gender, "young");
    yield [
      `B${String(i + 1).padStart(7, "0")}`,
      person.name,
      person.nameKana,
      String(gender),
      new Date(Date.UTC(2009 + (i % 3), i % 12, 1 + (i % 28))),
      mobileNumber(random),
      `student${i + 1}@example.jp`,
      "160-0022",
      "13",
      "東京都新宿区新宿1-2-3",
      "",
      (i % 3) + 1,
      i % 2 ? "D1" : "D2",
      i % 2 ? (i % 4 === 1 ? "D1A" : "D1B") : "D2A",
      new Date(Date.UTC(2026, 3, 1)),
      new Date(Date.UTC(2026, 3, 1)),
    ];
  }
}

const HEADER = [
  "会員ID",
  "氏名",
  "氏名カナ",
  "性別",
  "生年月日",
  "携帯電話番号",
  "メールアドレス",
  "郵便番号",
  "都道府県",
  "住所1",
  "住所2",
  "学年",
  "学科",
  "コース",
  "有効期間開始日",
  "入学年月日",
];

/** Writes the file, a row at a time (the benchmark never holds every row). */
export async function writeImportWorkbook(
  file: string,
  rows: Iterable<ImportRow> = importRows(),
): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = book.addWorksheet("名簿");
  sheet.addRow(HEADER).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
}
