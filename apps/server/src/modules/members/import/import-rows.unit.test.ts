import { MEMBER_FIELDS } from "@gakumu/domain";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { columnLetter, matchHeader } from "./header-match";
import type { ImportField } from "./import-fields";
import { ImportFileError } from "./import-file";
import { buildTemplate } from "./import-template";
import type { ExistingMember, ReferenceData } from "./reference-data";
import { type CheckedRow, checkCells } from "./row-check";
import { applyRowRules, columnTitles, markDuplicateIds } from "./row-rules";
import type { SheetCell } from "./sheet-rows";

const FIELDS: ImportField[] = MEMBER_FIELDS.map((spec) => ({
  fieldName: spec.fieldName,
  fieldTitle: spec.fieldName === "division_cd" ? "学科" : spec.fieldTitle,
  isRequired: spec.isRequired || spec.fieldName === "birth_date",
  spec,
}));
const BY_NAME = new Map(FIELDS.map((f) => [f.fieldName, f]));

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as Error).message;
  }
  throw new Error("expected a refusal");
}

describe("header row", () => {
  it("matches titles, field names, the template's required mark and full-width letters", () => {
    const match = matchHeader(["会員ID（必須）", "name", "学科", "ＢＩＲＴＨ＿ＤＡＴＥ", "", "備考"], FIELDS);
    expect(match.columns.map((c) => [c.index, c.fieldName, c.title])).toEqual([
      [0, "member_id", "会員ID（必須）"],
      [1, "name", "name"],
      [2, "division_cd", "学科"],
      [3, "birth_date", "ＢＩＲＴＨ＿ＤＡＴＥ"],
    ]);
    expect(match.warnings).toEqual(["F列「備考」は取り込み項目にないため、無視しました。"]);
  });

  it.each([
    [["会員ID", "氏名"], "必須の列がありません：生年月日"],
    [["氏名", "生年月日"], "必須の列がありません：会員ID"],
    [["会員ID", "氏名", "生年月日", "会員ID"], "「会員ID」の列が多すぎます（A列とD列）"],
    [["ﾊﾞｲﾄ", "メモ"], "見出しが見つかりません"],
  ])("refuses %j", (cells, message) => {
    expect(refusal(() => matchHeader(cells as SheetCell[], FIELDS))).toContain(message);
  });

  it("gives columns sharing a title to the fields with that title, in import order", () => {
    const shared = FIELDS.map((f) => (f.fieldName === "subsection_cd" ? { ...f, fieldTitle: "学年" } : f));
    const match = matchHeader(["会員ID", "氏名", "生年月日", "学年", "学年"], shared);
    expect(match.columns.slice(3).map((c) => [c.fieldName, c.title])).toEqual([
      ["grade", "学年"],
      ["subsection_cd", "学年"],
    ]);
    expect(
      refusal(() => matchHeader(["会員ID", "氏名", "生年月日", "学年", "学年", "学年"], shared)),
    ).toContain("「学年」の列が多すぎます（D列とF列）");
  });

  it("heads the grade and a level titled 学年 apart in the template, and reads both headings back", async () => {
    const shared = FIELDS.map((f) => (f.fieldName === "subsection_cd" ? { ...f, fieldTitle: "学年" } : f));
    const csv = (await buildTemplate(shared, "メンバーインポート", "Csv", "utf8-bom")).body.toString("utf8");
    const headings = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(",")
      .map((h) => h.replaceAll('"', ""));
    expect(headings.filter((h) => h.startsWith("学年"))).toEqual(["学年", "学年（階層）"]);
    expect(new Set(headings).size).toBe(headings.length);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await buildTemplate(shared, "メンバーインポート", "Excel")).body as unknown as ArrayBuffer,
    );
    const excelHeadings = (book.worksheets[0]!.getRow(1).values as string[]).slice(1);
    expect(excelHeadings).toEqual(headings);
    const guide = book.worksheets[1]!.getColumn(1).values.slice(2) as string[];
    expect(guide).toContain("学年（階層）");

    // Whichever order the columns come in, and whichever order the organisation lists the fields in.
    const levelFirst = [...shared].sort(
      (a, b) => Number(b.fieldName === "subsection_cd") - Number(a.fieldName === "subsection_cd"),
    );
    for (const fields of [shared, levelFirst])
      for (const cells of [
        ["会員ID", "氏名", "生年月日", "学年（階層）", "学年"],
        ["会員ID", "氏名", "生年月日", "学年", "学年（階層）"],
      ]) {
        const match = matchHeader(cells, fields);
        expect(Object.fromEntries(match.columns.map((c) => [c.title, c.fieldName]))).toMatchObject({
          学年: "grade",
          "学年（階層）": "subsection_cd",
        });
      }
  });

  it("names columns as Excel does", () => {
    expect([0, 25, 26, 701, 702].map(columnLetter)).toEqual(["A", "Z", "AA", "ZZ", "AAA"]);
  });
});

