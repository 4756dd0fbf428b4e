import { readStored, writeStored } from "./storage";

/**
 * Answers sent on this device without logging in. The server cannot tell one visitor of a shared
 * link from another, so the device remembers what it sent: reopening the link then shows the form
 * as answered (spec §4) instead of an empty form. Kept apart from the typed input, which /profile
 * clears, and per form and link: another link of the same form is another invitation.
 */
const SENT_ANSWER_PREFIX = "gakumu.form-answer-sent.";

export interface SentAnswer {
  /** The link it was sent through. */
  accessKey: string;
  receiptNo: number;
  sentAt: string;
}

const keyOf = (formId: number) => `${SENT_ANSWER_PREFIX}${formId}`;

/** What this device sent to the form through this link, or null. */
export function readSentAnswer(formId: number, accessKey: string | null): SentAnswer | null {
  const sent = readStored<SentAnswer>("local", keyOf(formId));
  if (!sent || typeof sent !== "object" || typeof sent.receiptNo !== "number") return null;
  return accessKey !== null && sent.accessKey === accessKey ? sent : null;
}

export function rememberSentAnswer(formId: number, accessKey: string, receiptNo: number): void {
  const sent: SentAnswer = { accessKey, receiptNo, sentAt: new Date().toISOString() };
  writeStored("local", keyOf(formId), sent);
}

/** 「新しく回答する」: another person answers on this device. */
export function forgetSentAnswer(formId: number): void {
  writeStored("local", keyOf(formId), undefined);
}
