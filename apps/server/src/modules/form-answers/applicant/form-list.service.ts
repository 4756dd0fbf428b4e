import {
  type CodeType,
  FormAnswerStatus,
  type FormListEntry,
  FormReception,
  FormStatus,
  type FormType,
} from "@gakumu/domain";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { NotFoundError } from "../../../platform/errors/app-error";
import { issueFormUserAccessKey } from "../../forms/access-keys.service";
import { listedForms } from "../../forms/form-lookups";
import { receptionOf } from "../../forms/form-reception";
import { formAnswer } from "../form-answers.tables";
import { type AnswerScope, findOrganizationForm, formNotFoundMessage } from "./applicant-access";

// フォーム一覧 for logged-in form users: the organisation's published forms marked to be listed, with
// the user's status for each; opening one mints a short-lived key of the user's own.

export interface FormListQuery {
  keyword?: string;
  formType?: string;
  openOnly?: "true" | "false";
}

/** A key minted from the list lives a day: long enough to answer, short enough to be worthless later. */
export const LISTED_FORM_KEY_HOURS = 24;

const iso = (d: Date | null) => d?.toISOString() ?? null;
/** The newest non-cancelled status of the user's answer to each form (0 when none). */
async function statusesOf(db: Db, scope: AnswerScope, formUserId: number, formIds: number[]) {
  if (formIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ formId: formAnswer.formId, status: formAnswer.answerStatus })
    .from(formAnswer)
    .where(
      and(
        eq(formAnswer.tenantId, scope.tenantId),
        eq(formAnswer.formUserId, formUserId),
        inArray(formAnswer.formId, formIds),
        ne(formAnswer.answerStatus, FormAnswerStatus.CANCEL),
      ),
    )
    .orderBy(asc(formAnswer.createdAt), asc(formAnswer.id));
  // Ascending, so the newest answer of a form is the one left in the map.
  return new Map(rows.map((r) => [r.formId, r.status]));
}

export async function listOfferedForms(
  db: Db,
  scope: AnswerScope,
  formUserId: number,
  query: FormListQuery,
  now = new Date(),
): Promise<FormListEntry[]> {
  const rows = await listedForms(db, scope, query);
  const openOnly = query.openOnly !== "false";
  const offered = rows.filter((r) => !openOnly || receptionOf(r, now) === FormReception.OPEN);
  const statuses = await statusesOf(
    db,
    scope,
    formUserId,
    offered.map((r) => r.id),
  );
  return offered.map((r) => ({
    formId: r.id,
    title: r.title,
    formType: r.formType as CodeType<typeof FormType>,
    reception: receptionOf(r, now),
    answerPeriodStart: iso(r.answerPeriodStart),
    answerPeriodEnd: iso(r.answerPeriodEnd),
    answerStatus: (statuses.get(r.id) ?? FormAnswerStatus.UNANSWERED) as CodeType<typeof FormAnswerStatus>,
  }));
}

/** A key of the user's own for a listed form or one they answered; 404 for anything else. */
export async function openOfferedForm(
  db: Db,
  scope: AnswerScope,
  formUserId: number,
  formId: number,
  now = new Date(),
): Promise<{ accessKey: string }> {
  const row = await findOrganizationForm(db, scope, { formId });
  const listed = row.showInFormList && row.status === FormStatus.PUBLISHED;
  if (!listed) {
    const [answered] = await db
      .select({ id: formAnswer.id })
      .from(formAnswer)
      .where(and(eq(formAnswer.formId, formId), eq(formAnswer.formUserId, formUserId)))
      .limit(1);
    if (!answered) throw new NotFoundError(formNotFoundMessage);
  }
  const expiresAt = new Date(now.getTime() + LISTED_FORM_KEY_HOURS * 3_600_000);
  return { accessKey: await issueFormUserAccessKey(db, { ...scope, formId }, expiresAt) };
}
