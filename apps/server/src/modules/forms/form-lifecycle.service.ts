import type { FormDetailBody, ReorderFormInput } from "@gakumu/domain";
import { checkFormForPublish, type FormItemValidation, FormStatus } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ValidationError } from "../../platform/errors/app-error";
import { saveDefinition } from "./form-definition-save";
import { getVisibleForm, loadFormDetail } from "./form-queries";
import { FORM_MENU } from "./forms.menu";
import { generateFormCd, nextVersion, withFormCdCheck } from "./forms.service";
import { form, formItem, formSection } from "./forms.tables";

// Use cases around a form's definition that are not a plain save: reorder, copy, publish, unpublish.

const staleOrder = () =>
  new ValidationError(
    "並び順に含まれていない、または存在しない項目があります。画面を再読み込みしてから操作してください。",
  );

/** Drag and drop in one call: every section and item of the form in the new order (items may move). */
export async function reorderForm(
  db: Db,
  ctx: RequestContext,
  formId: number,
  input: ReorderFormInput,
): Promise<FormDetailBody> {
  requireMenu(ctx, FORM_MENU, "write");
  await getVisibleForm(db, ctx, formId);
  const row = await db.transaction(async (tx) => {
    const updated = await nextVersion(tx, ctx, formId, input.version);
    const [sections, items] = await Promise.all([
      tx.select({ id: formSection.id }).from(formSection).where(eq(formSection.formId, formId)),
      tx.select({ id: formItem.id }).from(formItem).where(eq(formItem.formId, formId)),
    ]);
    const sameSet = (stored: { id: number }[], given: number[]) =>
      stored.length === given.length &&
      new Set(given).size === given.length &&
      stored.every((s) => given.includes(s.id));
    const givenItems = input.sections.flatMap((s) => s.itemIds);
    if (
      !sameSet(
        sections,
        input.sections.map((s) => s.sectionId),
      ) ||
      !sameSet(items, givenItems)
    )
      throw staleOrder();
    for (const [s, section] of input.sections.entries()) {
      await tx
        .update(formSection)
        .set({ sortOrder: s })
        .where(and(eq(formSection.tenantId, ctx.tenantId), eq(formSection.id, section.sectionId)));
      for (const [i, itemId] of section.itemIds.entries())
        await tx
          .update(formItem)
          .set({ sectionId: section.sectionId, sortOrder: i })
          .where(and(eq(formItem.tenantId, ctx.tenantId), eq(formItem.id, itemId)));
    }
    return updated;
  });
  return loadFormDetail(db, row);
}

/**
 * A deep copy as a new draft: settings, sections, items (with their keys, so conditions still hold)
 * and messages, under a new form code. Links (access keys) are not copied.
 */
export async function copyForm(db: Db, ctx: RequestContext, formId: number): Promise<FormDetailBody> {
  requireMenu(ctx, FORM_MENU, "write");
  const source = await getVisibleForm(db, ctx, formId);
  const detail = await loadFormDetail(db, source);
  const formCd = await generateFormCd(db, ctx.organizationId);
  const { id: _id, createdAt: _c, updatedAt: _u, ...columns } = source;
  const row = await withFormCdCheck(formCd, () =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(form)
        .values({
          ...columns,
          formCd,
          title: `${source.title}（コピー）`.slice(0, 200),
          status: FormStatus.DRAFT,
          publishedAt: null,
          version: 1,
          lastReceiptNo: 0,
          processMode: ctx.processMode,
          createdByLoginUserId: ctx.loginUserId,
          updatedByLoginUserId: ctx.loginUserId,
        })
        .returning();
      const sections = detail.sections.map((s) => ({
        title: s.title,
        // Stored settings never hold nulls (the response schema only allows them), so this is exact.
        items: s.items.map(({ itemId: _itemId, ...item }) => ({
          ...item,
          validation: item.validation as FormItemValidation,
        })),
      }));
      await saveDefinition(
        tx,
        { tenantId: ctx.tenantId, formId: created!.id },
        { sections, messages: detail.messages },
      );
      return created!;
    }),
  );
  return loadFormDetail(db, row);
}

/**
 * Publishes after the checks of the domain's checkFormForPublish (the builder shows the same list):
 * at least one item, the period in order, choices where needed, conditions on earlier items only.
 * Re-publishing a published form re-checks it and keeps its first publication time.
 */
export async function publishForm(
  db: Db,
  ctx: RequestContext,
  formId: number,
  version: number,
): Promise<FormDetailBody> {
  requireMenu(ctx, FORM_MENU, "write");
  const row = await getVisibleForm(db, ctx, formId);
  const issues = checkFormForPublish(await loadFormDetail(db, row));
  if (issues.length > 0) {
    const details = issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    throw new ValidationError(`公開できません。${issues[0]!.message}`, details);
  }
  const updated = await nextVersion(db, ctx, formId, version, {
    status: FormStatus.PUBLISHED,
    publishedAt: row.status === FormStatus.PUBLISHED && row.publishedAt ? row.publishedAt : new Date(),
  });
  return loadFormDetail(db, updated);
}

/** Takes a published form down: its links then show that it is not open (it may be published again). */
export async function unpublishForm(
  db: Db,
  ctx: RequestContext,
  formId: number,
  version: number,
): Promise<FormDetailBody> {
  requireMenu(ctx, FORM_MENU, "write");
  const row = await getVisibleForm(db, ctx, formId);
  if (row.status !== FormStatus.PUBLISHED) throw new ValidationError("このフォームは公開されていません。");
  const updated = await nextVersion(db, ctx, formId, version, { status: FormStatus.UNPUBLISHED });
  return loadFormDetail(db, updated);
}
