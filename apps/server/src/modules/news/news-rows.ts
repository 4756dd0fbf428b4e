import {
  formatDate,
  type NewsAudience,
  type NewsStatus,
  type NewsType,
  type NewsView,
  parseDate,
} from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ConflictError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { newsCategory, newsItem } from "./news.tables";
import { withUrls } from "./news-attachments";

// Reading items: the row of the caller's organisation, the optimistic lock, and the view members see.

export type NewsRow = typeof newsItem.$inferSelect;

export const TYPE_NAMES: Record<NewsType, string> = { ANNOUNCEMENT: "お知らせ", FAQ: "FAQ" };

export const itemMessages = {
  notFound: (type: NewsType) => `${TYPE_NAMES[type]}が見つかりません。削除された可能性があります。`,
  stale: "他の人が先に更新しました。画面を開き直してから、もう一度操作してください。",
  categoryMissing: "カテゴリが見つかりません。カテゴリを選び直してください。",
} as const;

const PERIOD_FORMAT = "yyyy-MM-dd HH:mm";

/** 「2026-04-01 08:00」 (Japan time) as an instant; the schema already refused anything else. */
export function periodInstant(text: string, field: string): Date {
  const at = parseDate(text, PERIOD_FORMAT);
  if (!at) throw new ValidationError(`${field}はyyyy-MM-dd HH:mm形式の正しい日時で入力してください`);
  return at;
}

export const periodText = (at: Date | null) => (at ? formatDate(at, PERIOD_FORMAT) : null);

export async function loadItem(
  db: Db,
  scope: { tenantId: number; organizationId: number },
  type: NewsType,
  id: number,
): Promise<NewsRow> {
  const [row] = await db
    .select()
    .from(newsItem)
    .where(
      and(
        eq(newsItem.tenantId, scope.tenantId),
        eq(newsItem.organizationId, scope.organizationId),
        eq(newsItem.type, type),
        eq(newsItem.id, id),
      ),
    );
  if (!row) throw new NotFoundError(itemMessages.notFound(type));
  return row;
}

export function checkVersion(row: NewsRow, version: number): void {
  if (row.version !== version) throw new ConflictError(itemMessages.stale);
}

export async function categoryName(db: Db, row: Pick<NewsRow, "tenantId" | "categoryId">) {
  if (row.categoryId === null) return null;
  const [category] = await db
    .select({ name: newsCategory.name })
    .from(newsCategory)
    .where(and(eq(newsCategory.tenantId, row.tenantId), eq(newsCategory.id, row.categoryId)));
  return category?.name ?? null;
}

/** What a member (or an approver, before it is published) sees. */
export function viewOf(row: NewsRow, category: string | null, publicUrl: string): NewsView {
  return {
    id: row.id,
    type: row.type as NewsType,
    title: row.title,
    bodyHtml: row.bodyHtml,
    categoryName: category,
    attachments: withUrls(publicUrl, row.attachments),
    publishFrom: periodText(row.publishFrom)!,
    publishTo: periodText(row.publishTo),
    pinned: row.pinned,
  };
}

export const statusOf = (row: NewsRow) => row.status as NewsStatus;
export const audienceOf = (row: NewsRow) => row.audience as NewsAudience;
