import type { Db } from "../../../db/client";
import {
  type CheckInput,
  type CheckResult,
  evaluateImport,
  type ParsedImport,
  parseImportFile,
} from "./import-check";
import { type ImportField, loadImportFields } from "./import-fields";
import type { ImportScope } from "./import-scope";
import type { ImportStorage } from "./import-storage";
import type { CheckedRow, MemberValues } from "./row-check";

/**
 * The check's parsed rows, kept beside the uploaded file so the commit can check them again against
 * the members as they are then without reading and parsing the whole workbook a second time (half
 * the time of a 50,000-row commit). Only valid while the import fields are the ones it was parsed
 * with: a changed field list (a column made required, retitled) makes the commit read the file again.
 *
 * One JSON line per row after a header line, written and read a line at a time: 50,000 rows never
 * become one string (about 35 MB in memory) nor one parsed document, on either side.
 */
// The name of the earlier one-document form: such a file has no `keys` and is read as unusable.
export const SNAPSHOT_SUFFIX = ".rows.json";

interface SnapshotHeader {
  fieldsKey: string;
  columns: ParsedImport["columns"];
  warnings: string[];
  /** The value properties every row line lists, in this order (the names are not repeated per row). */
  keys: string[];
}

type SnapshotLine = [
  rowNumber: number,
  memberId: string | null,
  values: unknown[],
  issues: CheckedRow["issues"],
  /** Positions in `keys` the row has no value for (its cell was refused); left out when none. */
  absent?: number[],
  /** Cells read after a repair; left out when none. */
  warnings?: CheckedRow["warnings"],
];

/** What the parsing depended on: each field's name, title and requirement, in order. */
export function fieldsKey(fields: readonly ImportField[]): string {
  return JSON.stringify(fields.map((f) => [f.fieldName, f.fieldTitle, f.isRequired]));
}

/**
 * The snapshot's lines, made one at a time. Take them before the rows are evaluated (evaluation adds
 * issues and sync types to them).
 */
export function* snapshotLines(parsed: ParsedImport, fields: readonly ImportField[]): Generator<string> {
  const seen = new Set<string>();
  for (const r of parsed.rows) for (const key in r.values) seen.add(key);
  const keys = [...seen];
  const header: SnapshotHeader = {
    fieldsKey: fieldsKey(fields),
    columns: parsed.columns,
    warnings: parsed.warnings,
    keys,
  };
  yield `${JSON.stringify(header)}\n`;
  for (const r of parsed.rows) {
    const values = keys.map((k) => r.values[k] ?? null);
    const absent = keys.flatMap((k, i) => (k in r.values ? [] : [i]));
    const line: SnapshotLine = [r.rowNumber, r.memberId, values, r.issues];
    if (r.warnings.length > 0) line.push(absent, r.warnings);
    else if (absent.length > 0) line.push(absent);
    yield `${JSON.stringify(line)}\n`;
  }
}

function rowOf(line: SnapshotLine, keys: readonly string[]): CheckedRow {
  const [rowNumber, memberId, cells, issues, absent, warnings = []] = line;
  const values: MemberValues = {};
  keys.forEach((key, i) => {
    if (!absent?.includes(i)) values[key] = cells[i] as MemberValues[string];
  });
  return {
    rowNumber,
    memberId,
    values,
    issues,
    warnings,
    syncType: null,
    existingId: null,
    existingNameKana: null,
  };
}

/** The parsed rows kept for `storedPath`, or null when absent, unreadable or made with other fields. */
export async function readSnapshot(
  storage: ImportStorage,
  storedPath: string,
  fields: readonly ImportField[],
): Promise<ParsedImport | null> {
  const lines = await storage.readLines(`${storedPath}${SNAPSHOT_SUFFIX}`);
  if (!lines) return null;
  let header: SnapshotHeader | null = null;
  const rows: CheckedRow[] = [];
  try {
    for await (const text of lines) {
      if (header === null) {
        header = JSON.parse(text) as SnapshotHeader;
        if (header.fieldsKey !== fieldsKey(fields) || !Array.isArray(header.keys)) return null;
        continue;
      }
      if (text !== "") rows.push(rowOf(JSON.parse(text) as SnapshotLine, header.keys));
    }
  } catch {
    return null;
  } finally {
    await lines.return(undefined);
  }
  if (header === null) return null;
  return { columns: header.columns, warnings: header.warnings, rows };
}

/**
 * The dry run of an uploaded file: the rows are parsed, handed to `keep` as snapshot lines (the job
 * writes them beside the stored file as they come), then evaluated.
 */
export async function checkWithSnapshot(
  db: Db,
  scope: ImportScope,
  input: CheckInput,
  keep: (lines: Iterable<string>) => Promise<void>,
): Promise<CheckResult> {
  const fields = await loadImportFields(db, scope.organizationId, scope.processMode);
  const parsed = await parseImportFile(fields, input);
  await keep(snapshotLines(parsed, fields));
  return evaluateImport(db, scope, fields, parsed, input.deleteMode);
}
