import { ROOT_PARENT_CD, restoreLevelCode, validityPeriodError } from "@gakumu/domain";
import type { ImportField } from "./import-fields";
import type { ExistingMember, ReferenceData } from "./reference-data";
import { type CheckedRow, issue, warning } from "./row-check";

/** The five hierarchy fields, level 1 to 5, and their member properties. */
export const LEVEL_FIELDS = ["division_cd", "section_cd", "subsection_cd", "unit_cd", "subunit_cd"] as const;
export const LEVEL_KEYS = ["divisionCd", "sectionCd", "subsectionCd", "unitCd", "subunitCd"] as const;

/** How the rules name a column: the title the file used, else the organisation's title. */
export type ColumnTitles = ReadonlyMap<string, string>;

const col = (titles: ColumnTitles, fieldName: string) => ({
  fieldName,
  title: titles.get(fieldName) ?? fieldName,
});

/** The codes directly under `parent` (ROOT_PARENT_CD for the first level). */
function childCodes(data: ReferenceData, parent: string): string[] {
  const codes: string[] = [];
  for (const [code, node] of data.nodes) if (node.parentDivisionCd === parent) codes.push(code);
  return codes;
}

/**
 * The hierarchy codes of a row must be a path of the tree from a root down (spec §3.3: a member sits
 * on one path; it may stop above the leaves). Columns missing from the file count as empty, because
 * the import writes the five levels together. A switched-off node is refused for a new placement but
 * kept where the member already stands. A code that lost its leading zeros in a spreadsheet (01 → 1)
 * is read as the one code under its parent it can have been, with a warning.
 */
function checkHierarchy(
  row: CheckedRow,
  data: ReferenceData,
  titles: ColumnTitles,
  existing?: ExistingMember,
) {
  const codes = LEVEL_KEYS.map((key) => (row.values[key] as string | null | undefined) ?? null);
  const deepest = codes.reduce<number>((last, code, i) => (code ? i : last), -1);
  for (let level = 0; level <= deepest; level++) {
    let code = codes[level];
    const here = col(titles, LEVEL_FIELDS[level] as string);
    if (!code) {
      const below = col(titles, LEVEL_FIELDS[deepest] as string);
      row.issues.push(issue(here, "", `${below.title}を指定するときは${here.title}も入力してください`));
      return;
    }
    const parent = level === 0 ? ROOT_PARENT_CD : (codes[level - 1] as string);
    if (!data.nodes.has(code)) {
      const restored = restoreLevelCode(code, childCodes(data, parent));
      if (restored) {
        row.warnings.push(warning(here, code, restored.message));
        code = restored.text;
        codes[level] = code;
        row.values[LEVEL_KEYS[level] as string] = code;
      }
    }
    const node = data.nodes.get(code);
    if (!node) {
      row.issues.push(issue(here, code, `${here.title}のコード「${code}」は登録されていません`));
      return;
    }
    if (node.parentDivisionCd !== parent) {
      const message =
        level === 0
          ? `「${code}」は第1階層の所属ではありません`
          : `「${code}」は${col(titles, LEVEL_FIELDS[level - 1] as string).title}「${parent}」の下の所属ではありません`;
      row.issues.push(issue(here, code, message));
      return;
    }
    if (node.disabled && existing?.levels[level] !== code) {
      row.issues.push(issue(here, code, `「${code}」は使用を停止した所属のため、新たに指定できません`));
      return;
    }
  }
}

/**
 * Checks that need more than one cell or the database, and decides INSERT or UPDATE by member id
 * (an existing live member of the same organisation and process mode is updated).
 */
export function applyRowRules(
  row: CheckedRow,
  data: ReferenceData,
  titles: ColumnTitles,
  present: ReadonlySet<string>,
): void {
  const existing = row.memberId ? data.existing.get(row.memberId) : undefined;
  const failed = new Set(row.issues.map((i) => i.fieldName));
  if (LEVEL_FIELDS.some((f) => present.has(f)) && !LEVEL_FIELDS.some((f) => failed.has(f))) {
    checkHierarchy(row, data, titles, existing);
  }
  const grade = row.values.grade;
  if (typeof grade === "number" && !data.grades.has(grade)) {
    row.issues.push(
      issue(col(titles, "grade"), String(grade), `学年「${grade}」は学年マスタに登録されていません`),
    );
  }
  if (!failed.has("valid_start") && !failed.has("valid_end")) {
    // A column the file leaves out keeps the member's current date, so the pair is checked as stored.
    const start = present.has("valid_start") ? row.values.validStart : (existing?.validStart ?? null);
    const end = present.has("valid_end") ? row.values.validEnd : (existing?.validEnd ?? null);
    const error = validityPeriodError((start as string | null) ?? null, (end as string | null) ?? null);
    if (error) row.issues.push(issue(col(titles, "valid_end"), String(end ?? ""), error));
  }
  if (row.memberId) {
    row.syncType = existing ? "UPDATE" : "INSERT";
    row.existingId = existing?.id ?? null;
    row.existingNameKana = existing?.nameKana ?? null;
  }
}

/**
 * A member id that occurs on several rows is refused on each of them, naming the others: the file
 * cannot say which row is meant.
 */
export function markDuplicateIds(rows: readonly CheckedRow[], titles: ColumnTitles): void {
  const byId = new Map<string, CheckedRow[]>();
  for (const row of rows) {
    if (!row.memberId) continue;
    const list = byId.get(row.memberId);
    if (list) list.push(row);
    else byId.set(row.memberId, [row]);
  }
  const column = col(titles, "member_id");
  for (const [memberId, list] of byId) {
    if (list.length < 2) continue;
    for (const row of list) {
      const others = list.filter((r) => r !== row).map((r) => r.rowNumber);
      const named = others.slice(0, 5).join("行目、");
      const more = others.length > 5 ? `ほか${others.length - 5}行` : "";
      row.issues.push(
        issue(
          column,
          memberId,
          `会員ID「${memberId}」がファイル内で重複しています（${named}行目${more ? `、${more}` : ""}と同じ）`,
        ),
      );
    }
  }
}

/** Titles by field name: what the file called each column, else the organisation's title. */
export function columnTitles(
  fields: readonly ImportField[],
  fileTitles: ReadonlyMap<string, string>,
): ColumnTitles {
  return new Map(fields.map((f) => [f.fieldName, fileTitles.get(f.fieldName) ?? f.fieldTitle]));
}
