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
 */
export const SNAPSHOT_SUFFIX = ".rows.json";

interface Snapshot {
  fieldsKey: string;
  columns: ParsedImport["columns"];
  warnings: string[];
  rows: [rowNumber: number, memberId: string | null, values: MemberValues, issues: CheckedRow["issues"]][];
}

/** What the parsing depended on: each field's name, title and requirement, in order. */
export function fieldsKey(fields: readonly ImportField[]): string {
  return JSON.stringify(fields.map((f) => [f.fieldName, f.fieldTitle, f.isRequired]));
}

/** Serialised before the rows are evaluated (evaluation adds issues and sync types to them). */
export function snapshotOf(parsed: ParsedImport, fields: readonly ImportField[]): string {
  const snapshot: Snapshot = {
    fieldsKey: fieldsKey(fields),
    columns: parsed.columns,
    warnings: parsed.warnings,
    rows: parsed.rows.map((r) => [r.rowNumber, r.memberId, r.values, r.issues]),
  };
  return JSON.stringify(snapshot);
}

/** The parsed rows kept for `storedPath`, or null when absent, unreadable or made with other fields. */
export async function readSnapshot(
  storage: ImportStorage,
  storedPath: string,
  fields: readonly ImportField[],
): Promise<ParsedImport | null> {
  const data = await storage.read(`${storedPath}${SNAPSHOT_SUFFIX}`);
  if (!data) return null;
  let snapshot: Snapshot;
  try {
    snapshot = JSON.parse(data.toString("utf8")) as Snapshot;
  } catch {
    return null;
  }
  if (snapshot.fieldsKey !== fieldsKey(fields)) return null;
  return {
    columns: snapshot.columns,
    warnings: snapshot.warnings,
    rows: snapshot.rows.map(([rowNumber, memberId, values, issues]) => ({
      rowNumber,
      memberId,
      values,
      issues,
      syncType: null,
      existingId: null,
      existingNameKana: null,
    })),
  };
}

/** The dry run of an uploaded file: its result, and the snapshot to keep beside the file. */
export async function checkWithSnapshot(
  db: Db,
  scope: ImportScope,
  input: CheckInput,
): Promise<{ result: CheckResult; snapshot: string }> {
  const fields = await loadImportFields(db, scope.organizationId, scope.processMode);
  const parsed = await parseImportFile(fields, input);
  const snapshot = snapshotOf(parsed, fields);
  return { result: await evaluateImport(db, scope, fields, parsed, input.deleteMode), snapshot };
}
