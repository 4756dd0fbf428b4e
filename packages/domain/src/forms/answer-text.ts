import { FormItemType } from "../codes/form";
import { formatMessage } from "../i18n/format";
import { isBlank, isNumeric } from "../validation/predicates/text";
import { type Rule, validate } from "../validation/rule";
import { maxValue, minValue, valueRange } from "../validation/rules/number";
import * as text from "../validation/rules/text";
import { type AnswerableItem, type AnswerCheck, accept, refuse } from "./answer-types";
import { calendarDayOf, isCalendarDate, isLocalDateTime } from "./calendar";
import { FormTextFormat } from "./form-codes";
import { formsMessage } from "./form-messages";
import { FORM_TEXT_MULTI_MAX_LENGTH, FORM_TEXT_SINGLE_MAX_LENGTH } from "./item-settings";

// Answers typed as text: TEXT_SINGLE, TEXT_MULTI, TEL_NO, MAIL_ADDRESS, NUMBER, DATE, DATETIME and
// PLAN_DATE without candidate dates. Messages are the shared §5.1 ones, first failure only.

const FORMAT_RULES: Record<string, () => Rule<string>> = {
  [FormTextFormat.TEL]: text.tel,
  [FormTextFormat.MAIL]: text.email,
  [FormTextFormat.POSTAL]: text.postalCode,
  [FormTextFormat.KANA]: text.fullWidthKatakana,
  [FormTextFormat.HALF_WIDTH]: text.halfWidthAlphanumericSymbol,
  [FormTextFormat.FULL_WIDTH]: text.fullWidth,
  [FormTextFormat.INTEGER]: text.pureInteger,
  [FormTextFormat.DIGITS_HYPHEN]: text.digitsHyphen,
  [FormTextFormat.URL]: text.url,
};

const invalidType = () => refuse(formatMessage("validation.invalidType"));
const missing = (item: AnswerableItem) =>
  item.required ? refuse(formatMessage("validation.required")) : accept(null);

function formatRules(item: AnswerableItem): Rule<string>[] {
  if (item.itemType === FormItemType.TEL_NO) return [text.tel()];
  if (item.itemType === FormItemType.MAIL_ADDRESS) return [text.maxLength(254), text.email()];
  const format = item.validation.format;
  const rule = format ? FORMAT_RULES[format] : undefined;
  return rule ? [rule()] : [];
}

/** TEXT_SINGLE, TEXT_MULTI, TEL_NO, MAIL_ADDRESS. One-line answers are trimmed; a text box is kept as typed. */
export function checkTextAnswer(item: AnswerableItem, raw: unknown): AnswerCheck {
  if (raw != null && typeof raw !== "string") return invalidType();
  const multi = item.itemType === FormItemType.TEXT_MULTI;
  const value = raw == null ? "" : multi ? raw : raw.trim();
  if (isBlank(value)) return missing(item);
  const cap = multi ? FORM_TEXT_MULTI_MAX_LENGTH : FORM_TEXT_SINGLE_MAX_LENGTH;
  const { minLength, maxLength } = item.validation;
  const rules: Rule<string>[] = [];
  if (minLength && maxLength) rules.push(text.lengthBetween(minLength, Math.min(maxLength, cap)));
  else if (minLength) rules.push(text.minLength(minLength), text.maxLength(cap));
  else rules.push(text.maxLength(Math.min(maxLength ?? cap, cap)));
  const message = validate(value, ...rules, ...formatRules(item));
  return message === null ? accept(value) : refuse(message);
}

/** NUMBER: a JSON number or numeric text; whole numbers unless decimal digits are allowed. */
export function checkNumberAnswer(item: AnswerableItem, raw: unknown): AnswerCheck {
  let value: string;
  if (typeof raw === "number") value = Number.isFinite(raw) ? String(raw) : "NaN";
  else if (raw == null || typeof raw === "string") value = (raw ?? "").trim();
  else return invalidType();
  if (value === "") return missing(item);
  if (!isNumeric(value)) return refuse(formatMessage("validation.number"));
  const digits = item.validation.decimalDigits ?? 0;
  const decimals = value.split(".")[1]?.length ?? 0;
  if (decimals > digits)
    return refuse(digits === 0 ? formsMessage("integerOnly") : formsMessage("decimalDigits", { digits }));
  const { minValue: min, maxValue: max } = item.validation;
  const rule =
    min != null && max != null
      ? valueRange(min, max)
      : min != null
        ? minValue(min)
        : max != null
          ? maxValue(max)
          : null;
  const message = rule?.(value) ?? null;
  return message === null ? accept(Number(value)) : refuse(message);
}

/** The item's date range (minDate / maxDate) on the day of a date or date-time text. */
export function dateRangeMessage(item: AnswerableItem, value: string): string | null {
  const day = calendarDayOf(value);
  const { minDate, maxDate } = item.validation;
  if (minDate && day < minDate) return formsMessage("dateMin", { min: minDate });
  if (maxDate && day > maxDate) return formsMessage("dateMax", { max: maxDate });
  return null;
}

/** DATE (and PLAN_DATE without candidates): yyyy-MM-dd within the item's range. */
export function checkDateAnswer(item: AnswerableItem, raw: unknown): AnswerCheck {
  if (raw != null && typeof raw !== "string") return invalidType();
  const value = (raw ?? "").trim();
  if (value === "") return missing(item);
  if (!isCalendarDate(value)) return refuse(formsMessage("date"));
  const message = dateRangeMessage(item, value);
  return message === null ? accept(value) : refuse(message);
}

/** DATETIME: yyyy-MM-ddTHH:mm (Japan time) whose day is within the item's range. */
export function checkDateTimeAnswer(item: AnswerableItem, raw: unknown): AnswerCheck {
  if (raw != null && typeof raw !== "string") return invalidType();
  const value = (raw ?? "").trim();
  if (value === "") return missing(item);
  if (!isLocalDateTime(value)) return refuse(formsMessage("dateTime"));
  const message = dateRangeMessage(item, value);
  return message === null ? accept(value) : refuse(message);
}
