import { NEWS_CATEGORIES_MAX, type NewsCategory, type NewsType } from "@gakumu/domain";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { sqlStateOf, UNIQUE_VIOLATION } from "../../platform/permissions/pg-errors";
import { menuOf } from "./news.menu";
import { newsCategory, newsItem } from "./news.tables";

// Each organisation's own categories of announcements and of FAQ (the FAQ list is grouped by them).

export const categoryMessages = {
  duplicate: "同じ名前のカテゴリがすでにあります。",
  tooMany: `カテゴリは${NEWS_CATEGORIES_MAX}件まで登録できます。`,
  notFound: "カテゴリが見つかりません。",
  inUse:
    "このカテゴリを使っている記事があるため削除できません。記事のカテゴリを変更してから削除してください。",
} as const;

const scopeOf = (ctx: RequestContext, type: NewsType) =>
  and(
    eq(newsCategory.tenantId, ctx.tenantId),
    eq(newsCategory.organizationId, ctx.organizationId),
    eq(newsCategory.type, type),
  );

export async function listCategories(db: Db, ctx: RequestContext, type: NewsType): Promise<NewsCategory[]> {
  requireMenu(ctx, menuOf(type), "read");
  const rows = await db
    .select({ id: newsCategory.id, name: newsCategory.name, itemCount: count(newsItem.id) })
    .from(newsCategory)
    .leftJoin(newsItem, eq(newsItem.categoryId, newsCategory.id))
    .where(scopeOf(ctx, type))
    .groupBy(newsCategory.id, newsCategory.name)
    .orderBy(asc(newsCategory.id));
  return rows;
}

export async function createCategory(db: Db, ctx: RequestContext, type: NewsType, name: string) {
  requireMenu(ctx, menuOf(type), "write");
  const [existing] = await db.select({ n: count() }).from(newsCategory).where(scopeOf(ctx, type));
  if ((existing?.n ?? 0) >= NEWS_CATEGORIES_MAX) throw new ValidationError(categoryMessages.tooMany);
  try {
    const [row] = await db
      .insert(newsCategory)
      .values({ tenantId: ctx.tenantId, organizationId: ctx.organizationId, type, name })
      .returning();
    return { id: row!.id, name: row!.name, itemCount: 0 };
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION)
      throw new ValidationError(categoryMessages.duplicate, [
        { path: "name", message: categoryMessages.duplicate },
      ]);
    throw error;
  }
}

export async function deleteCategory(db: Db, ctx: RequestContext, type: NewsType, id: number) {
  requireMenu(ctx, menuOf(type), "write");
  const [used] = await db
    .select({ n: count() })
    .from(newsItem)
    .where(and(eq(newsItem.tenantId, ctx.tenantId), eq(newsItem.categoryId, id)));
  if ((used?.n ?? 0) > 0) throw new ConflictError(categoryMessages.inUse);
  const deleted = await db
    .delete(newsCategory)
    .where(and(scopeOf(ctx, type), eq(newsCategory.id, id)))
    .returning({ id: newsCategory.id });
  if (deleted.length === 0) throw new NotFoundError(categoryMessages.notFound);
}
