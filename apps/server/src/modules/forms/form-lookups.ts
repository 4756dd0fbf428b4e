import { FormStatus, toHalfWidthAscii } from "@gakumu/domain";
import { and, desc, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import type { FormRow } from "./form-queries";
import { visibleForms } from "./form-visibility";
import { form } from "./forms.tables";

// What other modules read of forms (a module never reaches into another's tables, ARCHITECTURE §2).
// Whole rows where the caller wants forms; subqueries where it must join forms inside its own SQL
// (to filter, page or sort its rows by them), so its lists stay one query instead of one per row.

export interface OrganizationScope {
  tenantId: number;
  organizationId: number;
}

const liveOf = (scope: OrganizationScope) =>
  and(
    eq(form.tenantId, scope.tenantId),
    eq(form.organizationId, scope.organizationId),
    isNull(form.deletedAt),
  );

/** A live (not deleted) form of the organisation by its code or id; null when there is none. */
export async function findLiveForm(
  db: Db,
  scope: OrganizationScope,
  key: { formCd: string } | { formId: number },
): Promise<FormRow | null> {
  const [row] = await db
    .select()
    .from(form)
    .where(and(liveOf(scope), "formCd" in key ? eq(form.formCd, key.formCd) : eq(form.id, key.formId)));
  return row ?? null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function titleMatches(keyword: string | undefined): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const variants = [...new Set([text, toHalfWidthAscii(text)])].map((v) => `%${escapeLike(v)}%`);
  return or(...variants.map((v) => ilike(form.title, v)));
}

/** How many forms the applicants' form list shows at most. */
export const LISTED_FORMS_LIMIT = 200;

/**
 * The organisation's published forms marked to be shown in the applicants' form list, the newest
 * published first, narrowed by type and by a title keyword (full- or half-width alike).
 */
export async function listedForms(
  db: Db,
  scope: OrganizationScope,
  query: { keyword?: string; formType?: string },
): Promise<FormRow[]> {
  return db
    .select()
    .from(form)
    .where(
      and(
        liveOf(scope),
        eq(form.status, FormStatus.PUBLISHED),
        eq(form.showInFormList, true),
        query.formType ? eq(form.formType, query.formType) : undefined,
        titleMatches(query.keyword),
      ),
    )
    .orderBy(desc(form.publishedAt), desc(form.id))
    .limit(LISTED_FORMS_LIMIT);
}

/** The forms the caller may see (form-visibility.ts), the most recently changed first. */
export async function listVisibleForms(db: Db, ctx: RequestContext): Promise<FormRow[]> {
  return db
    .select()
    .from(form)
    .where(await visibleForms(db, ctx))
    .orderBy(desc(form.updatedAt), desc(form.id));
}

/**
 * The organisation's live forms as the subquery `live_form`, every column of a form row, to join in
 * the caller's SQL (an applicant's answers with their forms, on the mypage).
 */
export function liveFormsOf(db: Db, scope: OrganizationScope) {
  return db.select().from(form).where(liveOf(scope)).as("live_form");
}

/**
 * The forms the caller may see (form-visibility.ts) as the subquery `visible_form` with their id,
 * title and type: join it to keep rows to those forms and to name them.
 */
export async function visibleFormsOf(db: Db, ctx: RequestContext) {
  return db
    .select({ id: form.id, title: form.title, formType: form.formType })
    .from(form)
    .where(await visibleForms(db, ctx))
    .as("visible_form");
}
export type VisibleForms = Awaited<ReturnType<typeof visibleFormsOf>>;
