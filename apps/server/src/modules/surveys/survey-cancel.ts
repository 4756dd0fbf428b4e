import type { SurveyDetail } from "@gakumu/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError } from "../../platform/errors/app-error";
import type { SurveyDeps } from "./survey-deps";
import { surveyDetail } from "./survey-results";
import { findOwnSurvey, ofOrganization } from "./survey-rows";
import { SURVEY_MENU } from "./surveys.menu";
import { survey } from "./surveys.tables";

// 予約の取消: like a reserved push, a reserved survey can be canceled only until the delivery engine
// starts its fan-out. The engine's conditional cancel decides (a fan-out starting at the same moment
// either sees the cancel or makes it fail), and the survey is marked in the same transaction.

export const cancelMessages = {
  started: "送信が開始されたため、取り消せません。",
  alreadyCanceled: "このアンケートは取り消し済みです。",
} as const;

/** Cancels a reserved survey before it goes out (a Japanese 409 once it has, or a second time). */
export async function cancelSurvey(deps: SurveyDeps, ctx: RequestContext, id: number): Promise<SurveyDetail> {
  requireMenu(ctx, SURVEY_MENU, "write");
  const row = await findOwnSurvey(deps.db, ctx, id);
  if (row.canceledAt !== null) throw new ConflictError(cancelMessages.alreadyCanceled);
  if (row.reservedAt === null || row.deliveryId === null) throw new ConflictError(cancelMessages.started);
  const deliveryId = row.deliveryId;
  const outcome = await deps.db.transaction(async (tx) => {
    if ((await deps.delivery.cancel(tx, ctx.tenantId, deliveryId)) === "already-started") return "started";
    const marked = await tx
      .update(survey)
      .set({ canceledAt: sql`now()` })
      .where(and(ofOrganization(ctx), eq(survey.id, row.id), isNull(survey.canceledAt)))
      .returning({ id: survey.id });
    return marked.length > 0 ? "canceled" : "already-canceled";
  });
  if (outcome === "started") throw new ConflictError(cancelMessages.started);
  if (outcome === "already-canceled") throw new ConflictError(cancelMessages.alreadyCanceled);
  return surveyDetail(deps, ctx, SURVEY_MENU, row.id);
}
