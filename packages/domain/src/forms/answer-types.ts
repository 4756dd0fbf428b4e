import type { CodeType } from "../codes/define-codes";
import type { FileUploadStatus } from "../codes/form";
import type { FormChoice, FormItemCondition, FormItemValidationInput } from "./item-definition";
import type { FormItemFileTypeCode, FormItemTypeCode } from "./item-settings";
import type { DivisionOption } from "./public-form";

// The values an answer holds, one per item key. A visible item left empty holds null; an item
// hidden by its condition holds nothing at all (its answer is neither checked nor kept).

/** A file of an UPLOAD / FACE_PHOTO answer as the form helper sends it (spec §3.4 upload status). */
export interface FormFileValue {
  /** The stored file's id; for status ADD the id the upload call returned. */
  fileId: string;
  fileName: string;
  /** Decided by the server from the content when the file was uploaded. */
  mimeType: string;
  size: number;
  status: CodeType<typeof FileUploadStatus>;
}

export interface AddressValue {
  postalCd: string;
  /** JIS X 0401 '01' … '47'. */
  prefectureCd: string;
  address1: string;
  address2: string;
}

export interface SchoolValue {
  /** A code from the item's school list, or null for a school typed by the applicant. */
  schoolCd: string | null;
  schoolName: string;
}

export type AnswerValue =
  | string
  | number
  | boolean
  | string[]
  | AddressValue
  | SchoolValue
  | FormFileValue[]
  | null;

export type FormAnswerValues = Record<string, AnswerValue>;

/** What answer checking needs of an item (a PublicFormItem has all of it). */
export interface AnswerableItem {
  itemKey: string;
  itemType: FormItemTypeCode;
  label: string;
  required: boolean;
  validation: FormItemValidationInput;
  choices: readonly FormChoice[];
  fileTypes: readonly FormItemFileTypeCode[];
  maxFileSizeMb: number | null;
  condition: FormItemCondition | null;
  divisionOptions?: readonly DivisionOption[];
  divisionDepth?: number | null;
  /** Its answer is the applicant's name (item-definition.ts). */
  applicantName?: boolean;
}

export interface AnswerIssue {
  /** Below the item key: [] for the value itself, ["postalCd"] for a part, [2] for the third file. */
  path: (string | number)[];
  message: string;
}

export type AnswerCheck = { ok: true; value: AnswerValue } | { ok: false; issues: AnswerIssue[] };

export const accept = (value: AnswerValue): AnswerCheck => ({ ok: true, value });
export const refuse = (message: string, path: (string | number)[] = []): AnswerCheck => ({
  ok: false,
  issues: [{ path, message }],
});
