import { FormAnswerStatus, normalizeForSearch, toHalfWidthAscii } from "@gakumu/domain";
import { and, eq, gte, ilike, inArray, lt, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { ValidationError } from "../../../platform/errors/app-error";
import type { FormUserIdentities } from "../../form-users/form-user-lookups";
import { formAnswer } from "../form-answers.tables";

// The list's conditions, shared by the list, the Excel/Csv export and the files zip so that each
// works on exactly the answers the screen shows. Queries using them left-join the applicants
// (formUserIdentities of the form-users module) on the answer's form user.

/** The filter as it travels (the list's query string, the export's body, an export job's data). */
export const AnswerFilter = z.object({
  status: z.string().max(20).optional(),
  submittedFrom: z.string().max(10).optional(),
  submittedTo: z.string().max(10).optional(),
  keyword: z.string().max(100).optional(),
  answerIds: z.array(z.number().int().positive()).max(10000).optional(),
});
export type AnswerFilter = z.infer<typeof AnswerFilter>;

/** Drafts are the applicant's unfinished work: shown only when asked for by name. */
export const DEFAULT_LIST_STATUSES = [
  FormAnswerStatus.ANSWERED,
  FormAnswerStatus.FIXED,
  FormAnswerStatus.REMAND,
  FormAnswerStatus.CANCEL,
] as const;

export function parseStatuses(text: string | undefined): number[] {
  const parts = (text ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return [...DEFAULT_LIST_STATUSES];
  const codes = parts.map(Number);
  if (codes.some((c) => !Number.isInteger(c) || !FormAnswerStatus.isValid(c)))
    throw new ValidationError("回答状況の指定が正しくありません。");
  return [...new Set(codes)];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start of a day in Japan (yyyy-MM-dd), as an instant. */
export function tokyoDayStart(text: string, field: string): Date {
  const m = DATE.exec(text);
  const date = m ? new Date(`${text}T00:00:00+09:00`) : null;
  // 2026-02-30 parses to March: compare back so an impossible date is refused, not moved.
  const same = date && new Date(date.getTime() + 9 * 3600_000).toISOString().slice(0, 10) === text;
  if (!date || Number.isNaN(date.getTime()) || !same)
    throw new ValidationError(`${field}はyyyy-MM-dd形式の正しい日付で入力してください。`);
  return date;
}

const DAY_MS = 24 * 3600_000;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function keywordCondition(keyword: string | undefined, applicant: FormUserIdentities): SQL | undefined {
  const raw = keyword?.trim();
  if (!raw) return undefined;
  // search_text is stored normalised; names and addresses are compared as typed and normalised.
  const normalized = normalizeForSearch(raw);
  const variants = [...new Set([raw, toHalfWidthAscii(raw), normalized])].map((v) => `%${escapeLike(v)}%`);
  const digits = toHalfWidthAscii(raw);
  const receipt = /^\d{1,9}$/.test(digits) ? eq(formAnswer.receiptNo, Number(digits)) : undefined;
  return or(
    ilike(formAnswer.searchText, `%${escapeLike(normalized)}%`),
    ...variants.flatMap((v) => [
      ilike(applicant.name, v),
      ilike(applicant.nameKana, v),
      ilike(applicant.loginId, v),
      ilike(formAnswer.mailAddress, v),
    ]),
    receipt,
  );
}

/** The SQL of a filter (without the form's own condition), over answers joined to their applicants. */
export function answerFilterCondition(filter: AnswerFilter, applicant: FormUserIdentities): SQL | undefined {
  const from = filter.submittedFrom ? tokyoDayStart(filter.submittedFrom, "送信日（から）") : null;
  const to = filter.submittedTo ? tokyoDayStart(filter.submittedTo, "送信日（まで）") : null;
  if (from && to && from > to) throw new ValidationError("送信日の期間は開始日を終了日以前にしてください。");
  return and(
    inArray(formAnswer.answerStatus, parseStatuses(filter.status)),
    from ? gte(formAnswer.lastSubmittedAt, from) : undefined,
    // The end day counts whole: up to the start of the next day in Japan.
    to ? lt(formAnswer.lastSubmittedAt, new Date(to.getTime() + DAY_MS)) : undefined,
    keywordCondition(filter.keyword, applicant),
    filter.answerIds && filter.answerIds.length > 0 ? inArray(formAnswer.id, filter.answerIds) : undefined,
  );
}