const HEADER = [
  "会員ID",
  "氏名",
  "氏名カナ",
  "生年月日",
  "メールアドレス",
  "携帯電話番号",
  "郵便番号",
  "住所1",
  "学科",
  "所属2",
  "所属3",
  "学年",
  "有効期間開始日",
  "有効期間終了日",
];
const COLUMNS = matchHeader(HEADER, FIELDS).columns;
const GOOD = [
  "S001",
  "佐藤　太郎",
  "ｻﾄｳ ﾀﾛｳ",
  "2010/5/1",
  "taro@example.jp",
  "090-1234-5678",
  "1600022",
  "-",
  "D1",
  "S1",
  "",
  "1",
  "2026-04-01",
  "",
];

function check(cells: SheetCell[], rowNumber = 2): CheckedRow {
  return checkCells({ rowNumber, cells }, COLUMNS, BY_NAME);
}
const withCell = (index: number, value: SheetCell) => GOOD.map((v, i) => (i === index ? value : v));

describe("cells of a row", () => {
  it("parses a good row into member values", () => {
    const row = check(GOOD);
    expect(row.issues).toEqual([]);
    expect(row.memberId).toBe("S001");
    expect(row.values).toMatchObject({
      name: "佐藤　太郎",
      nameKana: "サトウ　タロウ",
      birthDate: "2010-05-01",
      postalCd: "160-0022",
      address1: "-",
      grade: 1,
      subsectionCd: null,
      validEnd: null,
    });
  });

  it.each([
    [0, "", "会員ID", "入力してください"],
    [3, "", "生年月日", "入力してください"],
    [4, "taro@@example", "メールアドレス", "メールアドレスの形式で入力してください"],
    [5, "12-34", "携帯電話番号", "電話番号の形式で入力してください"],
    [6, "160-00", "郵便番号", "123-4567"],
    [3, "2010/02/30", "生年月日", "yyyy/MM/dd"],
    [2, "さとう", "氏名カナ", "全角カタカナ"],
    [7, '=HYPERLINK("http://x","y")', "住所1", "数式として実行される"],
    [11, "100", "学年", "0から99"],
  ])("column %i %j is refused under 「%s」", (index, value, column, message) => {
    const row = check(withCell(index, value));
    expect(row.issues).toHaveLength(1);
    expect(row.issues[0]).toMatchObject({ column, value });
    expect(row.issues[0]?.message).toContain(message);
  });

  it("lists every bad cell of a row at once", () => {
    const row = check(["", "", "カナ", "x", "bad", "1", "2", "=1+1", "", "", "", "", "", ""]);
    expect(row.issues.map((i) => i.column)).toEqual([
      "会員ID",
      "氏名",
      "生年月日",
      "メールアドレス",
      "携帯電話番号",
      "郵便番号",
      "住所1",
    ]);
  });
});

