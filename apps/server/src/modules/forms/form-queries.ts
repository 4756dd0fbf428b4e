import type { FormDetailBody, FormItemBody } from "@gakumu/domain";
import {
  type CodeType,
  DEFAULT_PAGE_DISPLAY_COUNT,
  FormStatus,
  type FormType,
  type LoginRequired,
  toHalfWidthAscii,
} from "@gakumu/domain";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { NotFoundError } from "../../platform/errors/app-error";
import { receptionOf } from "./form-reception";
import { visibleForms } from "./form-visibility";
import { FORM_MENU } from "./forms.menu";
import { form, formItem, formMessage, formSection } from "./forms.tables";

export type FormRow = typeof form.$inferSelect;
type FormItemRow = typeof formItem.$inferSelect;

export class FormNotFoundError extends NotFoundError {
  constructor() {
    super("フォームが見つかりません。");
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A form the caller may see (form-visibility.ts); anything else is a 404, never data. */
export async function getVisibleForm(db: Db, ctx: RequestContext, formId: number): Promise<FormRow> {
  const [row] = await db
    .select()
    .from(form)
    .where(and(await visibleForms(db, ctx), eq(form.id, formId)));
  if (!row) throw new FormNotFoundError();
  return row;
}

/**
 * The builder's read of one form (its definition, its preview). getVisibleForm stays free of the
 * builder's menu because the answer screens reach forms through it under their own menu.
 */
export async function getBuilderForm(db: Db, ctx: RequestContext, formId: number): Promise<FormRow> {
  requireMenu(ctx, FORM_MENU, "read");
  return getVisibleForm(db, ctx, formId);
}

export function toItemBody(row: FormItemRow): FormItemBody {
  return {
    itemId: row.id,
    itemKey: row.itemKey,
    itemType: row.itemType as FormItemBody["itemType"],
    label: row.label,
    helpText: row.helpText,
    required: row.required,
    validation: row.validation,
    choices: row.choices,
    fileTypes: row.fileTypes,
    maxFileSizeMb: row.maxFileSizeMb,
    divisionSource: row.divisionSource ?? null,
    condition: row.condition ?? null,
    applicantName: row.applicantName,
  };
}

/** The whole definition of a form: settings, sections with their items in order, messages. */
export async function loadFormDetail(db: Db, row: FormRow): Promise<FormDetailBody> {
  const [sections, items, messages] = await Promise.all([
    db
      .select()
      .from(formSection)
      .where(eq(formSection.formId, row.id))
      .orderBy(asc(formSection.sortOrder), asc(formSection.id)),
    db
      .select()
      .from(formItem)
      .where(eq(formItem.formId, row.id))
      .orderBy(asc(formItem.sortOrder), asc(formItem.id)),
    db.select().from(formMessage).where(eq(formMessage.formId, row.id)).orderBy(asc(formMessage.messageType)),
  ]);
  return {
    formId: row.id,
    formCd: row.formCd,
    formType: row.formType as CodeType<typeof FormType>,
    processMode: row.processMode,
    title: row.title,
    descriptionHtml: row.descriptionHtml,
    answerPeriodStart: iso(row.answerPeriodStart),
    answerPeriodEnd: iso(row.answerPeriodEnd),
    loginRequired: row.loginRequired as CodeType<typeof LoginRequired>,
    accountRegistrationRequired: row.accountRegistrationRequired,
    editableAfterSubmit: row.editableAfterSubmit,
    editDeadline: iso(row.editDeadline),
    multipleAnswersAllowed: row.multipleAnswersAllowed,
    showInFormList: row.showInFormList,
    senderMailAddress: row.senderMailAddress ?? "",
    completionMailSubject: row.completionMailSubject,
    completionMailBody: row.completionMailBody,
    status: row.status as CodeType<typeof FormStatus>,
    publishedAt: iso(row.publishedAt),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sections: sections.map((s) => ({
      sectionId: s.id,
      title: s.title,
      items: items.filter((i) => i.sectionId === s.id).map(toItemBody),
    })),
    messages: messages.map((m) => ({
      messageType: m.messageType as FormDetailBody["messages"][number]["messageType"],
      bodyHtml: m.bodyHtml,
    })),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function keywordCondition(keyword: string | undefined): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const variants = [...new Set([text, toHalfWidthAscii(text)])].map((v) => `%${escapeLike(v)}%`);
  return or(...variants.flatMap((v) => [ilike(form.title, v), ilike(form.formCd, v)]));
}

export interface FormSearch {
  keyword?: string;
  status?: string;
  formType?: string;
  page?: number;
}

/** One page (20, spec §9) of the caller's forms, the most recently changed first. */
export async function searchForms(db: Db, ctx: RequestContext, query: FormSearch, now = new Date()) {
  requireMenu(ctx, FORM_MENU, "read");
  const page = query.page ?? 1;
  const where = and(
    await visibleForms(db, ctx),
    keywordCondition(query.keyword),
    query.status ? eq(form.status, query.status) : undefined,
    query.formType ? eq(form.formType, query.formType) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(form).where(where);
  const rows = await db
    .select()
    .from(form)
    .where(where)
    .orderBy(desc(form.updatedAt), desc(form.id))
    .limit(DEFAULT_PAGE_DISPLAY_COUNT)
    .offset((page - 1) * DEFAULT_PAGE_DISPLAY_COUNT);
  const ids = rows.map((r) => r.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ formId: formItem.formId, n: count() })
          .from(formItem)
          .where(inArray(formItem.formId, ids))
          .groupBy(formItem.formId);
  const itemCount = new Map(counts.map((c) => [c.formId, c.n]));
  return {
    totalCount: total?.n ?? 0,
    page,
    pageSize: DEFAULT_PAGE_DISPLAY_COUNT,
    formList: rows.map((r) => ({
      formId: r.id,
      formCd: r.formCd,
      formType: r.formType as CodeType<typeof FormType>,
      title: r.title,
      status: r.status as CodeType<typeof FormStatus>,
      reception: r.status === FormStatus.PUBLISHED ? receptionOf(r, now) : null,
      answerPeriodStart: iso(r.answerPeriodStart),
      answerPeriodEnd: iso(r.answerPeriodEnd),
      publishedAt: iso(r.publishedAt),
      itemCount: itemCount.get(r.id) ?? 0,
      version: r.version,
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}
