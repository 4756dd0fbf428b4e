import { setImmediate as nextTurn } from "node:timers/promises";
import { formatDate } from "@gakumu/domain";
import type { Db } from "../../../db/client";
import { unseenMemberCodes } from "../member-row-scope";
import { type MatchedColumn, matchHeader } from "./header-match";
import { type ImportField, loadImportFields } from "./import-fields";
import { ImportFileError, type ImportFileKind, importFileMessages, MAX_IMPORT_ROWS } from "./import-file";
import type { ImportScope } from "./import-scope";
import { importScopeMessages, importViewer } from "./import-viewer";
import { loadReferenceData } from "./reference-data";
import { type CheckedRow, checkCells, issue } from "./row-check";
import { applyRowRules, columnTitles, markDuplicateIds } from "./row-rules";
import { isEmptyRow, readSheetRows } from "./sheet-rows";

export type DeleteMode = "EXPIRATION" | "DELETE";

export interface CheckCounts {
  total: number;
  insert: number;
  update: number;
  delete: number;
  /** Rows with at least one issue. */
  error: number;
  issues: number;
  /** Cells read after a repair (warnings; they never block the commit). */
  warnings: number;
}

/** The dry run: every row as it would be applied, every problem, and the members the delete mode would reach. */
export interface CheckResult {
  columns: MatchedColumn[];
  warnings: string[];
  rows: CheckedRow[];
  deletes: { id: number; memberId: string }[];
  counts: CheckCounts;
}

export interface CheckInput {
  data: Buffer;
  kind: ImportFileKind;
  deleteMode: DeleteMode | null;
  /** Rows read so far; called every few thousand rows (the job shows it). */
  onProgress?: (rowsRead: number) => Promise<void>;
}

/** Rows between two looks at the event loop, so a large check does not hold up other requests. */
const ROWS_PER_TURN = 2000;

/** The calendar day before today in Japan: the expiry date the EXPIRATION delete mode writes. */
export function yesterdayInJapan(now: Date = new Date()): string {
  return formatDate(new Date(now.getTime() - 86_400_000), "yyyy-MM-dd");
}

/** The file read and every cell parsed: what a commit can check again without reading the file. */
export interface ParsedImport {
  columns: MatchedColumn[];
  warnings: string[];
  rows: CheckedRow[];
}

/**
 * Reads the file's first table: the header row matched to the import fields, then every data row's
 * cells parsed (formats, required values, formula-looking text). A file that cannot be read as a
 * table throws ImportFileError.
 */
export async function parseImportFile(
  fields: readonly ImportField[],
  input: CheckInput,
): Promise<ParsedImport> {
  const byName = new Map(fields.map((f) => [f.fieldName, f]));
  let header: ReturnType<typeof matchHeader> | null = null;
  const rows: CheckedRow[] = [];
  for await (const row of readSheetRows(input.data, input.kind)) {
    if (isEmptyRow(row.cells)) continue;
    if (!header) {
      header = matchHeader(row.cells, fields);
      continue;
    }
    if (rows.length >= MAX_IMPORT_ROWS) throw new ImportFileError(importFileMessages.tooManyRows);
    rows.push(checkCells(row, header.columns, byName));
    if (rows.length % ROWS_PER_TURN === 0) {
      await nextTurn();
      if (rows.length % (ROWS_PER_TURN * 5) === 0) await input.onProgress?.(rows.length);
    }
  }
  if (!header) throw new ImportFileError(importFileMessages.noHeader);
  if (rows.length === 0) throw new ImportFileError(importFileMessages.noData);
  return { columns: header.columns, warnings: header.warnings, rows };
}

/**
 * Checks parsed rows against the organisation as it is now, without changing anything: hierarchy
 * paths and grades, validity periods, duplicate member ids, INSERT or UPDATE, and the members the
 * delete mode would reach. Marks the rows (issues, sync type) and counts them.
 */
export async function evaluateImport(
  db: Db,
  scope: ImportScope,
  fields: readonly ImportField[],
  parsed: ParsedImport,
  deleteMode: DeleteMode | null,
): Promise<CheckResult> {
  const { columns, rows } = parsed;
  const present = new Set(columns.map((c) => c.fieldName));
  const missing = fields.filter((f) => f.isRequired && !present.has(f.fieldName));
  if (missing.length > 0) {
    throw new ImportFileError(`必須の列がありません：${missing.map((f) => f.fieldTitle).join("、")}。`);
  }
  const data = await loadReferenceData(db, scope);
  const titles = columnTitles(fields, new Map(columns.map((c) => [c.fieldName, c.title])));
  markDuplicateIds(rows, titles);
  for (let i = 0; i < rows.length; i++) {
    applyRowRules(rows[i] as CheckedRow, data, titles, present);
    if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
  }
  // The requester's list reference authority (spec §6): a member they may not see is neither updated
  // nor, below, deleted by their file, as the member edit screen refuses them too.
  const unseen = new Set(
    await unseenMemberCodes(db, importViewer(scope), scope.processMode, [...data.existing.keys()]),
  );
  for (const row of rows) {
    if (row.syncType === "UPDATE" && row.memberId && unseen.has(row.memberId))
      row.issues.push(
        issue(
          { fieldName: "member_id", title: titles.get("member_id") ?? "会員ID" },
          row.memberId,
          importScopeMessages.unseen,
        ),
      );
  }

  // The report reads left to right: a row's problems in the order of the file's columns.
  const position = new Map(columns.map((c) => [c.fieldName, c.index]));
  const at = (fieldName: string) => position.get(fieldName) ?? Number.MAX_SAFE_INTEGER;
  for (const row of rows) {
    if (row.issues.length > 1) row.issues.sort((a, b) => at(a.fieldName) - at(b.fieldName));
    if (row.warnings.length > 1) row.warnings.sort((a, b) => at(a.fieldName) - at(b.fieldName));
  }

  const inFile = new Set(rows.map((r) => r.memberId));
  const yesterday = yesterdayInJapan();
  const deletes =
    deleteMode === null
      ? []
      : [...data.existing.values()]
          .filter((m) => !inFile.has(m.memberId) && !unseen.has(m.memberId))
          // Expiring a member whose period already ended would move its end later, not earlier.
          .filter((m) => deleteMode === "DELETE" || m.validEnd === null || m.validEnd > yesterday)
          .map((m) => ({ id: m.id, memberId: m.memberId }));

  const counts: CheckCounts = {
    total: rows.length,
    insert: 0,
    update: 0,
    delete: deletes.length,
    error: 0,
    issues: 0,
    warnings: 0,
  };
  for (const row of rows) {
    counts.warnings += row.warnings.length;
    if (row.issues.length > 0) {
      counts.error++;
      counts.issues += row.issues.length;
    } else if (row.syncType === "INSERT") counts.insert++;
    else if (row.syncType === "UPDATE") counts.update++;
  }
  return { columns, warnings: parsed.warnings, rows, deletes, counts };
}

/** Parse and evaluate in one go (tests and callers that do not keep the parsed rows). */
export async function checkImport(db: Db, scope: ImportScope, input: CheckInput): Promise<CheckResult> {
  const fields = await loadImportFields(db, scope.organizationId, scope.processMode);
  return evaluateImport(db, scope, fields, await parseImportFile(fields, input), input.deleteMode);
}
