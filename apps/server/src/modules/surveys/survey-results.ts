import {
  SURVEY_ANSWER_PAGE_SIZE,
  SURVEY_PAGE_SIZE,
  type SurveyAnswerPage,
  type SurveyDetail,
  type SurveyListItem,
  type SurveyPage,
} from "@gakumu/domain";
import { and, asc, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { loadHierarchy } from "../members/member-hierarchy";
import { memberLabels } from "../members/member-targets";
import { displayOf } from "./survey-answer-values";
import type { SurveyDeps } from "./survey-deps";
import { questionsOf } from "./survey-questions";
import { findOwnSurvey, isOpen, ofOrganization, type SurveyRow } from "./survey-rows";
import { hasGoneOut, SENT, type SurveyState, surveyStates } from "./survey-state";
import { type SURVEY_MENU, SURVEY_RESULT_MENU } from "./surveys.menu";
import { survey, surveyAnswer, surveyRecipient } from "./surveys.tables";

// The surveys with their answer rate and state (sent, 送信待ち（予約）, 取消; both menus list them), a
// survey's detail, and アンケート結果's list of answers: one line per answering member, each question's
// answer as text. An anonymous survey shows no name, number or placement.

type Menu = typeof SURVEY_MENU | typeof SURVEY_RESULT_MENU;

const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);

async function answeredCounts(
  db: Db,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ surveyId: surveyRecipient.surveyId, n: count() })
    .from(surveyRecipient)
    .where(
      and(
        eq(surveyRecipient.tenantId, tenantId),
        inArray(surveyRecipient.surveyId, [...ids]),
        isNotNull(surveyRecipient.answeredAt),
      ),
    )
    .groupBy(surveyRecipient.surveyId);
  return new Map(rows.map((r) => [r.surveyId, r.n]));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function itemOf(row: SurveyRow, answered: number, state: SurveyState = SENT): SurveyListItem {
  return {
    id: row.id,
    title: row.title,
    deadline: row.deadline.toISOString(),
    anonymous: row.anonymous,
    open: hasGoneOut(state) && isOpen(row),
    status: state.status,
    reservedAt: iso(row.reservedAt),
    cancelable: state.cancelable,
    recipientCount: row.recipientCount,
    answeredCount: answered,
    answerRate: rate(answered, row.recipientCount),
    sentAt: row.sentAt.toISOString(),
  };
}

export async function listSurveys(
  deps: SurveyDeps,
  ctx: RequestContext,
  menu: Menu,
  query: { page: number },
): Promise<SurveyPage> {
  requireMenu(ctx, menu, "read");
  const where = and(ofOrganization(ctx), eq(survey.processMode, ctx.processMode));
  const [counted] = await deps.db.select({ n: count() }).from(survey).where(where);
  const rows = await deps.db
    .select()
    .from(survey)
    .where(where)
    .orderBy(desc(survey.sentAt), desc(survey.id))
    .limit(SURVEY_PAGE_SIZE)
    .offset((query.page - 1) * SURVEY_PAGE_SIZE);
  const [answered, states] = await Promise.all([
    answeredCounts(
      deps.db,
      ctx.tenantId,
      rows.map((r) => r.id),
    ),
    surveyStates(deps.delivery, ctx.tenantId, rows),
  ]);
  return {
    items: rows.map((r) => itemOf(r, answered.get(r.id) ?? 0, states.get(r.id))),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: SURVEY_PAGE_SIZE,
  };
}

export async function surveyDetail(
  deps: SurveyDeps,
  ctx: RequestContext,
  menu: Menu,
  id: number,
): Promise<SurveyDetail> {
  requireMenu(ctx, menu, "read");
  const row = await findOwnSurvey(deps.db, ctx, id);
  const [answered, questions, states] = await Promise.all([
    answeredCounts(deps.db, ctx.tenantId, [id]),
    questionsOf(deps.db, ctx.tenantId, id),
    surveyStates(deps.delivery, ctx.tenantId, [row]),
  ]);
  return {
    ...itemOf(row, answered.get(id) ?? 0, states.get(id)),
    bodyHtml: row.bodyHtml,
    questions: questions.map((q) => ({
      key: q.key,
      answerType: q.answerType,
      label: q.label,
      required: q.required,
    })),
  };
}

export async function surveyAnswers(
  deps: SurveyDeps,
  ctx: RequestContext,
  id: number,
  query: { page: number },
): Promise<SurveyAnswerPage> {
  requireMenu(ctx, SURVEY_RESULT_MENU, "read");
  const row = await findOwnSurvey(deps.db, ctx, id);
  const where = and(
    eq(surveyRecipient.tenantId, ctx.tenantId),
    eq(surveyRecipient.surveyId, id),
    isNotNull(surveyRecipient.answeredAt),
  );
  const [counted] = await deps.db.select({ n: count() }).from(surveyRecipient).where(where);
  const recipients = await deps.db
    .select()
    .from(surveyRecipient)
    .where(where)
    .orderBy(asc(surveyRecipient.answeredAt), asc(surveyRecipient.id))
    .limit(SURVEY_ANSWER_PAGE_SIZE)
    .offset((query.page - 1) * SURVEY_ANSWER_PAGE_SIZE);
  const recipientIds = recipients.map((r) => r.id);
  const [questions, answers, hierarchy, labels] = await Promise.all([
    questionsOf(deps.db, ctx.tenantId, id),
    recipientIds.length === 0
      ? Promise.resolve([])
      : deps.db
          .select()
          .from(surveyAnswer)
          .where(
            and(eq(surveyAnswer.tenantId, ctx.tenantId), inArray(surveyAnswer.recipientId, recipientIds)),
          ),
    loadHierarchy(deps.db, ctx.organizationId),
    row.anonymous
      ? Promise.resolve(new Map<number, { memberId: string; name: string }>())
      : memberLabels(
          deps.db,
          ctx.tenantId,
          recipients.map((r) => r.memberId),
        ),
  ]);
  const questionById = new Map(questions.map((q) => [q.id, q]));
  const names = (codes: string[]) => hierarchy.namesOf(codes);
  return {
    items: recipients.map((r) => {
      const texts: Record<string, string> = {};
      for (const a of answers) {
        const q = a.recipientId === r.id ? questionById.get(a.questionId) : undefined;
        if (q) texts[q.key] = displayOf(q, a, names);
      }
      const label = labels.get(r.memberId);
      return {
        recipientId: r.id,
        name: row.anonymous ? null : (label?.name ?? "（削除済み）"),
        memberNo: row.anonymous ? null : (label?.memberId ?? ""),
        placement: row.anonymous
          ? null
          : names(
              [r.divisionCd, r.sectionCd, r.subsectionCd, r.unitCd, r.subunitCd].filter(
                (c): c is string => !!c,
              ),
            ).join(" ／ "),
        answeredAt: r.answeredAt!.toISOString(),
        answers: texts,
      };
    }),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: SURVEY_ANSWER_PAGE_SIZE,
  };
}
