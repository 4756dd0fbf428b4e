import type { AnswerValue, FormFileValue } from "@gakumu/domain/forms/answer-types";
import type { PublicFormItem } from "@gakumu/domain/forms/public-form";
import type { PostalCandidate } from "@gakumu/domain/postal-codes/postal-address";
import type { ReactNode } from "react";

/** Calls the hosting app makes for the fields (the form helper on the form frontend). */
export interface AnswerServices {
  /** Sends picked files and answers them as stored with status ADD; absent: files cannot be added. */
  onUpload?: (itemKey: string, files: File[]) => Promise<FormFileValue[]>;
  /** The content of a stored file (download link, face photo preview). */
  onDownload?: (file: FormFileValue) => Promise<Blob>;
  /**
   * 住所検索: the towns of a postal code ("123-4567"), [] for an unknown code; a rejection is a failed
   * lookup. The address input decides what they fill (postalFillOf). Absent: no lookup button (no
   * postal data is bundled; each app calls its server's …/postal-code).
   */
  onPostalLookup?: (postalCd: string) => Promise<readonly PostalCandidate[]>;
}

export interface FieldIds {
  /** The id of the item's main control (its <label> points at it). */
  inputId: string;
  /** The id of the item's label, for groups (radios, parts of an address). */
  labelId: string;
  /** Help text and error ids, for aria-describedby. */
  describedBy: string | undefined;
}

export interface AnswerInputProps {
  item: PublicFormItem;
  /** The raw value as typed or stored (anything: it may come from local storage of an older build). */
  value: unknown;
  onChange: (value: AnswerValue) => void;
  readOnly: boolean;
  /** The item itself has an error (its message is linked through ids.describedBy). */
  invalid: boolean;
  /** For single controls: what Mantine's wrapper draws around the input. */
  field: FieldChrome;
  ids: FieldIds;
  /** Messages below the value: "postalCd", "schoolName", "0" (the first file), … */
  partErrors: Readonly<Record<string, string>>;
  services: AnswerServices;
}

/**
 * Label, help text and message of an item with one control of its own, drawn by Mantine's input
 * wrapper: it links them to the input (label for, aria-describedby) and the message is an alert.
 */
export interface FieldChrome {
  label: ReactNode;
  description: ReactNode;
  error: string | undefined;
}

export function wrapperProps({ ids, field, item }: Pick<AnswerInputProps, "ids" | "field" | "item">) {
  return {
    id: ids.inputId,
    label: field.label,
    description: field.description || undefined,
    error: field.error,
    errorProps: { role: "alert" },
    required: item.required,
    withAsterisk: false,
  } as const;
}

/** The text of a raw value for a text box ("" for anything that is not text or a number). */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

export function textsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map((v) => (typeof v === "string" ? v : "")) : [];
}
