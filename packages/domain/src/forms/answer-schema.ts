import { z } from "zod";
import type { AnswerableItem, AnswerValue, FormAnswerValues } from "./answer-types";
import { checkAnswerValue } from "./answer-values";
import { FormConditionOperator } from "./form-codes";
import type { FormItemCondition } from "./item-definition";

// A whole answer, checked item by item in form order. An item whose condition does not hold is
// hidden: it is not checked, and its value is dropped, so an answer never keeps what the applicant
// could not see. Items whose condition names a hidden item are hidden too.

/** The text a condition compares: a choice, a number, "true"/"false" for a checkbox. */
function comparableTexts(value: AnswerValue | undefined): string[] | null {
  if (value == null) return null;
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  if (typeof value === "object") return "schoolName" in value ? [value.schoolCd ?? value.schoolName] : null;
  return [String(value)];
}

/** Whether a condition holds for the earlier item's (cleaned) answer. */
export function conditionHolds(condition: FormItemCondition, value: AnswerValue | undefined): boolean {
  const texts = comparableTexts(value);
  if (texts === null) return false;
  if (condition.operator === FormConditionOperator.CONTAINS) {
    // A list contains the value as one of its entries; a text contains it as a fragment.
    return Array.isArray(value)
      ? texts.includes(condition.value)
      : texts.some((t) => t.includes(condition.value));
  }
  return texts.length === 1 && texts[0] === condition.value;
}

export interface AnswerEvaluation {
  /** Cleaned values of the visible items (null for one left empty); hidden items are absent. */
  values: FormAnswerValues;
  /** Item keys shown to the applicant, in form order. */
  visible: string[];
  issues: { path: (string | number)[]; message: string }[];
}

/**
 * Walks the items in order. A condition naming an item that does not exist (a publish check refuses
 * that) leaves the item visible, so an applicant is never blocked by a builder's slip.
 */
export function evaluateAnswers(
  items: readonly AnswerableItem[],
  raw: Record<string, unknown>,
): AnswerEvaluation {
  const values: FormAnswerValues = {};
  const visible: string[] = [];
  const issues: AnswerEvaluation["issues"] = [];
  const known = new Set(items.map((i) => i.itemKey));
  for (const item of items) {
    const condition = item.condition;
    if (condition && known.has(condition.itemKey)) {
      if (!(condition.itemKey in values) || !conditionHolds(condition, values[condition.itemKey])) continue;
    }
    visible.push(item.itemKey);
    const check = checkAnswerValue(item, Object.hasOwn(raw, item.itemKey) ? raw[item.itemKey] : undefined);
    if (check.ok) values[item.itemKey] = check.value;
    else {
      // An invalid answer counts as empty for later conditions; its own message is what to fix.
      values[item.itemKey] = null;
      for (const issue of check.issues)
        issues.push({ path: [item.itemKey, ...issue.path], message: issue.message });
    }
  }
  return { values, visible, issues };
}

/** The item keys shown for the answers typed so far (the answer screen renders these). */
export function visibleItemKeys(items: readonly AnswerableItem[], raw: Record<string, unknown>): string[] {
  return evaluateAnswers(items, raw).visible;
}

/**
 * The answer of a whole form as one Zod schema: `{ itemKey: value }` in, the cleaned values of the
 * visible items out, Japanese messages at `[itemKey, …]`. Keys the form does not have are dropped.
 */
export function formAnswerSchema(items: readonly AnswerableItem[]): z.ZodType<FormAnswerValues, unknown> {
  return z.record(z.string(), z.unknown()).transform((raw, ctx) => {
    const result = evaluateAnswers(items, raw);
    if (result.issues.length === 0) return result.values;
    for (const issue of result.issues)
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  });
}
