import { readStored, removeStoredByPrefix, writeStored } from "./storage";

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

export interface SavedAnswerInput {
  values: Record<string, unknown>;
  /** Who typed it: null for a visitor. Another user's input on a shared phone is never restored. */
  formUserId: number | null;
  savedAt: string;
}

/** The input kept for the form, when it may be shown to this user (a visitor's input carries over). */
export function readAnswerInput(formId: number, formUserId: number | null): SavedAnswerInput | null {
  const saved = readStored<SavedAnswerInput>("local", answerInputStorageKey(formId));
  if (!saved || typeof saved !== "object" || typeof saved.values !== "object" || saved.values === null)
    return null;
  if (saved.formUserId !== null && saved.formUserId !== formUserId) return null;
  return saved;
}

export function writeAnswerInput(
  formId: number,
  values: Record<string, unknown>,
  formUserId: number | null,
): void {
  const saved: SavedAnswerInput = { values, formUserId, savedAt: new Date().toISOString() };
  writeStored("local", answerInputStorageKey(formId), saved);
}

export function clearAnswerInput(formId: number): void {
  writeStored("local", answerInputStorageKey(formId), undefined);
}

/**
 * The state of one answering in this tab (session storage): the version read (optimistic lock), the
 * submission token of the confirmation step, the server's item messages to show on return, and the
 * result for the completion screen.
 */
export interface AnswerFlow {
  version?: number;
  submissionToken?: string;
  /** Messages by dotted path (answerErrorsOf), e.g. after the server refused the sent answer. */
  errors?: Record<string, string>;
  result?: { receiptNo: number; answerStatus: number; mailQueued: boolean };
  /** 「回答を修正する」 was chosen on the answered screen: the sent answer is open for changes. */
  editingSent?: boolean;
}

const flowKey = (formId: number) => `${ANSWER_INPUT_STORAGE_PREFIX}flow.${formId}`;

export function readAnswerFlow(formId: number): AnswerFlow {
  const flow = readStored<AnswerFlow>("session", flowKey(formId));
  return flow && typeof flow === "object" ? flow : {};
}

export function updateAnswerFlow(formId: number, patch: Partial<AnswerFlow>): AnswerFlow {
  const next = { ...readAnswerFlow(formId), ...patch };
  writeStored("session", flowKey(formId), next);
  return next;
}
