import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { NotFoundError } from "../../platform/errors/app-error";
import { survey } from "./surveys.tables";

export type SurveyRow = typeof survey.$inferSelect;

export const notFoundMessage = "アンケートが見つかりません。";

type Owner = Pick<RequestContext, "tenantId" | "organizationId">;

export const ofOrganization = (ctx: Owner) =>
  and(eq(survey.tenantId, ctx.tenantId), eq(survey.organizationId, ctx.organizationId));

/** The survey of the staff member's organisation; a Japanese 404 for another's (or another tenant's). */
export async function findOwnSurvey(db: Db, ctx: Owner, id: number): Promise<SurveyRow> {
  const [row] = await db
    .select()
    .from(survey)
    .where(and(ofOrganization(ctx), eq(survey.id, id)));
  if (!row) throw new NotFoundError(notFoundMessage);
  return row;
}

/** Answers are taken until the deadline. */
export const isOpen = (row: Pick<SurveyRow, "deadline">, now: Date = new Date()) =>
  row.deadline.getTime() > now.getTime();
