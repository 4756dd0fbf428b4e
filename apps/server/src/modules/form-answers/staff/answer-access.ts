import type { AnswerableItem, PublicForm } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { RequestContext } from "../../../platform/access/request-context";
import { requireMenu } from "../../../platform/access/require-menu";
import { ConflictError, NotFoundError } from "../../../platform/errors/app-error";
import { organizationOf } from "../../forms/form-organization";
import { type FormRow, getVisibleForm, loadFormDetail } from "../../forms/form-queries";
import { toPublicForm } from "../../forms/public-form";
import { FORM_ANSWER_MENU } from "../form-answers.menu";
import { formAnswer } from "../form-answers.tables";

// How every staff call reaches a form and its answers: through the forms module's visibility
// (tenant, organisation, process mode, not deleted, "only myself" authority), so another tenant's or
// organisation's form or answer is a 404 and never data.

export type AnswerRow = typeof formAnswer.$inferSelect;

export class AnswerNotFoundError extends NotFoundError {
  constructor() {
    super("回答が見つかりません。");
  }
}

export const staleAnswerError = () =>
  new ConflictError("他の操作で回答が更新されています。画面を再読み込みしてから操作してください。");

export interface StaffForm {
  row: FormRow;
  /** The form's items in form order, DIVISION choices resolved, as the applicant answered them. */
  items: AnswerableItem[];
}

/** The items of a form as answers are checked and formatted with (the public shape of the form). */
export async function answerableItemsOf(db: Db, row: FormRow, now = new Date()): Promise<AnswerableItem[]> {
  const detail = await loadFormDetail(db, row);
  const org = await organizationOf(db, row);
  const shape = await toPublicForm(db, detail, org, now);
  return shape.sections.flatMap((s) => s.items);
}

/** The whole form as applicants answered it, for the answer screens of staff who may not build forms. */
export async function staffPublicForm(db: Db, ctx: RequestContext, formId: number): Promise<PublicForm> {
  requireMenu(ctx, FORM_ANSWER_MENU, "read");
  const row = await getVisibleForm(db, ctx, formId);
  return toPublicForm(db, await loadFormDetail(db, row), await organizationOf(db, row), new Date());
}

/** A form the caller may see, with its items. */
export async function loadStaffForm(db: Db, ctx: RequestContext, formId: number): Promise<StaffForm> {
  const row = await getVisibleForm(db, ctx, formId);
  return { row, items: await answerableItemsOf(db, row) };
}

/** The condition that keeps a query to one form's answers within the form's own tenant and organisation. */
export function answersOfForm(row: Pick<FormRow, "id" | "tenantId" | "organizationId">) {
  return and(
    eq(formAnswer.tenantId, row.tenantId),
    eq(formAnswer.organizationId, row.organizationId),
    eq(formAnswer.formId, row.id),
  );
}

/** One answer of a visible form; 404 when the form is not the caller's or the answer not the form's. */
export async function getStaffAnswer(
  db: Db,
  ctx: RequestContext,
  formId: number,
  answerId: number,
): Promise<{ form: FormRow; answer: AnswerRow }> {
  const form = await getVisibleForm(db, ctx, formId);
  const [answer] = await db
    .select()
    .from(formAnswer)
    .where(and(answersOfForm(form), eq(formAnswer.id, answerId)));
  if (!answer) throw new AnswerNotFoundError();
  return { form, answer };
}
