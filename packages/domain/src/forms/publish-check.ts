import { formsMessage } from "./form-messages";
import type { FormItemCondition } from "./item-definition";
import { CHOICE_REQUIRED_ITEM_TYPES, type FormItemTypeCode } from "./item-settings";

// What must hold before a form goes to applicants. The builder shows these before calling publish;
// the server runs the same check and refuses with the same messages.

export interface PublishIssue {
  /** Where in the definition, as the builder addresses it: ["sections", 0, "items", 2, "choices"]. */
  path: (string | number)[];
  message: string;
}

export interface PublishCheckInput {
  answerPeriodStart: string | Date | null | undefined;
  answerPeriodEnd: string | Date | null | undefined;
  completionMailSubject: string;
  completionMailBody: string;
  sections: readonly {
    items: readonly {
      itemKey?: string;
      itemType: FormItemTypeCode;
      label: string;
      choices: readonly unknown[];
      condition: FormItemCondition | null;
    }[];
  }[];
}

const time = (value: string | Date | null | undefined) =>
  value == null ? null : value instanceof Date ? value.getTime() : Date.parse(value);

/** Every problem that keeps the form from being published; empty when it may be published. */
export function checkFormForPublish(form: PublishCheckInput): PublishIssue[] {
  const issues: PublishIssue[] = [];
  const items = form.sections.flatMap((section, s) =>
    section.items.map((item, i) => ({ item, path: ["sections", s, "items", i] as (string | number)[] })),
  );
  if (items.length === 0) issues.push({ path: ["sections"], message: formsMessage("publishNoItem") });

  const start = time(form.answerPeriodStart);
  const end = time(form.answerPeriodEnd);
  if (start !== null && end !== null && end <= start)
    issues.push({ path: ["answerPeriodEnd"], message: formsMessage("periodOrder") });
  if (form.completionMailBody.trim() !== "" && form.completionMailSubject.trim() === "")
    issues.push({ path: ["completionMailSubject"], message: formsMessage("publishMailSubject") });

  const position = new Map(items.map(({ item }, index) => [item.itemKey, index]));
  items.forEach(({ item, path }, index) => {
    const label = item.label;
    if (CHOICE_REQUIRED_ITEM_TYPES.includes(item.itemType) && item.choices.length === 0)
      issues.push({ path: [...path, "choices"], message: formsMessage("publishChoices", { label }) });
    const condition = item.condition;
    if (!condition) return;
    const target = position.get(condition.itemKey);
    if (target === undefined)
      issues.push({
        path: [...path, "condition"],
        message: formsMessage("publishConditionMissing", { label }),
      });
    else if (target >= index)
      issues.push({
        path: [...path, "condition"],
        message: formsMessage("publishConditionOrder", { label }),
      });
    else if (condition.value.trim() === "")
      issues.push({
        path: [...path, "condition", "value"],
        message: formsMessage("publishConditionValue", { label }),
      });
  });
  return issues;
}
