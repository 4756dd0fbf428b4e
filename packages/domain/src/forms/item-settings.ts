import type { CodeType } from "../codes/define-codes";
import { FormItemFileType, FormItemType } from "../codes/form";

export type FormItemTypeCode = CodeType<typeof FormItemType>;
export type FormItemFileTypeCode = CodeType<typeof FormItemFileType>;

// Limits of one form, so a definition stays a size a phone renders quickly and one PUT can carry.
export const FORM_MAX_SECTIONS = 50;
export const FORM_MAX_ITEMS = 300;
export const FORM_ITEM_MAX_CHOICES = 200;
/** Text answers are capped even without a max length set: one line and a free-text box. */
export const FORM_TEXT_SINGLE_MAX_LENGTH = 1000;
export const FORM_TEXT_MULTI_MAX_LENGTH = 10_000;
/** The largest file an answer may carry; the platform's upload limit (platform/http/uploads.ts). */
export const FORM_FILE_MAX_MB = 20;
export const FORM_MAX_FILES_PER_ITEM = 10;
/** Wishes a PLAN_DATE_LIST item asks for when the builder sets no maximum (第1希望〜第3希望). */
export const PLAN_DATE_LIST_DEFAULT_MAX = 3;

/** The settings an item may carry besides label, help text, required flag and condition. */
export type FormItemSetting =
  | "length"
  | "format"
  | "value"
  | "dateRange"
  | "choices"
  | "selectCount"
  | "files"
  | "fileSize"
  | "division"
  /** The answer is the applicant's name: the completion mail's {name} when nobody is logged in. */
  | "applicantName";

/**
 * Which settings each item type of spec §3.4 uses. A definition keeps only these (switching an item
 * from SELECT to TEXT_SINGLE in the builder drops its choices when saved), and answers are checked
 * by exactly these.
 * - SCHOOL: choices are an optional list of schools; an applicant may also type a school not listed.
 * - PLAN_DATE(_LIST): choices are optional candidate dates; without them any date in the range.
 * - DIVISION / DIVISION_SELECT: choices come from the organisation hierarchy (division setting).
 * - UPLOAD: kinds of file and how many (files), size of each (fileSize).
 * - FACE_PHOTO: always one image; only its size limit is set.
 */
export const ITEM_TYPE_SETTINGS: Readonly<Record<FormItemTypeCode, readonly FormItemSetting[]>> = {
  TEXT_SINGLE: ["length", "format", "applicantName"],
  TEXT_MULTI: ["length"],
  NUMBER: ["value"],
  DATE: ["dateRange"],
  SELECT: ["choices"],
  MULTIPLE: ["choices", "selectCount"],
  LIST: ["choices"],
  UPLOAD: ["files", "fileSize"],
  TEL_NO: [],
  MAIL_ADDRESS: [],
  ADDRESS: [],
  SCHOOL: ["choices"],
  DIVISION: ["division"],
  PLAN_DATE: ["choices", "dateRange"],
  PLAN_DATE_LIST: ["choices", "dateRange", "selectCount"],
  DATETIME: ["dateRange"],
  DIVISION_SELECT: ["division"],
  CHECKBOX: [],
  FACE_PHOTO: ["fileSize"],
  OC_DATE_LIST: ["choices", "selectCount"],
};

/** Item types whose answer is one of the item's own choices, which must exist before publishing. */
export const CHOICE_REQUIRED_ITEM_TYPES: readonly FormItemTypeCode[] = [
  FormItemType.SELECT,
  FormItemType.MULTIPLE,
  FormItemType.LIST,
  FormItemType.OC_DATE_LIST,
];

export function itemUses(itemType: FormItemTypeCode, setting: FormItemSetting): boolean {
  return ITEM_TYPE_SETTINGS[itemType].includes(setting);
}

/** FACE_PHOTO takes images only; UPLOAD what the builder allowed (all four kinds when none chosen). */
export function allowedFileTypes(
  itemType: FormItemTypeCode,
  fileTypes: readonly FormItemFileTypeCode[],
): readonly FormItemFileTypeCode[] {
  if (itemType === FormItemType.FACE_PHOTO) return [FormItemFileType.IMAGE];
  return fileTypes.length > 0 ? fileTypes : FormItemFileType.codes;
}

/**
 * The kind of file a MIME type names (1 image, 2 sound, 3 movie, 4 pdf), or null for anything else.
 * The server decides the MIME type from the file's content, never from its name.
 */
export function formFileTypeOfMime(mimeType: string): FormItemFileTypeCode | null {
  const mime = mimeType.toLowerCase().split(";")[0]!.trim();
  if (mime === "application/pdf") return FormItemFileType.PDF;
  if (mime.startsWith("image/")) return FormItemFileType.IMAGE;
  if (mime.startsWith("audio/")) return FormItemFileType.SOUND;
  if (mime.startsWith("video/")) return FormItemFileType.MOVIE;
  return null;
}
