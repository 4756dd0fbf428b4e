import { FileUploadStatus, FormItemFileType, FormItemType } from "../codes/form";
import { formatMessage } from "../i18n/format";
import { PREFECTURE_CHOICES } from "../members/member-fields";
import { isBlank } from "../validation/predicates/text";
import { validate } from "../validation/rule";
import * as text from "../validation/rules/text";
import {
  type AddressValue,
  type AnswerableItem,
  type AnswerCheck,
  type AnswerIssue,
  accept,
  type FormFileValue,
  refuse,
} from "./answer-types";
import { formsMessage } from "./form-messages";
import { allowedFileTypes, FORM_FILE_MAX_MB, formFileTypeOfMime } from "./item-settings";

// Answers made of parts: ADDRESS, SCHOOL, and the files of UPLOAD and FACE_PHOTO.

const invalidType = () => refuse(formatMessage("validation.invalidType"));
const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === "object" && raw !== null && !Array.isArray(raw);
const textOf = (raw: unknown): string | null =>
  raw == null ? "" : typeof raw === "string" ? raw.trim() : null;

/**
 * ADDRESS: postal code, prefecture and address lines. A required address needs all but the second
 * line; an optional one left wholly empty is null, a partly filled one is checked part by part.
 */
export function checkAddressAnswer(item: AnswerableItem, raw: unknown): AnswerCheck {
  if (raw != null && !isRecord(raw)) return invalidType();
  const parts = ["postalCd", "prefectureCd", "address1", "address2"] as const;
  const value = {} as AddressValue;
  for (const part of parts) {
    const t = textOf(raw?.[part]);
    if (t === null) return refuse(formatMessage("validation.invalidType"), [part]);
    value[part] = t;
  }
  if (!item.required && parts.every((p) => value[p] === "")) return accept(null);
  const issues: AnswerIssue[] = [];
  const add = (part: (typeof parts)[number], message: string | null) => {
    if (message !== null) issues.push({ path: [part], message });
  };
  add("postalCd", validate(value.postalCd, text.required(), text.postalCode()));
  const prefectureKnown = PREFECTURE_CHOICES.some((c) => c.value === value.prefectureCd);
  add(
    "prefectureCd",
    value.prefectureCd === ""
      ? formatMessage("validation.selectRequired")
      : prefectureKnown
        ? null
        : formatMessage("validation.invalidChoice"),
  );
  add("address1", validate(value.address1, text.required(), text.maxLength(200)));
  add("address2", validate(value.address2, text.maxLength(200)));
  return issues.length > 0 ? { ok: false, issues } : accept(value);
}

/**
 * SCHOOL: a school from the item's list (schoolCd), or one typed by the applicant (schoolName only).
 * A listed school's name is taken from the list, so the stored name is always the list's.
 */
export function checkSchoolAnswer(item: AnswerableItem, raw: unknown): AnswerCheck {
  if (raw != null && !isRecord(raw)) return invalidType();
  const code = textOf(raw?.schoolCd);
  const name = textOf(raw?.schoolName);
  if (code === null) return refuse(formatMessage("validation.invalidType"), ["schoolCd"]);
  if (name === null) return refuse(formatMessage("validation.invalidType"), ["schoolName"]);
  if (code !== "") {
    const choice = item.choices.find((c) => c.value === code);
    if (!choice) return refuse(formatMessage("validation.invalidChoice"), ["schoolCd"]);
    return accept({ schoolCd: code, schoolName: choice.label });
  }
  if (isBlank(name))
    return item.required ? refuse(formatMessage("validation.required"), ["schoolName"]) : accept(null);
  const message = validate(name, text.maxLength(100));
  return message === null ? accept({ schoolCd: null, schoolName: name }) : refuse(message, ["schoolName"]);
}

function toFile(raw: unknown): FormFileValue | null {
  if (!isRecord(raw)) return null;
  const { fileId, fileName, mimeType, size, status } = raw;
  const short = (v: unknown, max: number) => typeof v === "string" && v.length > 0 && v.length <= max;
  if (!short(fileId, 64) || !short(fileName, 255) || !short(mimeType, 127)) return null;
  if (typeof size !== "number" || !Number.isInteger(size) || size < 0) return null;
  if (!FileUploadStatus.isValid(status)) return null;
  return { fileId, fileName, mimeType, size, status } as FormFileValue;
}

/**
 * UPLOAD and FACE_PHOTO: the item's files with their upload status. Files marked DELETE are kept in
 * the value (the answers work removes them) but count for nothing; the others must be of an allowed
 * kind and size, and no more than the item allows (one for FACE_PHOTO, one unless set for UPLOAD).
 */
export function checkFileAnswer(item: AnswerableItem, raw: unknown): AnswerCheck {
  if (raw == null) return item.required ? refuse(formsMessage("fileRequired")) : accept(null);
  if (!Array.isArray(raw)) return invalidType();
  const files: FormFileValue[] = [];
  const allowed = allowedFileTypes(item.itemType, item.fileTypes);
  const maxMb = Math.min(item.maxFileSizeMb ?? FORM_FILE_MAX_MB, FORM_FILE_MAX_MB);
  for (const [index, element] of raw.entries()) {
    const file = toFile(element);
    if (!file) return refuse(formatMessage("validation.invalidType"), [index]);
    files.push(file);
    if (file.status === FileUploadStatus.DELETE) continue;
    const kind = formFileTypeOfMime(file.mimeType);
    if (kind === null || !allowed.includes(kind)) {
      const types = allowed.map((t) => FormItemFileType.label(t)).join("・");
      return refuse(formsMessage("fileType", { types }), [index]);
    }
    if (file.size > maxMb * 1024 * 1024) return refuse(formsMessage("fileSize", { max: maxMb }), [index]);
  }
  const kept = files.filter((f) => f.status !== FileUploadStatus.DELETE);
  const maxFiles = item.itemType === FormItemType.FACE_PHOTO ? 1 : (item.validation.maxFiles ?? 1);
  if (kept.length > maxFiles) return refuse(formsMessage("fileCount", { max: maxFiles }));
  if (kept.length === 0 && item.required) return refuse(formsMessage("fileRequired"));
  return accept(files.length === 0 ? null : files);
}
