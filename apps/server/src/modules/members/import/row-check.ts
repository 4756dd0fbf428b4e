import { memberFieldProperty, parseImportedMemberField } from "@gakumu/domain";
import { cellText } from "./cell-text";
import type { MatchedColumn } from "./header-match";
import type { ImportField } from "./import-fields";
import type { SyncIssue } from "./member-sync-log.tables";
import type { SheetRow } from "./sheet-rows";

/** Member property → stored value (null = empty), for the columns the file has. */
export type MemberValues = Record<string, string | number | boolean | null>;

/** One data row after the check. */
export interface CheckedRow {
  rowNumber: number;
  /** The parsed member id, or null when the cell was refused. */
  memberId: string | null;
  values: MemberValues;
  /** Errors: the row cannot be imported while it has any. */
  issues: SyncIssue[];
  /** Cells read after a repair (a lost leading 0, …): reported, never blocking. */
  warnings: SyncIssue[];
  /** Decided against the members already there (import-check.ts); null while unknown or refused. */
  syncType: "INSERT" | "UPDATE" | null;
  existingId: number | null;
  /** The kana already stored, for the search text of an update whose file has no kana column. */
  existingNameKana: string | null;
}

/** The values longer than this are cut in the report: it shows where the problem is, not the essay. */
const REPORTED_VALUE_LENGTH = 200;

export function issue(
  column: MatchedColumn | { fieldName: string; title: string },
  value: string,
  message: string,
): SyncIssue {
  return {
    fieldName: column.fieldName,
    column: column.title,
    value: value.length > REPORTED_VALUE_LENGTH ? `${value.slice(0, REPORTED_VALUE_LENGTH)}…` : value,
    message,
  };
}

/** A cell read after a repair, with the note of what was done. */
export function warning(
  column: MatchedColumn | { fieldName: string; title: string },
  value: string,
  message: string,
): SyncIssue {
  return { ...issue(column, value, message), warning: true };
}

/**
 * Parses every cell of a row through the domain's `parseMemberField`, so a value accepted here is
 * accepted by the member edit screen with the same rules and messages. Every refused cell becomes an
 * issue; the row's other cells are still read so the report lists all of them at once. A value a
 * spreadsheet changed when the file was saved again (090… read as a number, a date as its serial)
 * is restored when only one original is possible, and reported as a warning.
 */
export function checkCells(
  row: SheetRow,
  columns: readonly MatchedColumn[],
  fields: ReadonlyMap<string, ImportField>,
): CheckedRow {
  const values: MemberValues = {};
  const issues: SyncIssue[] = [];
  const warnings: SyncIssue[] = [];
  let memberId: string | null = null;
  for (const column of columns) {
    const field = fields.get(column.fieldName);
    if (!field) continue;
    const cell = cellText(row.cells[column.index] ?? null, field.spec.kind);
    if (!cell.ok) {
      issues.push(issue(column, cell.text, cell.message));
      continue;
    }
    const parsed = parseImportedMemberField(column.fieldName, cell.text, field.isRequired);
    if (!parsed.ok) {
      issues.push(issue(column, cell.text, parsed.message));
      continue;
    }
    if (parsed.restored) warnings.push(warning(column, cell.text, parsed.restored.message));
    // The gender code is a number column; the domain keeps code values as text.
    const value =
      column.fieldName === "gender_cd" && parsed.value !== null ? Number(parsed.value) : parsed.value;
    values[memberFieldProperty(column.fieldName)] = value;
    if (column.fieldName === "member_id") memberId = value as string;
  }
  return {
    rowNumber: row.rowNumber,
    memberId,
    values,
    issues,
    warnings,
    syncType: null,
    existingId: null,
    existingNameKana: null,
  };
}
