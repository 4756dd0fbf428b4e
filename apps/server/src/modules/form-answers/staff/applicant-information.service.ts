import {
  type ApplicantDetail,
  type ApplicantRow,
  type CodeType,
  DEFAULT_PAGE_DISPLAY_COUNT,
  FormAnswerStatus,
  type FormType,
} from "@gakumu/domain";
import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { NotFoundError } from "../../../platform/errors/app-error";
import { organizationFormUsers } from "../../form-users/form-user-lookups";
import { type VisibleForms, visibleFormsOf } from "../../forms/form-lookups";
import { FORM_ANSWER_MENU } from "../form-answers.menu";
import { formAnswer } from "../form-answers.tables";

// The applicant-information page: the organisation's form users (applicants) and what they answered.
// Answers count only when sent (drafts stay the applicant's own) and only on forms the caller may see.

const iso = (d: Date | null) => d?.toISOString() ?? null;

type Applicants = ReturnType<typeof organizationFormUsers>;

/** Each applicant's sent answers on forms the caller may see, counted beside the applicant's row. */
function sentAnswerCount(db: Db, ctx: RequestContext, applicants: Applicants, visibleForm: VisibleForms) {
  return db.$count(
    formAnswer,
    and(
      eq(formAnswer.tenantId, ctx.tenantId),
      eq(formAnswer.formUserId, applicants.formUserId),
      ne(formAnswer.answerStatus, FormAnswerStatus.DRAFT),
      inArray(formAnswer.formId, db.select({ id: visibleForm.id }).from(visibleForm)),
    ),
  );
}

async function rowsOf(db: Db, ctx: RequestContext, applicants: Applicants, page?: number) {
  const answerCount = sentAnswerCount(db, ctx, applicants, await visibleFormsOf(db, ctx));
  const query = db
    .select({
      formUserId: applicants.formUserId,
      loginId: applicants.loginId,
      name: applicants.name,
      nameKana: applicants.nameKana,
      telNo: applicants.telNo,
      lineLinked: applicants.lineLinked,
      answerCount,
      lastLoginAt: applicants.lastLoginAt,
      createdAt: applicants.createdAt,
    })
    .from(applicants)
    .orderBy(desc(applicants.createdAt), desc(applicants.formUserId));
  const rows = page
    ? await query.limit(DEFAULT_PAGE_DISPLAY_COUNT).offset((page - 1) * DEFAULT_PAGE_DISPLAY_COUNT)
    : await query;
  return rows.map(
    (row): ApplicantRow => ({
      ...row,
      lastLoginAt: iso(row.lastLoginAt),
      createdAt: row.createdAt.toISOString(),
    }),
  );
}

export async function searchApplicants(
  db: Db,
  ctx: RequestContext,
  query: { keyword?: string; page?: number },
) {
  requireMenu(ctx, FORM_ANSWER_MENU, "read");
  const page = query.page ?? 1;
  const applicants = organizationFormUsers(db, ctx, { keyword: query.keyword });
  const [total] = await db.select({ n: count() }).from(applicants);
  return {
    rows: await rowsOf(db, ctx, applicants, page),
    total: total?.n ?? 0,
    page,
    pageSize: DEFAULT_PAGE_DISPLAY_COUNT,
  };
}

export async function getApplicant(
  db: Db,
  ctx: RequestContext,
  formUserId: number,
): Promise<ApplicantDetail> {
  requireMenu(ctx, FORM_ANSWER_MENU, "read");
  const [applicant] = await rowsOf(db, ctx, organizationFormUsers(db, ctx, { formUserId }));
  if (!applicant) throw new NotFoundError("申込者が見つかりません。");
  const visibleForm = await visibleFormsOf(db, ctx);
  const answers = await db
    .select({ answer: formAnswer, formTitle: visibleForm.title, formType: visibleForm.formType })
    .from(formAnswer)
    .innerJoin(visibleForm, eq(visibleForm.id, formAnswer.formId))
    .where(
      and(
        eq(formAnswer.tenantId, ctx.tenantId),
        eq(formAnswer.formUserId, formUserId),
        ne(formAnswer.answerStatus, FormAnswerStatus.DRAFT),
      ),
    )
    .orderBy(sql`${formAnswer.lastSubmittedAt} desc nulls last`, desc(formAnswer.id));
  return {
    applicant,
    answers: answers.map(({ answer, formTitle, formType }) => ({
      answerId: answer.id,
      formId: answer.formId,
      formTitle,
      formType: formType as CodeType<typeof FormType>,
      answerStatus: answer.answerStatus as ApplicantDetail["answers"][number]["answerStatus"],
      receiptNo: answer.receiptNo,
      lastSubmittedAt: iso(answer.lastSubmittedAt),
    })),
  };
}
