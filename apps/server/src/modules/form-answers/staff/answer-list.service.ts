import { type AnswerListQuery, type AnswerListResponse, DEFAULT_PAGE_DISPLAY_COUNT } from "@gakumu/domain";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { formUserIdentities } from "../../form-users/form-user-lookups";
import type { FormRow } from "../../forms/form-queries";
import { FORM_ANSWER_MENU } from "../form-answers.menu";
import { formAnswer } from "../form-answers.tables";
import { answersOfForm, loadStaffForm } from "./answer-access";
import { answerFilterCondition } from "./answer-filter";
import { toListRow } from "./answer-summary";

const SORT_COLUMNS = {
  receiptNo: formAnswer.receiptNo,
  lastSubmittedAt: formAnswer.lastSubmittedAt,
  answerStatus: formAnswer.answerStatus,
  updatedAt: formAnswer.updatedAt,
} as const;

function orderOf(query: Pick<AnswerListQuery, "sort" | "order">): SQL[] {
  const column = SORT_COLUMNS[query.sort ?? "lastSubmittedAt"];
  const direction = query.order ?? "desc";
  // Drafts have no send time or number; they go last either way, and the id keeps pages stable.
  const main = direction === "asc" ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  return [main, direction === "asc" ? asc(formAnswer.id) : desc(formAnswer.id)];
}

/** Answers per status code for the whole form ("1": 12, …), every status present, drafts included. */
export async function countsByStatus(db: Db, form: Pick<FormRow, "id" | "tenantId" | "organizationId">) {
  const rows = await db
    .select({ status: formAnswer.answerStatus, n: count() })
    .from(formAnswer)
    .where(answersOfForm(form))
    .groupBy(formAnswer.answerStatus);
  const counts: Record<string, number> = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  for (const r of rows) counts[String(r.status)] = r.n;
  return counts;
}

/** One page of a form's answers with the list's filters, and the counts per status of the whole form. */
export async function listAnswers(
  db: Db,
  ctx: RequestContext,
  formId: number,
  query: AnswerListQuery,
): Promise<AnswerListResponse> {
  requireMenu(ctx, FORM_ANSWER_MENU, "read");
  const { row: form, items } = await loadStaffForm(db, ctx, formId);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_DISPLAY_COUNT;
  const applicant = formUserIdentities(db);
  const where = and(answersOfForm(form), answerFilterCondition(query, applicant));
  const joined = eq(applicant.formUserId, formAnswer.formUserId);
  const [total] = await db.select({ n: count() }).from(formAnswer).leftJoin(applicant, joined).where(where);
  const rows = await db
    .select({
      answer: formAnswer,
      user: { formUserId: applicant.formUserId, loginId: applicant.loginId, name: applicant.name },
    })
    .from(formAnswer)
    .leftJoin(applicant, joined)
    .where(where)
    .orderBy(...orderOf(query))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    rows: rows.map((r) => toListRow(r.answer, r.user, items)),
    total: total?.n ?? 0,
    page,
    pageSize,
    counts: await countsByStatus(db, form),
  };
}
