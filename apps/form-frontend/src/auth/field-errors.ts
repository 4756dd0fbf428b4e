import "../i18n/domain-locale";
import type { z } from "zod";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * The first message per field of a domain schema (spec §5.3), keyed by the top-level field name.
 * The server checks the same schema, so the screen and the API say the same thing.
 */
export function fieldErrorsOf<K extends string>(
  schema: z.ZodType,
  values: Record<K, unknown>,
): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "") as K;
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/** Mantine puts field errors under the input; role="alert" makes screen readers announce them. */
export const ANNOUNCED_ERROR = { errorProps: { role: "alert" } } as const;
