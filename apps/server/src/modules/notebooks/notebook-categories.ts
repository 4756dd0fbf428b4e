import { NOTEBOOK_CATEGORIES_MAX, type NotebookCategory } from "@gakumu/domain";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { sqlStateOf, UNIQUE_VIOLATION } from "../../platform/permissions/pg-errors";
import { NOTEBOOK_CATEGORY_MENU, NOTEBOOK_MENU } from "./notebooks.menu";
import { notebook, notebookCategory } from "./notebooks.tables";

// 手帳カテゴリ: each organisation's own categories; the notebook list and editor read them too.

export const categoryMessages = {
  duplicate: "同じ名前のカテゴリがすでにあります。",
  tooMany: `カテゴリは${NOTEBOOK_CATEGORIES_MAX}件まで登録できます。`,
  notFound: "カテゴリが見つかりません。",
  inUse: "このカテゴリの手帳があるため削除できません。手帳のカテゴリを変更してから削除してください。",
} as const;

const scopeOf = (ctx: RequestContext) =>
  and(eq(notebookCategory.tenantId, ctx.tenantId), eq(notebookCategory.organizationId, ctx.organizationId));

export async function listCategories(db: Db, ctx: RequestContext): Promise<NotebookCategory[]> {
  requireMenu(ctx, [NOTEBOOK_CATEGORY_MENU, NOTEBOOK_MENU], "read");
  return db
    .select({ id: notebookCategory.id, name: notebookCategory.name, notebookCount: count(notebook.id) })
    .from(notebookCategory)
    .leftJoin(notebook, eq(notebook.categoryId, notebookCategory.id))
    .where(scopeOf(ctx))
    .groupBy(notebookCategory.id, notebookCategory.name)
    .orderBy(asc(notebookCategory.name), asc(notebookCategory.id));
}

/** The caller's category (404 for another organisation's). */
export async function requireCategory(db: Db, ctx: RequestContext, id: number): Promise<void> {
  const [row] = await db
    .select({ id: notebookCategory.id })
    .from(notebookCategory)
    .where(and(scopeOf(ctx), eq(notebookCategory.id, id)));
  if (!row)
    throw new ValidationError(categoryMessages.notFound, [
      { path: "categoryId", message: categoryMessages.notFound },
    ]);
}

export async function createCategory(db: Db, ctx: RequestContext, name: string): Promise<NotebookCategory> {
  requireMenu(ctx, NOTEBOOK_CATEGORY_MENU, "write");
  const [existing] = await db.select({ n: count() }).from(notebookCategory).where(scopeOf(ctx));
  if ((existing?.n ?? 0) >= NOTEBOOK_CATEGORIES_MAX) throw new ValidationError(categoryMessages.tooMany);
  try {
    const [row] = await db
      .insert(notebookCategory)
      .values({ tenantId: ctx.tenantId, organizationId: ctx.organizationId, name })
      .returning();
    return { id: row!.id, name: row!.name, notebookCount: 0 };
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION)
      throw new ValidationError(categoryMessages.duplicate, [
        { path: "name", message: categoryMessages.duplicate },
      ]);
    throw error;
  }
}

export async function renameCategory(db: Db, ctx: RequestContext, id: number, name: string) {
  requireMenu(ctx, NOTEBOOK_CATEGORY_MENU, "write");
  try {
    const rows = await db
      .update(notebookCategory)
      .set({ name })
      .where(and(scopeOf(ctx), eq(notebookCategory.id, id)))
      .returning({ id: notebookCategory.id });
    if (rows.length === 0) throw new NotFoundError(categoryMessages.notFound);
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION)
      throw new ValidationError(categoryMessages.duplicate, [
        { path: "name", message: categoryMessages.duplicate },
      ]);
    throw error;
  }
}

export async function deleteCategory(db: Db, ctx: RequestContext, id: number) {
  requireMenu(ctx, NOTEBOOK_CATEGORY_MENU, "write");
  const [used] = await db
    .select({ n: count() })
    .from(notebook)
    .where(and(eq(notebook.tenantId, ctx.tenantId), eq(notebook.categoryId, id)));
  if ((used?.n ?? 0) > 0) throw new ConflictError(categoryMessages.inUse);
  const deleted = await db
    .delete(notebookCategory)
    .where(and(scopeOf(ctx), eq(notebookCategory.id, id)))
    .returning({ id: notebookCategory.id });
  if (deleted.length === 0) throw new NotFoundError(categoryMessages.notFound);
}
