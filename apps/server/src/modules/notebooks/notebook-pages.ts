import type { NotebookBody } from "@gakumu/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { ValidationError } from "../../platform/errors/app-error";
import { notebookFile, notebookPage } from "./notebooks.tables";

// Saving a notebook's pages: the editor sends the whole ordered list; a page that keeps its id keeps
// its tracking, and its revision goes up only when what members see in it (text or file) changed.

type PageInput = z.output<typeof NotebookBody>["pages"][number];

export const pageMessages = {
  fileMissing: "ファイルが見つかりません。もう一度アップロードしてください。",
  fileKind: "ページの種類とファイルの種類が合っていません。",
  unknownPage: "ページが見つかりません。画面を開き直してください。",
} as const;

const issue = (index: number, field: string, message: string) =>
  new ValidationError(message, [{ path: `pages.${index}.${field}`, message }]);

/** The uploaded files the pages name, all of the caller's organisation and of the page's type. */
async function filesOf(db: Db, ctx: RequestContext, pages: readonly PageInput[]) {
  const keys = pages.flatMap((p) => (p.fileKey ? [p.fileKey] : []));
  const rows =
    keys.length === 0
      ? []
      : await db
          .select()
          .from(notebookFile)
          .where(
            and(
              eq(notebookFile.tenantId, ctx.tenantId),
              eq(notebookFile.organizationId, ctx.organizationId),
              inArray(notebookFile.fileKey, keys),
            ),
          );
  const byKey = new Map(rows.map((r) => [r.fileKey, r]));
  pages.forEach((p, index) => {
    if (!p.fileKey) return;
    const file = byKey.get(p.fileKey);
    if (!file) throw issue(index, "fileKey", pageMessages.fileMissing);
    if (file.pageType !== p.pageType) throw issue(index, "fileKey", pageMessages.fileKind);
  });
  return byKey;
}

/** Writes the pages of `notebookId` inside the caller's transaction; returns the file keys they name. */
export async function savePages(
  tx: Db,
  ctx: RequestContext,
  notebookId: number,
  pages: readonly PageInput[],
): Promise<{ key: string }[]> {
  const files = await filesOf(tx, ctx, pages);
  const existing = await tx
    .select()
    .from(notebookPage)
    .where(and(eq(notebookPage.tenantId, ctx.tenantId), eq(notebookPage.notebookId, notebookId)));
  const byId = new Map(existing.map((p) => [p.id, p]));
  const kept = new Set<number>();
  for (const [position, p] of pages.entries()) {
    const file = p.fileKey ? files.get(p.fileKey)! : null;
    const content = {
      pageType: p.pageType,
      title: p.title,
      bodyHtml: file ? "" : p.bodyHtml,
      fileKey: file?.fileKey ?? null,
      fileName: file?.fileName ?? null,
      contentType: file?.contentType ?? null,
      size: file?.size ?? null,
    };
    if (p.id === null) {
      await tx.insert(notebookPage).values({ tenantId: ctx.tenantId, notebookId, position, ...content });
      continue;
    }
    const before = byId.get(p.id);
    if (!before || kept.has(p.id)) throw issue(position, "id", pageMessages.unknownPage);
    kept.add(p.id);
    const changed =
      before.pageType !== content.pageType ||
      before.bodyHtml !== content.bodyHtml ||
      before.fileKey !== content.fileKey;
    await tx
      .update(notebookPage)
      .set({ position, ...content, revision: changed ? before.revision + 1 : before.revision })
      .where(and(eq(notebookPage.tenantId, ctx.tenantId), eq(notebookPage.id, p.id)));
  }
  const removed = existing.filter((p) => !kept.has(p.id)).map((p) => p.id);
  if (removed.length > 0)
    await tx
      .delete(notebookPage)
      .where(and(eq(notebookPage.tenantId, ctx.tenantId), inArray(notebookPage.id, removed)));
  return [...files.keys()].map((key) => ({ key }));
}
