import { removeStoredByPrefix } from "./storage";

/**
 * Typed answers are kept in local storage while a form is being filled in, so a reload or a dropped
 * connection loses nothing (issue item 6). Every key the answer screen writes starts with this
 * prefix; /profile clears them all on entry (spec §2.2), which is why the prefix lives here.
 */
export const ANSWER_INPUT_STORAGE_PREFIX = "gakumu.form-answer-input.";

export function answerInputStorageKey(formId: number): string {
  return `${ANSWER_INPUT_STORAGE_PREFIX}${formId}`;
}

export function clearSavedAnswerInput(): void {
  removeStoredByPrefix("local", ANSWER_INPUT_STORAGE_PREFIX);
  removeStoredByPrefix("session", ANSWER_INPUT_STORAGE_PREFIX);
}
