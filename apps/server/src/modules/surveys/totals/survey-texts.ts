import {
  FREE_TEXT_TYPES,
  SURVEY_TEXT_PAGE_SIZE,
  type SurveyTextPage,
  type SurveyTextQuery,
} from "@gakumu/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { ValidationError } from "../../../platform/errors/app-error";
import { memberLabels } from "../../members/member-targets";
import { rowsOf, totalsScope } from "./survey-totals";
import type { TotalsMenu } from "./totals-menu";

// 自由記述: one free-text question's answers under the same filters, newest first, a page at a time,
// with a keyword search. An anonymous survey shows the text only.

export const textMessages = {
  notText: "自由記述の質問を選択してください。",
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function surveyTexts(
  db: Db,
  ctx: RequestContext,
  menu: TotalsMenu,
  surveyId: number,
  query: SurveyTextQuery,
): Promise<SurveyTextPage> {
  const { question: key, keyword, page, ...filter } = query;
  const scope = await totalsScope(db, ctx, menu, surveyId, filter);
  const question = scope.questions.find((q) => q.key === key);
  if (!question || !(FREE_TEXT_TYPES as readonly string[]).includes(question.answerType))
    throw new ValidationError(textMessages.notText);
  const words = (keyword ?? "").trim();
  const where = sql`a.tenant_id = ${ctx.tenantId} and a.survey_id = ${surveyId} and a.question_id = ${question.id}
    and a.text_value is not null and ${scope.filter.recipients} and ${scope.filter.answered}
    ${words ? sql`and a.text_value ilike ${`%${escapeLike(words)}%`}` : sql``}`;
  const from = sql`survey_answer a join survey_recipient r on r.id = a.recipient_id`;
  const [counted, rows] = await Promise.all([
    rowsOf<{ n: unknown }>(db, sql`select count(*)::int as n from ${from} where ${where}`),
    rowsOf<{
      id: unknown;
      text: string;
      answered_at: unknown;
      member_id: unknown;
      l1: string | null;
      l2: string | null;
      l3: string | null;
      l4: string | null;
      l5: string | null;
    }>(
      db,
      sql`select a.id, a.text_value as text, r.answered_at, r.member_id,
          r.division_cd as l1, r.section_cd as l2, r.subsection_cd as l3, r.unit_cd as l4, r.subunit_cd as l5
        from ${from} where ${where}
        order by r.answered_at desc, a.id desc
        limit ${SURVEY_TEXT_PAGE_SIZE} offset ${(page - 1) * SURVEY_TEXT_PAGE_SIZE}`,
    ),
  ]);
  const anonymous = scope.survey.anonymous;
  const labels = anonymous
    ? new Map<number, { name: string }>()
    : await memberLabels(
        db,
        ctx.tenantId,
        rows.map((r) => Number(r.member_id)),
      );
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      answeredAt: new Date(r.answered_at as string).toISOString(),
      text: r.text,
      name: anonymous ? null : (labels.get(Number(r.member_id))?.name ?? "（削除済み）"),
      placement: anonymous ? null : scope.hierarchy.namesOf([r.l1, r.l2, r.l3, r.l4, r.l5]).join(" ／ "),
    })),
    total: Number(counted[0]?.n ?? 0),
    page,
    pageSize: SURVEY_TEXT_PAGE_SIZE,
  };
}
