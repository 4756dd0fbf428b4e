import type { FormFileValue } from "@gakumu/domain/forms/answer-types";
import type { PublicFormItem } from "@gakumu/domain/forms/public-form";
import { allowedFileTypes, FILE_MAX_MB, FILE_STATUS, FILE_TYPE_LABELS, fileTypeOfMime, ITEM } from "../codes";

// The file list of an UPLOAD / FACE_PHOTO answer (spec §3.4 upload status). Files already stored with
// the answer are marked DELETE when removed, so the server removes them on sending; a file added on
// this screen (ADD) and removed again simply leaves the list.

const isFile = (v: unknown): v is FormFileValue =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as FormFileValue).fileId === "string" &&
  typeof (v as FormFileValue).fileName === "string" &&
  typeof (v as FormFileValue).status === "string";

export function filesOf(value: unknown): FormFileValue[] {
  return Array.isArray(value) ? value.filter(isFile) : [];
}

/** The files the applicant sees (everything not marked DELETE). */
export const keptFiles = (files: readonly FormFileValue[]) =>
  files.filter((f) => f.status !== FILE_STATUS.DELETE);

export function removeFile(files: readonly FormFileValue[], fileId: string): FormFileValue[] | null {
  const next = files.flatMap((f) => {
    if (f.fileId !== fileId) return [f];
    return f.status === FILE_STATUS.ADD ? [] : [{ ...f, status: FILE_STATUS.DELETE }];
  });
  return next.length > 0 ? next : null;
}

/** After an upload: the new files added; a one-file item replaces the file it had. */
export function addFiles(
  files: readonly FormFileValue[],
  added: readonly FormFileValue[],
  maxFiles: number,
): FormFileValue[] {
  let base = [...files];
  if (maxFiles === 1) for (const f of keptFiles(base)) base = removeFile(base, f.fileId) ?? [];
  return [...base, ...added];
}

export interface FileRules {
  allowed: readonly (1 | 2 | 3 | 4)[];
  maxMb: number;
  maxFiles: number;
  accept: string;
  typeLabels: string;
}

export function fileRules(
  item: PublicFormItem,
  accept: (types: readonly (1 | 2 | 3 | 4)[]) => string,
): FileRules {
  const allowed = allowedFileTypes(item.itemType, item.fileTypes);
  return {
    allowed,
    maxMb: Math.min(item.maxFileSizeMb ?? FILE_MAX_MB, FILE_MAX_MB),
    maxFiles: item.itemType === ITEM.FACE_PHOTO ? 1 : (item.validation.maxFiles ?? 1),
    accept: accept(allowed),
    typeLabels: allowed.map((t) => FILE_TYPE_LABELS[t]).join("・"),
  };
}

export type FileProblem =
  | { kind: "tooLarge"; name: string }
  | { kind: "wrongType"; name: string }
  | { kind: "tooMany" };

/** The checks a phone can make before sending (the server checks the content again). */
export function checkPicked(
  picked: readonly File[],
  keptCount: number,
  rules: FileRules,
): FileProblem | null {
  for (const file of picked) {
    const kind = fileTypeOfMime(file.type);
    if (kind === null || !rules.allowed.includes(kind)) return { kind: "wrongType", name: file.name };
    if (file.size > rules.maxMb * 1024 * 1024) return { kind: "tooLarge", name: file.name };
  }
  const total = rules.maxFiles === 1 ? picked.length : keptCount + picked.length;
  return total > rules.maxFiles ? { kind: "tooMany" } : null;
}
