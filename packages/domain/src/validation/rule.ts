import { z } from "zod";
import { formatMessage } from "../i18n/format";

/**
 * A validation rule: the localized message when the value is invalid, null when it is fine.
 * The same function serves a Zod schema (route bodies, forms) and a plain form-library validator,
 * so the SPA and the server show the same Japanese text. Messages are built at call time, so a
 * locale switch applies without rebuilding schemas.
 */
export type Rule<T = string> = (value: T) => string | null;

/** First failing rule's message, or null. */
export function validate<T>(value: T, ...rules: readonly Rule<T>[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== null) return message;
  }
  return null;
}

function missingOrWrongType(rules: readonly Rule<string>[]) {
  return (issue: { input?: unknown }): string => {
    // Absent field: say what the rules would say about an empty entry (e.g. 「入力してください」).
    if (issue.input == null) return validate("", ...rules) ?? formatMessage("validation.invalidType");
    return formatMessage("validation.invalidType");
  };
}

/** A string schema checked by rules in order; only the first failure is reported, like the UI does. */
export function stringField(...rules: readonly Rule<string>[]): z.ZodString {
  return z.string({ error: missingOrWrongType(rules) }).superRefine((value, ctx) => {
    const message = validate(value, ...rules);
    if (message !== null) ctx.addIssue({ code: "custom", message });
  });
}

/** A JSON number schema checked by rules (for route bodies; forms send strings to stringField). */
export function numberField(...rules: readonly Rule<number>[]): z.ZodNumber {
  return z
    .number({
      error: (issue) => formatMessage(issue.input == null ? "validation.required" : "validation.number"),
    })
    .superRefine((value, ctx) => {
      const message = validate(value, ...rules);
      if (message !== null) ctx.addIssue({ code: "custom", message });
    });
}

export interface SelectionOptions {
  readonly field?: string;
  /** Spec §5.1: an empty array passes when "select all" is on. */
  readonly selectAll?: boolean;
}

/** An array of choices that must not be empty (unless selectAll), e.g. `selection(Grade.schema)`. */
export function selection<T extends z.ZodType>(item: T, options: SelectionOptions = {}) {
  const message = () =>
    options.field === undefined
      ? formatMessage("validation.selectRequired")
      : formatMessage("validation.selectRequiredField", { field: options.field });
  return z.array(item, { error: message }).superRefine((value, ctx) => {
    if (value.length === 0 && !options.selectAll) ctx.addIssue({ code: "custom", message: message() });
  });
}
