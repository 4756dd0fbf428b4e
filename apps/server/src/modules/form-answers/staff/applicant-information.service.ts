import {
  type ApplicantDetail,
  type ApplicantRow,
  type CodeType,
  DEFAULT_PAGE_DISPLAY_COUNT,
  FormAnswerStatus,
  type FormType,
  toHalfWidthAscii,
} from "@gakumu/domain";
import { and, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { NotFoundError } from "../../../platform/errors/app-error";
import { formUser } from "../../form-users/form-users.tables";
import { visibleForms } from "../../forms/form-visibility";
import { form } from "../../forms/forms.tables";
import { formAnswer } from "../form-answers.tables";

// The applicant-information page: the organisation's form users (applicants) and what they answered.
// Answers count only when sent (drafts stay the applicant's own) and only on forms the caller may see.

const iso = (d: Date | null) => d?.toISOString() ?? null;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ofOrganization = (ctx: RequestContext) =>
  and(
    eq(formUser.tenantId, ctx.tenantId),
    eq(formUser.organizationId, ctx.organizationId),
    isNull(formUser.deletedAt),
  );

function keywordCondition(keyword: string | undefined): SQL | undefined {
  const raw = keyword?.trim();
  if (!raw) return undefined;
  const variants = [...new Set([raw, toHalfWidthAscii(raw)])].map((v) => `%${escapeLike(v)}%`);
  const digits = toHalfWidthAscii(raw).replace(/\D/g, "");
  return or(
    ...variants.flatMap((v) => [
      ilike(formUser.name, v),
      ilike(formUser.nameKana, v),
      ilike(formUser.loginId, v),
      ilike(formUser.lineDisplayName, v),
    ]),
    // 090-1234-5678 and 09012345678 are the same number.
    digits.length >= 3
      ? sql`regexp_replace(${formUser.telNo}, '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
}

/** Sent answers on forms the caller may see, for a left join on form_user. */
async function sentAnswersOn(db: Db, ctx: RequestContext): Promise<SQL> {
  return and(
    eq(formAnswer.formUserId, formUser.id),
    ne(formAnswer.answerStatus, FormAnswerStatus.DRAFT),
    sql`${formAnswer.formId} in (select ${form.id} from ${form} where ${await visibleForms(db, ctx)})`,
  ) as SQL;
}

async function rowsOf(db: Db, ctx: RequestContext, where: SQL | undefined, page?: number) {
  const query = db
    .select({ user: formUser, answerCount: count(formAnswer.id) })
    .from(formUser)
    .leftJoin(formAnswer, await sentAnswersOn(db, ctx))
    .where(where)
    .groupBy(formUser.id)
    .orderBy(desc(formUser.createdAt), desc(formUser.id));
  const rows = page
    ? await query.limit(DEFAULT_PAGE_DISPLAY_COUNT).offset((page - 1) * DEFAULT_PAGE_DISPLAY_COUNT)
    : await query;
  return rows.map(
    ({ user, answerCount }): ApplicantRow => ({
      formUserId: user.id,
      loginId: user.loginId,
      name: user.name,
      nameKana: user.nameKana,
      telNo: user.telNo,
      lineLinked: user.lineSubject !== null,
      answerCount,
      lastLoginAt: iso(user.lastLoginAt),
      createdAt: user.createdAt.toISOString(),
    }),
  );
}

export async function searchApplicants(
  db: Db,
  ctx: RequestContext,
  query: { keyword?: string; page?: number },
) {
  const page = query.page ?? 1;
  const where = and(ofOrganization(ctx), keywordCondition(query.keyword));
  const [total] = await db.select({ n: count() }).from(formUser).where(where);
  return {
    rows: await rowsOf(db, ctx, where, page),
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
  const [applicant] = await rowsOf(db, ctx, and(ofOrganization(ctx), eq(formUser.id, formUserId)));
  if (!applicant) throw new NotFoundError("申込者が見つかりません。");
  const answers = await db
    .select({ answer: formAnswer, formTitle: form.title, formType: form.formType })
    .from(formAnswer)
    .innerJoin(form, eq(form.id, formAnswer.formId))
    .where(
      and(
        eq(formAnswer.tenantId, ctx.tenantId),
        eq(formAnswer.formUserId, formUserId),
        ne(formAnswer.answerStatus, FormAnswerStatus.DRAFT),
        await visibleForms(db, ctx),
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
