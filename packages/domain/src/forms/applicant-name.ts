import type { AnswerableItem, FormAnswerValues } from "./answer-types";

/**
 * The applicant's name as they typed it: the answer of the item the builder marked as the name
 * (one TEXT_SINGLE per form, item-definition.ts), trimmed; "" when the form has none or it is empty.
 * What a form answered without login is addressed and listed by.
 */
export function answeredApplicantName(items: readonly AnswerableItem[], values: FormAnswerValues): string {
  const item = items.find((i) => i.applicantName);
  const value = item ? values[item.itemKey] : undefined;
  return typeof value === "string" ? value.trim() : "";
}
