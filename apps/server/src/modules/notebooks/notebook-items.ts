import {
  NOTEBOOK_PAGE_SIZE,
  type NotebookBody,
  type NotebookDetail,
  type NotebookListQuery,
  type NotebookSummary,
  type UpdateNotebookBody,
} from "@gakumu/domain";
import { and, asc, desc, eq, ilike, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { loginUser } from "../../platform/auth/login-user.tables";
import { ConflictError, NotFoundError } from "../../platform/errors/app-error";
import { assertOwnTargetIds } from "../push-notifications/own-target-ids";
import { requireCategory } from "./notebook-categories";
import { savePages } from "./notebook-pages";
import { type NotebookViewer, visibleNotebooks } from "./notebook-visibility";
import { NOTEBOOK_MENU } from "./notebooks.menu";
import { notebook, notebookCategory, notebookEdition, notebookPage } from "./notebooks.tables";

export const itemMessages = {
  notFound: "手帳が見つかりません。",
  stale: "他の人がこの手帳を変更しました。画面を開き直してから、もう一度操作してください。",
} as const;

type Body = z.output<typeof NotebookBody>;
type Row = typeof notebook.$inferSelect;

// Every staff query keeps to the notebooks the caller may see (notebook-visibility.ts): one the caller
// may not see answers 404, as another tenant's does, whether read, changed, published or tracked.

/** A notebook the caller may see, or 404 (also for another tenant's id). */
export async function findOwnNotebook(db: Db, ctx: NotebookViewer, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(notebook)
    .where(and(visibleNotebooks(ctx), eq(notebook.id, id)));
  if (!row) throw new NotFoundError(itemMessages.notFound);
  return row;
}

const pageCount = sql<number>`(select count(*)::int from notebook_page p where p.notebook_id = ${notebook.id})`;
const recipientCount = sql<number>`(select count(*)::int from notebook_recipient r where r.notebook_id = ${notebook.id})`;

function summaryOf(
  row: Row & { categoryName: string | null; pageCount: number; recipientCount: number },
): NotebookSummary {
  return {
    id: row.id,
    title: row.title,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    pageCount: Number(row.pageCount),
    edition: row.edition,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    changedSincePublish: row.edition > 0 && row.publishedVersion !== row.version,
    recipientCount: Number(row.recipientCount),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listNotebooks(db: Db, ctx: RequestContext, query: z.output<typeof NotebookListQuery>) {
  requireMenu(ctx, NOTEBOOK_MENU, "read");
  const keyword = query.keyword?.trim();
  const where = and(
    visibleNotebooks(ctx),
    query.categoryId === undefined ? undefined : eq(notebook.categoryId, query.categoryId),
    keyword ? ilike(notebook.title, `%${keyword.replace(/[\\%_]/g, "\\$&")}%`) : undefined,
  );
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(notebook).where(where);
  const rows = await db
    .select({ row: notebook, categoryName: notebookCategory.name, pageCount, recipientCount })
    .from(notebook)
    .leftJoin(notebookCategory, eq(notebookCategory.id, notebook.categoryId))
    .where(where)
    .orderBy(desc(notebook.updatedAt), desc(notebook.id))
    .limit(NOTEBOOK_PAGE_SIZE)
    .offset((query.page - 1) * NOTEBOOK_PAGE_SIZE);
  return {
    items: rows.map((r) => summaryOf({ ...r.row, ...r })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: NOTEBOOK_PAGE_SIZE,
  };
}

export async function getNotebook(db: Db, ctx: RequestContext, id: number): Promise<NotebookDetail> {
  requireMenu(ctx, NOTEBOOK_MENU, "read");
  const [found] = await db
    .select({ row: notebook, categoryName: notebookCategory.name, pageCount, recipientCount })
    .from(notebook)
    .leftJoin(notebookCategory, eq(notebookCategory.id, notebook.categoryId))
    .where(and(visibleNotebooks(ctx), eq(notebook.id, id)));
  if (!found) throw new NotFoundError(itemMessages.notFound);
  const pages = await db
    .select()
    .from(notebookPage)
    .where(and(eq(notebookPage.tenantId, ctx.tenantId), eq(notebookPage.notebookId, id)))
    .orderBy(asc(notebookPage.position));
  const editions = await db
    .select({
      edition: notebookEdition.edition,
      publishedAt: notebookEdition.publishedAt,
      recipientCount: notebookEdition.recipientCount,
      publishedBy: loginUser.name,
    })
    .from(notebookEdition)
    .leftJoin(loginUser, eq(loginUser.id, notebookEdition.publishedByLoginUserId))
    .where(and(eq(notebookEdition.tenantId, ctx.tenantId), eq(notebookEdition.notebookId, id)))
    .orderBy(desc(notebookEdition.edition));
  return {
    ...summaryOf({ ...found.row, ...found }),
    description: found.row.description,
    target: found.row.target,
    version: found.row.version,
    pages: pages.map((p) => ({
      id: p.id,
      pageType: p.pageType as NotebookDetail["pages"][number]["pageType"],
      title: p.title,
      bodyHtml: p.bodyHtml,
      fileKey: p.fileKey,
      fileName: p.fileName,
      contentType: p.contentType,
      size: p.size,
      revision: p.revision,
    })),
    editions: editions.map((e) => ({ ...e, publishedAt: e.publishedAt.toISOString() })),
  };
}

const fieldsOf = (body: Body) => ({
  title: body.title,
  description: body.description,
  categoryId: body.categoryId,
  target: body.target as Record<string, unknown>,
});

export async function createNotebook(db: Db, ctx: RequestContext, body: Body) {
  requireMenu(ctx, NOTEBOOK_MENU, "write");
  if (body.categoryId !== null) await requireCategory(db, ctx, body.categoryId);
  await assertOwnTargetIds(db, ctx, body.target);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notebook)
      .values({
        tenantId: ctx.tenantId,
        organizationId: ctx.organizationId,
        ...fieldsOf(body),
        createdByLoginUserId: ctx.loginUserId,
      })
      .returning();
    const attachments = await savePages(tx, ctx, row!.id, body.pages);
    await tx.update(notebook).set({ attachments }).where(eq(notebook.id, row!.id));
    return { id: row!.id, version: row!.version };
  });
}

export async function updateNotebook(
  db: Db,
  ctx: RequestContext,
  id: number,
  body: z.output<typeof UpdateNotebookBody>,
) {
  requireMenu(ctx, NOTEBOOK_MENU, "write");
  await findOwnNotebook(db, ctx, id);
  if (body.categoryId !== null) await requireCategory(db, ctx, body.categoryId);
  await assertOwnTargetIds(db, ctx, body.target);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notebook)
      .set({ ...fieldsOf(body), version: body.version + 1 })
      .where(and(visibleNotebooks(ctx), eq(notebook.id, id), eq(notebook.version, body.version)))
      .returning();
    if (!row) throw new ConflictError(itemMessages.stale);
    const attachments = await savePages(tx, ctx, id, body.pages);
    await tx.update(notebook).set({ attachments }).where(eq(notebook.id, id));
    return { id, version: row.version };
  });
}

/** Removes the notebook, its pages and tracking; its files go with the nightly unused-upload purge. */
export async function deleteNotebook(db: Db, ctx: RequestContext, id: number): Promise<void> {
  requireMenu(ctx, NOTEBOOK_MENU, "write");
  const rows = await db
    .delete(notebook)
    .where(and(visibleNotebooks(ctx), eq(notebook.id, id)))
    .returning({ id: notebook.id });
  if (rows.length === 0) throw new NotFoundError(itemMessages.notFound);
}
