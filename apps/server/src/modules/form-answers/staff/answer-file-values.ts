import {
  type AnswerableItem,
  FileUploadStatus,
  type FormAnswerValues,
  type FormFileValue,
  FormItemType,
} from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ValidationError } from "../../../platform/errors/app-error";
import { formAnswerFile } from "../form-answers.tables";
import type { AnswerRow } from "./answer-access";

// Staff do not upload: in a correction, the files of an UPLOAD / FACE_PHOTO item may only be the
// answer's own files of that item, kept (NONE) or removed (DELETE). What the caller says about a
// file (name, type, size) is replaced by what the server stored.

export type AnswerFileRow = typeof formAnswerFile.$inferSelect;

export const isFileItem = (item: AnswerableItem) =>
  item.itemType === FormItemType.UPLOAD || item.itemType === FormItemType.FACE_PHOTO;

export function attachedFiles(db: Db, answer: Pick<AnswerRow, "id" | "tenantId">): Promise<AnswerFileRow[]> {
  return db
    .select()
    .from(formAnswerFile)
    .where(and(eq(formAnswerFile.tenantId, answer.tenantId), eq(formAnswerFile.formAnswerId, answer.id)));
}

const fileRefused = (item: AnswerableItem, message: string) =>
  new ValidationError(`「${item.label}」：${message}`, [{ path: item.itemKey, message }]);

/** The raw values with each file value replaced by the stored file it names. */
export function withStoredFiles(
  items: readonly AnswerableItem[],
  raw: Record<string, unknown>,
  stored: readonly AnswerFileRow[],
): Record<string, unknown> {
  const result = { ...raw };
  for (const item of items.filter(isFileItem)) {
    const value = raw[item.itemKey];
    if (!Array.isArray(value)) continue;
    result[item.itemKey] = value.map((element): FormFileValue => {
      const given = element as Partial<FormFileValue> | null;
      const status = given?.status;
      if (status !== FileUploadStatus.NONE && status !== FileUploadStatus.DELETE)
        throw fileRefused(item, "ファイルの追加・差し替えは申込者のみが行えます。");
      const file = stored.find((f) => f.id === given?.fileId && f.itemKey === item.itemKey);
      if (!file) throw fileRefused(item, "この回答に添付されていないファイルが指定されています。");
      return { fileId: file.id, fileName: file.fileName, mimeType: file.mimeType, size: file.size, status };
    });
  }
  return result;
}

/** Checked values as stored: removed files dropped, the rest kept as NONE; and the files to remove. */
export function settleFiles(
  items: readonly AnswerableItem[],
  values: FormAnswerValues,
  stored: readonly AnswerFileRow[],
): { values: FormAnswerValues; removed: AnswerFileRow[] } {
  const settled: FormAnswerValues = { ...values };
  const kept = new Set<string>();
  for (const item of items.filter(isFileItem)) {
    const value = settled[item.itemKey];
    if (!Array.isArray(value)) continue;
    const files = (value as FormFileValue[])
      .filter((f) => f.status !== FileUploadStatus.DELETE)
      .map((f) => ({ ...f, status: FileUploadStatus.NONE }));
    for (const f of files) kept.add(f.fileId);
    settled[item.itemKey] = files.length === 0 ? null : files;
  }
  // A file no kept value names (deleted, or its item now hidden) leaves with the correction.
  return { values: settled, removed: stored.filter((f) => !kept.has(f.id)) };
}
