import { type AnswerableItem, evaluateAnswers } from "@gakumu/domain";
import { answerErrorsOf } from "@gakumu/form-view";

export type CorrectionErrors = Record<string, string>;

/**
 * Checks a staff correction with the rules of the applicant's screen and the server (domain
 * evaluateAnswers): the cleaned values of the items shown to send, or the messages by item path
 * ("name", "address.postalCd"). Files keep their status: a stored file removed travels as DELETE.
 */
export function buildCorrection(
  items: readonly AnswerableItem[],
  values: Record<string, unknown>,
): { ok: true; values: Record<string, unknown> } | { ok: false; errors: CorrectionErrors } {
  const result = evaluateAnswers(items, values);
  if (result.issues.length > 0) return { ok: false, errors: answerErrorsOf(result.issues) };
  return { ok: true, values: result.values };
}

/** Whether the values differ from those stored (key order aside). */
export function changedFrom(stored: Record<string, unknown>, values: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(stored), ...Object.keys(values)]);
  return [...keys].some((k) => JSON.stringify(stored[k] ?? null) !== JSON.stringify(values[k] ?? null));
}
