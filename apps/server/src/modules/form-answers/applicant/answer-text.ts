import {
  type AnswerableItem,
  answeredApplicantName,
  type FormAnswerValues,
  FormItemType,
  formatAnswerValue,
  normalizeForSearch,
} from "@gakumu/domain";
import { isMailAddress } from "../../../platform/mail/mail-sender";

// What an answer is found and reached by: the address its mails go to, and search_text, the text of
// the back office's keyword filter (§5.3). Both come from the cleaned values; HTML in a text answer
// is only text here too (nothing interprets it; the screens escape it).

export interface Applicant {
  loginId: string | null;
  name: string;
  nameKana: string;
}

/** The form user's login id (their mail address), else the first MAIL_ADDRESS item's answer. */
export function mailAddressOf(
  items: readonly AnswerableItem[],
  values: FormAnswerValues,
  applicant: Applicant | null,
): string | null {
  if (applicant?.loginId && isMailAddress(applicant.loginId)) return applicant.loginId;
  for (const item of items) {
    if (item.itemType !== FormItemType.MAIL_ADDRESS) continue;
    const value = values[item.itemKey];
    if (typeof value === "string" && isMailAddress(value.trim())) return value.trim();
  }
  return null;
}

/**
 * Who the completion mail is addressed to: the form user's profile name, else the answer of the
 * item the builder marked as the applicant's name (a form answered without login); "" if neither.
 */
export function mailNameOf(
  items: readonly AnswerableItem[],
  values: FormAnswerValues,
  applicant: Applicant | null,
): string {
  return applicant?.name || answeredApplicantName(items, values);
}

/** "label: value" lines of the visible items, as the completion mail lists them. */
export function answerLines(items: readonly AnswerableItem[], values: FormAnswerValues): string[] {
  return items
    .filter((item) => Object.hasOwn(values, item.itemKey))
    .map(
      (item) => `${item.label}: ${formatAnswerValue(item, values[item.itemKey]).replace(/\s*\n\s*/g, " ")}`,
    );
}

/**
 * search_text: the applicant's name, kana and address and every formatted value (the receipt
 * number has its own column, which the back office matches directly),
 * each normalised (normalizeForSearch) on a line of its own, so a keyword (which has no line break)
 * never matches across two answers. The back office normalises its keyword the same way.
 */
export function buildAnswerSearchText(
  items: readonly AnswerableItem[],
  values: FormAnswerValues,
  extra: {
    applicant: Applicant | null;
    mailAddress: string | null;
    /** Accepted but not written: receipt numbers are matched on their own column. */
    receiptNo?: number | null;
  },
): string {
  const parts = [
    extra.applicant?.name ?? "",
    extra.applicant?.nameKana ?? "",
    extra.mailAddress ?? "",
    ...items.map((item) => formatAnswerValue(item, values[item.itemKey])),
  ];
  return parts
    .map((p) => normalizeForSearch(p.replace(/\s*\n\s*/g, " ")))
    .filter((p) => p !== "")
    .join("\n");
}
