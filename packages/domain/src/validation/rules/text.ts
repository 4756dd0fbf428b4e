import { formatMessage } from "../../i18n/format";
import type { MessageKey } from "../../i18n/messages.ja";
import { isEmail, isFax, isIPv4, isPostalCode, isTel, isUrl } from "../predicates/contact";
import { isTotpCode, isValidPassword } from "../predicates/password";
import {
  charLength,
  isBlank,
  isDigitsHyphen,
  isFullWidth,
  isFullWidthKatakana,
  isHalfWidthAlphanumericSymbol,
  isNumeric,
  isPureInteger,
} from "../predicates/text";
import type { Rule } from "../rule";

export interface FieldOptions {
  /** Field name for 「{field}を入力してください」. */
  readonly field?: string;
}

export type SelectValue = string | number | boolean | readonly unknown[] | null | undefined;

/** Spec §5.1: fails for empty and whitespace-only text (ideographic space included). */
export function required(options: FieldOptions = {}): Rule<string | null | undefined> {
  return (value) => {
    if (!isBlank(value)) return null;
    return options.field === undefined
      ? formatMessage("validation.required")
      : formatMessage("validation.requiredField", { field: options.field });
  };
}

/** Spec §5.1: fails for unset, "" and [] (unless selectAll). 0 and false are real choices. */
export function selectRequired(options: FieldOptions & { selectAll?: boolean } = {}): Rule<SelectValue> {
  return (value) => {
    const empty =
      value == null || value === "" || (Array.isArray(value) && value.length === 0 && !options.selectAll);
    if (!empty) return null;
    return options.field === undefined
      ? formatMessage("validation.selectRequired")
      : formatMessage("validation.selectRequiredField", { field: options.field });
  };
}

/** A format rule: empty text passes (required decides about emptiness). */
function format(test: (value: string) => boolean, key: MessageKey): () => Rule<string> {
  return () => (value) => (value === "" || test(value) ? null : formatMessage(key));
}

export const password = format(isValidPassword, "validation.password");
export const email = format(isEmail, "validation.email");
export const tel = format(isTel, "validation.tel");
export const fax = format(isFax, "validation.fax");
export const postalCode = format(isPostalCode, "validation.postalCode");
export const url = format(isUrl, "validation.url");
export const halfWidthAlphanumericSymbol = format(
  isHalfWidthAlphanumericSymbol,
  "validation.halfWidthAlphanumericSymbol",
);
export const numeric = format(isNumeric, "validation.number");
export const pureInteger = format(isPureInteger, "validation.integer");
export const digitsHyphen = format(isDigitsHyphen, "validation.digitsHyphen");
export const fullWidth = format(isFullWidth, "validation.fullWidth");
export const fullWidthKatakana = format(isFullWidthKatakana, "validation.fullWidthKatakana");
export const ipv4 = format(isIPv4, "validation.ipv4");

/** TOTP codes are never optional: empty fails too, with the same 「6桁の数字を入力してください」. */
export function totpCode(): Rule<string> {
  return (value) => (isTotpCode(value) ? null : formatMessage("validation.totpCode"));
}

export function verificationCodeRequired(): Rule<string | null | undefined> {
  return (value) => (isBlank(value) ? formatMessage("validation.verificationCodeRequired") : null);
}

// Lengths count code points (charLength); empty text passes.
export function exactLength(length: number): Rule<string> {
  return (v) =>
    v === "" || charLength(v) === length ? null : formatMessage("validation.lengthExact", { length });
}

export function minLength(min: number): Rule<string> {
  return (v) => (v === "" || charLength(v) >= min ? null : formatMessage("validation.lengthMin", { min }));
}

export function maxLength(max: number): Rule<string> {
  return (v) => (charLength(v) <= max ? null : formatMessage("validation.lengthMax", { max }));
}

export function lengthBetween(min: number, max: number): Rule<string> {
  return (v) => {
    const n = charLength(v);
    return v === "" || (n >= min && n <= max)
      ? null
      : formatMessage("validation.lengthBetween", { min, max });
  };
}
