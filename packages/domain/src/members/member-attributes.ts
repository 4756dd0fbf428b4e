import { formatMessage } from "../i18n/format";
import type { MessageKey } from "../i18n/messages.ja";
import { toFullWidthKatakana, toHalfWidthAscii } from "../text/normalize";
import { charLength, isFullWidth, isNumeric } from "../validation/predicates/text";
import { parseCalendarDate } from "./member-fields";

/**
 * An organisation's own member attributes (メンバー属性, spec §3.4 member attribute types) and how a
 * typed value becomes the value stored in member.attributes. The member edit screen and the server
 * both call `parseMemberAttributeValue`, so both show the same Japanese message.
 */

export type MemberAttributeTypeCode = "TEXT_HARF" | "TEXT_FULL" | "NUMBER" | "SELECT" | "MULTIPLE" | "DATE";

export interface MemberAttributeDefinition {
  readonly attributeCd: string;
  readonly name: string;
  readonly attributeType: MemberAttributeTypeCode;
  /** The choices of SELECT and MULTIPLE, in display order; empty for the other types. */
  readonly options: readonly string[];
  readonly isRequired: boolean;
}

/** What member.attributes holds for one attribute. */
export type MemberAttributeValue = string | number | string[] | null;

/** A typed attribute value as it travels from a form: text, or a list of choices for MULTIPLE. */
export type MemberAttributeInput = string | number | readonly string[] | null | undefined;

export type ParsedAttribute = { ok: true; value: MemberAttributeValue } | { ok: false; message: string };

/** Longest text an attribute keeps; attributes are short labels, not notes. */
export const MEMBER_ATTRIBUTE_TEXT_MAX = 200;

/** Types whose value is picked from `options`. */
export function isChoiceAttributeType(type: string): boolean {
  return type === "SELECT" || type === "MULTIPLE";
}

const ok = (value: MemberAttributeValue): ParsedAttribute => ({ ok: true, value });
const fail = (key: MessageKey, params?: Record<string, string | number>): ParsedAttribute => ({
  ok: false,
  message: formatMessage(key, params),
});

const trim = (text: string) => text.replace(/^[\s\u3000]+|[\s\u3000]+$/g, "");

function isEmpty(input: MemberAttributeInput): boolean {
  if (input === null || input === undefined) return true;
  if (Array.isArray(input)) return input.every((v) => trim(String(v)) === "");
  return trim(String(input)) === "";
}

function textWithin(text: string): ParsedAttribute | null {
  return charLength(text) > MEMBER_ATTRIBUTE_TEXT_MAX
    ? fail("validation.lengthMax", { max: MEMBER_ATTRIBUTE_TEXT_MAX })
    : null;
}

/** MULTIPLE accepts a list, or one text with the choices separated by commas (an imported cell). */
function choicesOf(input: MemberAttributeInput): string[] {
  const list = Array.isArray(input) ? input.map(String) : String(input).split(/[,，、]/);
  return list.map(trim).filter((v) => v !== "");
}

/**
 * Parses one attribute's input. Empty input is null, or 「入力してください」/「選択してください」 when
 * the attribute is required. Half-width text is narrowed from full-width letters and digits, full-width
 * text widens half-width katakana, as people type them either way.
 */
export function parseMemberAttributeValue(
  definition: Pick<MemberAttributeDefinition, "attributeType" | "options" | "isRequired">,
  input: MemberAttributeInput,
): ParsedAttribute {
  const choice = isChoiceAttributeType(definition.attributeType);
  if (isEmpty(input)) {
    if (!definition.isRequired) return ok(null);
    return fail(choice ? "validation.selectRequired" : "validation.required");
  }
  if (definition.attributeType === "MULTIPLE") {
    const picked = new Set(choicesOf(input));
    if ([...picked].some((v) => !definition.options.includes(v))) return fail("validation.invalidChoice");
    // Stored in the order of the options, so equal selections compare equal.
    return ok(definition.options.filter((o) => picked.has(o)));
  }
  if (Array.isArray(input)) return fail("validation.invalidType");
  const text = trim(String(input));
  switch (definition.attributeType) {
    case "SELECT":
      return definition.options.includes(text) ? ok(text) : fail("validation.invalidChoice");
    case "TEXT_HARF": {
      const narrow = toHalfWidthAscii(text);
      if (!/^[\x20-\x7e]+$/.test(narrow)) return fail("validation.halfWidthAlphanumericSymbol");
      return textWithin(narrow) ?? ok(narrow);
    }
    case "TEXT_FULL": {
      const wide = toFullWidthKatakana(text);
      if (!isFullWidth(wide)) return fail("validation.fullWidth");
      return textWithin(wide) ?? ok(wide);
    }
    case "NUMBER": {
      const narrow = toHalfWidthAscii(text).replace(/,/g, "");
      if (!isNumeric(narrow) || narrow.length > 20) return fail("validation.number");
      return ok(Number(narrow));
    }
    case "DATE": {
      const date = parseCalendarDate(toHalfWidthAscii(text));
      return date === null ? fail("validation.date") : ok(date);
    }
    default:
      return fail("validation.invalidType");
  }
}

/** An attribute value as one line of text (list cells, exports): choices joined by 「、」. */
export function memberAttributeText(value: MemberAttributeValue | undefined): string {
  if (value === null || value === undefined) return "";
  return Array.isArray(value) ? value.join("、") : String(value);
}
