import { formatMessage } from "../i18n/format";
import { checkDateAnswer } from "./answer-text";
import { type AnswerableItem, type AnswerCheck, accept, refuse } from "./answer-types";
import { formsMessage } from "./form-messages";
import { PLAN_DATE_LIST_DEFAULT_MAX } from "./item-settings";

// Answers picked from a list: SELECT, LIST, DIVISION (one choice), MULTIPLE, OC_DATE_LIST (several),
// PLAN_DATE(_LIST) (wished-for days), DIVISION_SELECT (a path down the hierarchy) and CHECKBOX.

const selectRequired = () => refuse(formatMessage("validation.selectRequired"));
const invalidChoice = (path: (string | number)[] = []) =>
  refuse(formatMessage("validation.invalidChoice"), path);
const invalidType = () => refuse(formatMessage("validation.invalidType"));

/** A code typed as a JSON number still names the choice "1". */
const asChoiceText = (raw: unknown): string | undefined =>
  typeof raw === "string" ? raw : typeof raw === "number" && Number.isFinite(raw) ? String(raw) : undefined;

const hasChoice = (item: AnswerableItem, value: string) => item.choices.some((c) => c.value === value);

/** SELECT, LIST, DIVISION: one value among the item's choices. */
export function checkSingleChoiceAnswer(item: AnswerableItem, raw: unknown): AnswerCheck {
  if (raw == null || raw === "") return item.required ? selectRequired() : accept(null);
  const value = asChoiceText(raw);
  if (value === undefined) return invalidType();
  return hasChoice(item, value) ? accept(value) : invalidChoice();
}

/** A list answer: an array of texts, unique, with the item's min/max selection count. */
function checkList(
  item: AnswerableItem,
  raw: unknown,
  each: (value: string, index: number) => AnswerCheck | null,
  defaultMax?: number,
): AnswerCheck {
  if (raw == null) return item.required ? selectRequired() : accept(null);
  if (!Array.isArray(raw)) return invalidType();
  const values: string[] = [];
  for (const [index, element] of raw.entries()) {
    const value = asChoiceText(element);
    if (value === undefined) return refuse(formatMessage("validation.invalidType"), [index]);
    const problem = each(value, index);
    if (problem) return problem;
    if (values.includes(value)) return refuse(formsMessage("duplicateChoice"), [index]);
    values.push(value);
  }
  if (values.length === 0) return item.required ? selectRequired() : accept(null);
  const min = item.validation.minSelect;
  const max = item.validation.maxSelect ?? defaultMax;
  if (min != null && values.length < min) return refuse(formsMessage("selectMin", { min }));
  if (max != null && values.length > max) return refuse(formsMessage("selectMax", { max }));
  return accept(values);
}

/** MULTIPLE, OC_DATE_LIST: several of the item's choices. */
export function checkMultipleChoiceAnswer(item: AnswerableItem, raw: unknown): AnswerCheck {
  return checkList(item, raw, (value, index) => (hasChoice(item, value) ? null : invalidChoice([index])));
}

/** One wished-for day: among the candidate dates when the item lists some, else any day in range. */
function checkPlanDay(item: AnswerableItem, value: string, path: (string | number)[]): AnswerCheck | null {
  if (item.choices.length > 0) return hasChoice(item, value) ? null : invalidChoice(path);
  const check = checkDateAnswer({ ...item, required: true }, value);
  return check.ok ? null : refuse(check.issues[0]!.message, path);
}

/** PLAN_DATE: one wished-for day. */
export function checkPlanDateAnswer(item: AnswerableItem, raw: unknown): AnswerCheck {
  if (raw == null || raw === "") return item.required ? selectRequired() : accept(null);
  if (typeof raw !== "string") return invalidType();
  return checkPlanDay(item, raw.trim(), []) ?? accept(raw.trim());
}

/** PLAN_DATE_LIST: wished-for days in order of preference (第1希望, 第2希望, …), 3 at most by default. */
export function checkPlanDateListAnswer(item: AnswerableItem, raw: unknown): AnswerCheck {
  const cleaned = Array.isArray(raw) ? raw.filter((v) => v !== "" && v != null) : raw;
  return checkList(
    item,
    cleaned,
    (value, index) => checkPlanDay(item, value, [index]),
    PLAN_DATE_LIST_DEFAULT_MAX,
  );
}

/**
 * DIVISION_SELECT: codes from the top of the offered tree downwards, each a child of the one before.
 * When required, the path goes down to the item's depth, or to a node without children.
 */
export function checkDivisionPathAnswer(item: AnswerableItem, raw: unknown): AnswerCheck {
  const options = item.divisionOptions ?? [];
  const depth = item.divisionDepth ?? 1;
  const path = Array.isArray(raw) ? raw.filter((v) => v !== "" && v != null) : raw;
  if (path == null || (Array.isArray(path) && path.length === 0))
    return item.required ? selectRequired() : accept(null);
  if (!Array.isArray(path) || path.some((v) => typeof v !== "string")) return invalidType();
  const codes = path as string[];
  if (codes.length > depth) return refuse(formsMessage("divisionPath"));
  let parent: string | null = null;
  for (const code of codes) {
    const node = options.find((o) => o.value === code);
    if (!node || node.parentValue !== parent) return refuse(formsMessage("divisionPath"));
    parent = code;
  }
  const hasChildren = options.some((o) => o.parentValue === parent);
  if (item.required && codes.length < depth && hasChildren) return refuse(formsMessage("divisionDepth"));
  return accept(codes);
}

/** CHECKBOX: one box (e.g. 「個人情報の取り扱いに同意する」); required means it must be ticked. */
export function checkCheckboxAnswer(item: AnswerableItem, raw: unknown): AnswerCheck {
  if (raw != null && typeof raw !== "boolean") return invalidType();
  const checked = raw === true;
  if (item.required && !checked) return refuse(formsMessage("checkRequired"));
  return accept(checked);
}
