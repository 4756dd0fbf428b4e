import {
  type AnswerableItem,
  type AnswerListRow,
  answeredApplicantName,
  type FormAnswerValues,
  formatAnswerValue,
  visibleItemKeys,
} from "@gakumu/domain";
import type { AnswerRow } from "./answer-access";

/** How many items the list shows per answer. */
export const SUMMARY_ITEM_COUNT = 3;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The first items this answer showed its applicant (conditions applied), as text. */
export function summaryOf(
  items: readonly AnswerableItem[],
  values: FormAnswerValues,
): AnswerListRow["summary"] {
  const shown = new Set(visibleItemKeys(items, values));
  return items
    .filter((i) => shown.has(i.itemKey))
    .slice(0, SUMMARY_ITEM_COUNT)
    .map((i) => ({ itemKey: i.itemKey, label: i.label, text: formatAnswerValue(i, values[i.itemKey]) }));
}

export interface ApplicantColumns {
  formUserId: number | null;
  loginId: string | null;
  name: string | null;
}

/**
 * The name staff read an applicant by: the profile's name, else the answer of the form's name item,
 * else the login id; "" for an answer without login and without a name item.
 */
export function applicantNameOf(
  user: ApplicantColumns | null,
  items: readonly AnswerableItem[],
  values: FormAnswerValues,
): string {
  const profileName = user?.formUserId != null ? user.name?.trim() : "";
  return profileName || answeredApplicantName(items, values) || (user?.loginId ?? "");
}

export function toListRow(
  answer: AnswerRow,
  user: ApplicantColumns | null,
  items: readonly AnswerableItem[],
): AnswerListRow {
  return {
    answerId: answer.id,
    receiptNo: answer.receiptNo,
    answerStatus: answer.answerStatus as AnswerListRow["answerStatus"],
    applicantName: applicantNameOf(user, items, answer.answerValues),
    mailAddress: answer.mailAddress,
    firstSubmittedAt: iso(answer.firstSubmittedAt),
    lastSubmittedAt: iso(answer.lastSubmittedAt),
    updatedAt: answer.updatedAt.toISOString(),
    summary: summaryOf(items, answer.answerValues),
  };
}
