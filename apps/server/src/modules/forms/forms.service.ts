import crypto from "node:crypto";
import type { CreateFormInput, FormDetailBody, UpdateFormInput } from "@gakumu/domain";
import { type FormSettings, FormStatus } from "@gakumu/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError } from "../../platform/errors/app-error";
import { sqlStateOf, UNIQUE_VIOLATION } from "../../platform/permissions/pg-errors";
import { assertFormHasNoAnswers } from "../form-answers/staff/form-delete-guard";
import { saveDefinition } from "./form-definition-save";
import { type FormRow, getVisibleForm, loadFormDetail } from "./form-queries";
import { FORM_MENU } from "./forms.menu";
import { form } from "./forms.tables";

// Use cases of the form builder that change a form's definition: create, save, delete.

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/** The form row's columns from the builder's settings. */
export function settingsColumns(input: FormSettings) {
  return {
    formType: input.formType,
    title: input.title.trim(),
    descriptionHtml: input.descriptionHtml,
    answerPeriodStart: toDate(input.answerPeriodStart),
    answerPeriodEnd: toDate(input.answerPeriodEnd),
    loginRequired: input.loginRequired,
    accountRegistrationRequired: input.accountRegistrationRequired,
    editableAfterSubmit: input.editableAfterSubmit,
    // A deadline only means something when sent answers may be edited.
    editDeadline: input.editableAfterSubmit ? toDate(input.editDeadline) : null,
    multipleAnswersAllowed: input.multipleAnswersAllowed,
    showInFormList: input.showInFormList,
    senderMailAddress: input.senderMailAddress.trim() || null,
    completionMailSubject: input.completionMailSubject,
    completionMailBody: input.completionMailBody,
  };
}

const FORM_CD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** "F" and 8 characters, not used by another form of the organisation. */
export async function generateFormCd(db: Db, organizationId: number): Promise<string> {
  for (;;) {
    const bytes = crypto.randomBytes(8);
    const formCd = `F${Array.from(bytes, (b) => FORM_CD_ALPHABET[b % FORM_CD_ALPHABET.length]).join("")}`;
    const [taken] = await db
      .select({ id: form.id })
      .from(form)
      .where(and(eq(form.organizationId, organizationId), eq(form.formCd, formCd), isNull(form.deletedAt)));
    if (!taken) return formCd;
  }
}

/** Turns the unique index on form_cd into a 409 with the code in the message. */
export async function withFormCdCheck<T>(formCd: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION && formCd !== undefined)
      throw new ConflictError(`フォームコード「${formCd}」は既に使用されています。`);
    throw error;
  }
}

/**
 * Moves the form to its next version if the caller read the current one: the row lock also makes
 * concurrent saves of one form wait for each other. A stale version is a 409.
 */
export async function nextVersion(
  tx: Db,
  ctx: RequestContext,
  formId: number,
  version: number,
  changes: Partial<typeof form.$inferInsert> = {},
): Promise<FormRow> {
  const [row] = await tx
    .update(form)
    .set({ ...changes, version: sql`${form.version} + 1`, updatedByLoginUserId: ctx.loginUserId })
    .where(
      and(
        eq(form.tenantId, ctx.tenantId),
        eq(form.id, formId),
        eq(form.version, version),
        isNull(form.deletedAt),
      ),
    )
    .returning();
  if (!row) throw new ConflictError();
  return row;
}

/** A new draft form in the caller's organisation and process mode. */
export async function createForm(
  db: Db,
  ctx: RequestContext,
  input: CreateFormInput,
): Promise<FormDetailBody> {
  requireMenu(ctx, FORM_MENU, "write");
  const formCd = input.formCd?.trim() || (await generateFormCd(db, ctx.organizationId));
  const row = await withFormCdCheck(formCd, () =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(form)
        .values({
          tenantId: ctx.tenantId,
          organizationId: ctx.organizationId,
          processMode: ctx.processMode,
          formCd,
          ...settingsColumns(input),
          status: FormStatus.DRAFT,
          createdByLoginUserId: ctx.loginUserId,
          updatedByLoginUserId: ctx.loginUserId,
        })
        .returning();
      await saveDefinition(tx, { tenantId: ctx.tenantId, formId: created!.id }, input);
      return created!;
    }),
  );
  return loadFormDetail(db, row);
}

/** The builder's save: settings and the whole definition, if nobody saved since the caller read it. */
export async function updateForm(
  db: Db,
  ctx: RequestContext,
  formId: number,
  input: UpdateFormInput,
): Promise<FormDetailBody> {
  requireMenu(ctx, FORM_MENU, "write");
  await getVisibleForm(db, ctx, formId);
  const formCd = input.formCd?.trim();
  const row = await withFormCdCheck(formCd, () =>
    db.transaction(async (tx) => {
      const updated = await nextVersion(tx, ctx, formId, input.version, {
        ...settingsColumns(input),
        ...(formCd ? { formCd } : {}),
      });
      await saveDefinition(tx, { tenantId: ctx.tenantId, formId }, input);
      return updated;
    }),
  );
  return loadFormDetail(db, row);
}

/**
 * Logical delete, for forms not published: a published form is taken down first (unpublish), so a
 * link in use never turns into "not found" by one click; a form with sent answers is kept (409) so
 * they stay reachable.
 */
export async function deleteForm(
  db: Db,
  ctx: RequestContext,
  formId: number,
  version: number,
): Promise<void> {
  requireMenu(ctx, FORM_MENU, "write");
  const row = await getVisibleForm(db, ctx, formId);
  if (row.status === FormStatus.PUBLISHED)
    throw new ConflictError("公開中のフォームは削除できません。公開を停止してから削除してください。");
  await assertFormHasNoAnswers(db, { tenantId: ctx.tenantId, formId });
  // Publishing moves the version on, so a form published since the caller read it is a 409 here.
  await nextVersion(db, ctx, formId, version, { deletedAt: new Date() });
}
