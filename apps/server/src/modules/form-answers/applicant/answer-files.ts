import { type AnswerableItem, FileUploadStatus, type FormFileValue } from "@gakumu/domain";
import { and, eq, inArray, isNull, notInArray, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ConflictError, type ErrorDetail } from "../../../platform/errors/app-error";
import { formAnswerFile } from "../form-answers.tables";
import { isFileItem } from "./answer-form";
import type { AnswerScope } from "./applicant-access";

// The files an answer names (spec §3.4 upload status). ADD: a file this caller uploaded for this
// form and item that no other answer holds; NONE / MODIFY: a file already attached to this answer;
// DELETE: a file of this answer to remove. What is stored carries the server's name, type and size,
// never the client's, and every kept file as NONE, so the next edit sends it back as it is.

type FileRow = typeof formAnswerFile.$inferSelect;

export interface FileCaller {
  /** The answer being written; null for a new one. */
  answerId: number | null;
  formUserId: number | null;
  accessKeyId: number;
}

export const fileMissingMessage = "添付ファイルが見つかりません。もう一度添付してください。";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

function referencedIds(items: readonly AnswerableItem[], raw: Record<string, unknown>): string[] {
  const ids = new Set<string>();
  for (const item of items.filter(isFileItem)) {
    const value = raw[item.itemKey];
    if (!Array.isArray(value)) continue;
    for (const f of value)
      if (isRecord(f) && typeof f.fileId === "string" && f.fileId.length <= 64) ids.add(f.fileId);
  }
  return [...ids];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The rows of the files the values name, of this form and tenant only. */
export async function loadReferencedFiles(
  db: Db,
  scope: AnswerScope,
  formId: number,
  items: readonly AnswerableItem[],
  raw: Record<string, unknown>,
): Promise<Map<string, FileRow>> {
  const ids = referencedIds(items, raw).filter((id) => UUID.test(id));
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(formAnswerFile)
    .where(
      and(
        eq(formAnswerFile.tenantId, scope.tenantId),
        eq(formAnswerFile.formId, formId),
        inArray(formAnswerFile.id, ids),
      ),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Whether the caller may name the file with `status` for this item. */
function usable(row: FileRow | undefined, itemKey: string, status: unknown, who: FileCaller): boolean {
  if (!row || row.itemKey !== itemKey) return false;
  if (who.answerId !== null && row.formAnswerId === who.answerId) return true;
  // A file of no answer yet: only its uploader may add it (an ADD a saved draft already attached
  // arrives again as ADD from the screen, and is taken above).
  if (status !== FileUploadStatus.ADD || row.formAnswerId !== null) return false;
  if (row.formUserId !== null) return row.formUserId === who.formUserId;
  return row.accessKeyId === who.accessKeyId;
}

export interface ResolvedFiles {
  /** The values with every file item's list rewritten from the server's rows. */
  values: Record<string, unknown>;
  /** Files named that the caller may not use (submit refuses them; a draft drops them). */
  issues: ErrorDetail[];
  /** Files of this answer marked DELETE. */
  deleteIds: string[];
}

export function resolveFileValues(
  items: readonly AnswerableItem[],
  raw: Record<string, unknown>,
  rows: ReadonlyMap<string, FileRow>,
  who: FileCaller,
): ResolvedFiles {
  const values = { ...raw };
  const issues: ErrorDetail[] = [];
  const deleteIds: string[] = [];
  for (const item of items.filter(isFileItem)) {
    const value = raw[item.itemKey];
    if (!Array.isArray(value)) continue;
    const kept: FormFileValue[] = [];
    value.forEach((f, index) => {
      const fileId = isRecord(f) && typeof f.fileId === "string" ? f.fileId : "";
      const status = isRecord(f) ? f.status : undefined;
      const row = rows.get(fileId);
      if (status === FileUploadStatus.DELETE) {
        if (row && who.answerId !== null && row.formAnswerId === who.answerId) deleteIds.push(row.id);
        return;
      }
      if (!row || !usable(row, item.itemKey, status, who)) {
        issues.push({ path: `values.${item.itemKey}.${index}`, message: fileMissingMessage });
        return;
      }
      kept.push({
        fileId: row.id,
        fileName: row.fileName,
        mimeType: row.mimeType,
        size: row.size,
        status: FileUploadStatus.NONE,
      });
    });
    values[item.itemKey] = kept.length > 0 ? kept : null;
  }
  return { values, issues, deleteIds };
}

/** The file ids a (cleaned) answer keeps. */
export function keptFileIds(items: readonly AnswerableItem[], values: Record<string, unknown>): string[] {
  return items
    .filter(isFileItem)
    .flatMap((item) => (Array.isArray(values[item.itemKey]) ? (values[item.itemKey] as FormFileValue[]) : []))
    .map((f) => f.fileId);
}

/**
 * Attaches the kept files to the answer. The condition repeats "no other answer", so two answers
 * racing for one upload cannot both get it: the loser's count falls short and it is refused.
 */
export async function attachFiles(
  tx: Db,
  answerId: number,
  keep: readonly string[],
  now: Date,
): Promise<void> {
  if (keep.length === 0) return;
  const attached = await tx
    .update(formAnswerFile)
    .set({ formAnswerId: answerId, attachedAt: now })
    .where(
      and(
        inArray(formAnswerFile.id, [...keep]),
        or(isNull(formAnswerFile.formAnswerId), eq(formAnswerFile.formAnswerId, answerId)),
      ),
    )
    .returning({ id: formAnswerFile.id });
  if (attached.length !== new Set(keep).size) throw new ConflictError(fileMissingMessage);
}

/**
 * Removes rows of the answer's files: those named DELETE, or (a sent answer) every file the answer
 * no longer keeps, hidden items' included. Returns their storage paths, to remove after commit.
 */
export async function removeAnswerFileRows(
  tx: Db,
  answerId: number,
  which: { deleteIds: readonly string[] } | { allBut: readonly string[] },
): Promise<string[]> {
  const ofAnswer = eq(formAnswerFile.formAnswerId, answerId);
  let where: ReturnType<typeof and>;
  if ("deleteIds" in which) {
    if (which.deleteIds.length === 0) return [];
    where = and(ofAnswer, inArray(formAnswerFile.id, [...which.deleteIds]));
  } else {
    where =
      which.allBut.length > 0 ? and(ofAnswer, notInArray(formAnswerFile.id, [...which.allBut])) : ofAnswer;
  }
  const gone = await tx.delete(formAnswerFile).where(where).returning({ path: formAnswerFile.storagePath });
  return gone.map((g) => g.path);
}
