import type { SurveyGroupBody, SurveyGroupItem, SurveyGroupSurvey } from "@gakumu/domain";
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { ConflictError, NotFoundError, ValidationError } from "../../../platform/errors/app-error";
import { surveyGroup } from "../survey-groups.tables";
import { SURVEY_GROUP_MENU } from "../surveys.menu";
import { survey, surveyRecipient } from "../surveys.tables";

// アンケートグループ: a school names a set of its surveys (the term's lunch surveys, a trip's pre- and
// post-survey) to read them together on アンケート集計: each survey's answer rate side by side, and
// each one's totals a click away. Only surveys of the organisation (and its process mode) can be put in.

export const groupMessages = {
  notFound: "アンケートグループが見つかりません。",
  stale: "このアンケートグループは他の人が変更しました。画面を開き直してから、もう一度操作してください。",
  unknownSurvey: "選択したアンケートが見つかりません。画面を開き直してください。",
  versionRequired: "版番号を指定してください",
} as const;

const CANDIDATE_LIMIT = 200;

type GroupRow = typeof surveyGroup.$inferSelect;

const ofOrganization = (ctx: RequestContext) =>
  and(
    eq(surveyGroup.tenantId, ctx.tenantId),
    eq(surveyGroup.organizationId, ctx.organizationId),
    eq(surveyGroup.processMode, ctx.processMode),
  );

const ownSurveys = (ctx: RequestContext) =>
  and(
    eq(survey.tenantId, ctx.tenantId),
    eq(survey.organizationId, ctx.organizationId),
    eq(survey.processMode, ctx.processMode),
  );

const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);

/** The surveys by id with their answer rate (two statements whatever their number). */
async function surveySummaries(
  db: Db,
  ctx: RequestContext,
  ids: readonly number[] | null,
): Promise<SurveyGroupSurvey[]> {
  const rows = await db
    .select()
    .from(survey)
    .where(ids === null ? ownSurveys(ctx) : and(ownSurveys(ctx), inArray(survey.id, [...ids, 0])))
    .orderBy(desc(survey.sentAt), desc(survey.id))
    .limit(CANDIDATE_LIMIT);
  const found = rows.map((r) => r.id);
  const answered =
    found.length === 0
      ? []
      : await db
          .select({ surveyId: surveyRecipient.surveyId, n: count() })
          .from(surveyRecipient)
          .where(
            and(
              eq(surveyRecipient.tenantId, ctx.tenantId),
              inArray(surveyRecipient.surveyId, found),
              isNotNull(surveyRecipient.answeredAt),
            ),
          )
          .groupBy(surveyRecipient.surveyId);
  const answeredOf = new Map(answered.map((a) => [a.surveyId, a.n]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    sentAt: r.sentAt.toISOString(),
    deadline: r.deadline.toISOString(),
    recipientCount: r.recipientCount,
    answeredCount: answeredOf.get(r.id) ?? 0,
    answerRate: rate(answeredOf.get(r.id) ?? 0, r.recipientCount),
  }));
}

function itemOf(row: GroupRow, summaries: ReadonlyMap<number, SurveyGroupSurvey>): SurveyGroupItem {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    // In the group's order; a survey no longer there (removed with its organisation's data) is left out.
    surveys: row.surveyIds.map((id) => summaries.get(id)).filter((s): s is SurveyGroupSurvey => !!s),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSurveyGroups(db: Db, ctx: RequestContext): Promise<{ items: SurveyGroupItem[] }> {
  requireMenu(ctx, SURVEY_GROUP_MENU, "read");
  const rows = await db
    .select()
    .from(surveyGroup)
    .where(ofOrganization(ctx))
    .orderBy(asc(surveyGroup.name), asc(surveyGroup.id));
  const ids = [...new Set(rows.flatMap((r) => r.surveyIds))];
  const summaries = new Map((await surveySummaries(db, ctx, ids)).map((s) => [s.id, s]));
  return { items: rows.map((r) => itemOf(r, summaries)) };
}

export async function surveyGroupCandidates(db: Db, ctx: RequestContext) {
  requireMenu(ctx, SURVEY_GROUP_MENU, "read");
  return { items: await surveySummaries(db, ctx, null) };
}

/** Every id must be a survey of the organisation: another's id is refused, not silently dropped. */
async function checkedSurveys(db: Db, ctx: RequestContext, ids: readonly number[]) {
  const summaries = await surveySummaries(db, ctx, ids);
  if (summaries.length !== ids.length) throw new ValidationError(groupMessages.unknownSurvey);
  return new Map(summaries.map((s) => [s.id, s]));
}

export async function createSurveyGroup(
  db: Db,
  ctx: RequestContext,
  body: SurveyGroupBody,
): Promise<SurveyGroupItem> {
  requireMenu(ctx, SURVEY_GROUP_MENU, "write");
  const summaries = await checkedSurveys(db, ctx, body.surveyIds);
  const [row] = await db
    .insert(surveyGroup)
    .values({
      tenantId: ctx.tenantId,
      organizationId: ctx.organizationId,
      processMode: ctx.processMode,
      name: body.name,
      surveyIds: body.surveyIds,
      createdByLoginUserId: ctx.loginUserId,
    })
    .returning();
  return itemOf(row!, summaries);
}

async function findOwn(db: Db, ctx: RequestContext, id: number): Promise<GroupRow> {
  const [row] = await db
    .select()
    .from(surveyGroup)
    .where(and(ofOrganization(ctx), eq(surveyGroup.id, id)));
  if (!row) throw new NotFoundError(groupMessages.notFound);
  return row;
}

export async function updateSurveyGroup(
  db: Db,
  ctx: RequestContext,
  id: number,
  body: SurveyGroupBody,
): Promise<SurveyGroupItem> {
  requireMenu(ctx, SURVEY_GROUP_MENU, "write");
  await findOwn(db, ctx, id);
  if (body.version === undefined) throw new ValidationError(groupMessages.versionRequired);
  const summaries = await checkedSurveys(db, ctx, body.surveyIds);
  const [row] = await db
    .update(surveyGroup)
    .set({ name: body.name, surveyIds: body.surveyIds, version: sql`${surveyGroup.version} + 1` })
    .where(and(ofOrganization(ctx), eq(surveyGroup.id, id), eq(surveyGroup.version, body.version)))
    .returning();
  if (!row) throw new ConflictError(groupMessages.stale);
  return itemOf(row, summaries);
}

export async function deleteSurveyGroup(db: Db, ctx: RequestContext, id: number, version: number) {
  requireMenu(ctx, SURVEY_GROUP_MENU, "write");
  await findOwn(db, ctx, id);
  const [row] = await db
    .delete(surveyGroup)
    .where(and(ofOrganization(ctx), eq(surveyGroup.id, id), eq(surveyGroup.version, version)))
    .returning({ id: surveyGroup.id });
  if (!row) throw new ConflictError(groupMessages.stale);
}
