import type { CodeType, FormDashboardRow, FormType } from "@gakumu/domain";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { listVisibleForms } from "../../forms/form-lookups";
import { receptionOf } from "../../forms/form-reception";
import { FORM_ANSWER_MENU } from "../form-answers.menu";
import { formAnswer } from "../form-answers.tables";
import { DEFAULT_LIST_STATUSES } from "./answer-filter";

const SENT = new Set<number>(DEFAULT_LIST_STATUSES);

/**
 * Each form of the caller's organisation and process mode with its answers per status. `total`
 * counts sent answers (1, 3, 4, 5); drafts appear in counts["2"] only, as applicants' unfinished work.
 */
export async function formDashboard(
  db: Db,
  ctx: RequestContext,
  now = new Date(),
): Promise<FormDashboardRow[]> {
  requireMenu(ctx, FORM_ANSWER_MENU, "read");
  const forms = await listVisibleForms(db, ctx);
  if (forms.length === 0) return [];
  const tallies = await db
    .select({ formId: formAnswer.formId, status: formAnswer.answerStatus, n: count() })
    .from(formAnswer)
    .where(
      and(
        eq(formAnswer.tenantId, ctx.tenantId),
        eq(formAnswer.organizationId, ctx.organizationId),
        inArray(
          formAnswer.formId,
          forms.map((f) => f.id),
        ),
      ),
    )
    .groupBy(formAnswer.formId, formAnswer.answerStatus);
  return forms.map((f) => {
    const counts: Record<string, number> = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
    let total = 0;
    for (const t of tallies.filter((t) => t.formId === f.id)) {
      counts[String(t.status)] = t.n;
      if (SENT.has(t.status)) total += t.n;
    }
    return {
      formId: f.id,
      formCd: f.formCd,
      title: f.title,
      formType: f.formType as CodeType<typeof FormType>,
      formStatus: f.status,
      reception: receptionOf(f, now),
      answerPeriodEnd: f.answerPeriodEnd?.toISOString() ?? null,
      counts,
      total,
    };
  });
}