const member = (memberId: string, extra: Partial<ExistingMember> = {}): ExistingMember => ({
  id: 100,
  memberId,
  name: "既存",
  nameKana: null,
  validStart: null,
  validEnd: null,
  levels: [null, null, null, null, null],
  ...extra,
});

const DATA: ReferenceData = {
  nodes: new Map([
    ["D1", { parentDivisionCd: "0", depth: 1, disabled: false }],
    ["S1", { parentDivisionCd: "D1", depth: 2, disabled: false }],
    ["C1", { parentDivisionCd: "S1", depth: 3, disabled: false }],
    ["D2", { parentDivisionCd: "0", depth: 1, disabled: false }],
    ["S2", { parentDivisionCd: "D2", depth: 2, disabled: false }],
    ["OLD", { parentDivisionCd: "D1", depth: 2, disabled: true }],
  ]),
  grades: new Set([1, 2, 3]),
  existing: new Map([
    ["S900", member("S900", { id: 900, validStart: "2026-04-01", levels: ["D1", "OLD", null, null, null] })],
  ]),
};
const TITLES = columnTitles(FIELDS, new Map(COLUMNS.map((c) => [c.fieldName, c.title])));
const PRESENT = new Set(COLUMNS.map((c) => c.fieldName));

function ruled(cells: SheetCell[]): CheckedRow {
  const row = check(cells);
  applyRowRules(row, DATA, TITLES, PRESENT);
  return row;
}

describe("rules across cells and against the organisation", () => {
  it("decides INSERT for a new id and UPDATE for an existing one", () => {
    expect(ruled(GOOD)).toMatchObject({ syncType: "INSERT", existingId: null, issues: [] });
    expect(ruled(withCell(0, "S900"))).toMatchObject({ syncType: "UPDATE", existingId: 900, issues: [] });
  });

  it.each([
    [{ 8: "D9" }, "学科", "学科のコード「D9」は登録されていません"],
    [{ 8: "S1", 9: "" }, "学科", "「S1」は第1階層の所属ではありません"],
    [{ 8: "D2", 9: "S1" }, "所属2", "「S1」は学科「D2」の下の所属ではありません"],
    [{ 8: "D1", 9: "", 10: "C1" }, "所属2", "所属3を指定するときは所属2も入力してください"],
    [{ 8: "D1", 9: "OLD" }, "所属2", "使用を停止した所属"],
    [{ 11: "4" }, "学年", "学年「4」は学年マスタに登録されていません"],
    [{ 12: "2026/04/01", 13: "2026/03/31" }, "有効期間終了日", "終了日"],
  ] as const)("refuses %j", (changes, column, message) => {
    const cells = GOOD.map((v, i) => (changes as Record<number, string>)[i] ?? v);
    const row = ruled(cells);
    expect(row.issues).toHaveLength(1);
    expect(row.issues[0]?.column).toBe(column);
    expect(row.issues[0]?.message).toContain(message);
  });

  it("accepts a path that stops above the leaves, an empty placement, and a switched-off node the member is already on", () => {
    expect(ruled(GOOD.map((v, i) => (i === 9 ? "" : v))).issues).toEqual([]);
    expect(ruled(GOOD.map((v, i) => (i === 8 || i === 9 ? "" : v))).issues).toEqual([]);
    expect(ruled(GOOD.map((v, i) => (i === 0 ? "S900" : i === 9 ? "OLD" : v))).issues).toEqual([]);
  });

  it("names every row of a duplicated member id on each of them", () => {
    const rows = [check(GOOD, 2), check(withCell(0, "S002"), 3), check(GOOD, 7)];
    markDuplicateIds(rows, TITLES);
    expect(rows[0]?.issues[0]?.message).toBe("会員ID「S001」がファイル内で重複しています（7行目と同じ）");
    expect(rows[2]?.issues[0]?.message).toBe("会員ID「S001」がファイル内で重複しています（2行目と同じ）");
    expect(rows[1]?.issues).toEqual([]);
  });
});
