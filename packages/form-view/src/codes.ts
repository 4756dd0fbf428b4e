import type { FormFileValue } from "@gakumu/domain/forms/answer-types";
import type { FormItemFileTypeCode, FormItemTypeCode } from "@gakumu/domain/forms/item-settings";

// The codes and limits of spec §3.4 the answer fields need. The domain's code lists build Zod schemas
// on import, and the form frontend's first load of the answer screen cannot carry Zod within issue 5's
// 200 kB budget: these are restated with type-only imports, and codes.test.ts checks they agree.

/** FormItemType codes used by name here. */
export const ITEM = {
  TEXT_SINGLE: "TEXT_SINGLE",
  TEXT_MULTI: "TEXT_MULTI",
  CHECKBOX: "CHECKBOX",
  FACE_PHOTO: "FACE_PHOTO",
  UPLOAD: "UPLOAD",
} as const satisfies Record<string, FormItemTypeCode>;

export type FileStatus = FormFileValue["status"];
export const FILE_STATUS = {
  NONE: "NONE",
  ADD: "ADD",
  MODIFY: "MODIFY",
  DELETE: "DELETE",
} as const satisfies Record<string, FileStatus>;

/** FormItemFileType: 1 image, 2 sound, 3 movie, 4 pdf, with the domain's labels. */
export const FILE_TYPE_LABELS: Record<FormItemFileTypeCode, string> = {
  1: "画像",
  2: "音声",
  3: "動画",
  4: "PDF",
};
export const FILE_TYPES = [1, 2, 3, 4] as const satisfies readonly FormItemFileTypeCode[];

/** What the file picker offers for each kind (the server decides the real kind from the content). */
export const FILE_TYPE_ACCEPT: Record<FormItemFileTypeCode, string> = {
  1: "image/*",
  2: "audio/*",
  3: "video/*",
  4: "application/pdf,.pdf",
};

/** The domain's FORM_FILE_MAX_MB and PLAN_DATE_LIST_DEFAULT_MAX. */
export const FILE_MAX_MB = 20;
export const PLAN_DATE_LIST_DEFAULT_MAX = 3;

/** The domain's allowedFileTypes: FACE_PHOTO takes images; UPLOAD what the builder allowed, else all. */
export function allowedFileTypes(
  itemType: FormItemTypeCode,
  fileTypes: readonly FormItemFileTypeCode[],
): readonly FormItemFileTypeCode[] {
  if (itemType === ITEM.FACE_PHOTO) return [1];
  return fileTypes.length > 0 ? fileTypes : FILE_TYPES;
}

/** The domain's formFileTypeOfMime, for the check before a file is sent. */
export function fileTypeOfMime(mimeType: string): FormItemFileTypeCode | null {
  const mime = mimeType.toLowerCase().split(";")[0]!.trim();
  if (mime === "application/pdf") return 4;
  if (mime.startsWith("image/")) return 1;
  if (mime.startsWith("audio/")) return 2;
  if (mime.startsWith("video/")) return 3;
  return null;
}

/** JIS X 0401 prefectures '01' … '47' (the domain's Zod-free list). */
export { PREFECTURE_CHOICES as PREFECTURES } from "@gakumu/domain/codes/prefectures";
