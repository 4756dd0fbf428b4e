import { type MemberNotebook, NotebookType } from "@gakumu/domain";
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { MemberCaller } from "../../platform/access/applicant-access";
import { NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { isMediaPage } from "./notebook-progress";
import {
  notebook,
  notebookCategory,
  notebookPage,
  notebookProgress,
  notebookRecipient,
} from "./notebooks.tables";

// The member app's 手帳: only the notebooks whose latest edition went to this member, and for each
// page the member's tracking of its current revision. Opening a page records it; a media page
// records "played" when the player ended or passed 90 % (the app decides, the server keeps the first).

export const MEMBER_NOTEBOOK_FILE_PATH = "/app/api/member-app/notebooks";
export const memberMessages = {
  notFound: "手帳が見つかりません。",
  pageNotFound: "ページが見つかりません。",
  notMedia: "このページは再生するページではありません。",
} as const;

const mine = (member: MemberCaller) =>
  and(
    eq(notebookRecipient.tenantId, member.tenantId),
    eq(notebookRecipient.memberId, member.memberId),
    eq(notebookRecipient.notebookId, notebook.id),
  );

/** The member's notebook, or 404 for one not sent to them (another member's, another tenant's, a draft). */
async function requireOwnNotebook(db: Db, member: MemberCaller, id: number) {
  const [row] = await db
    .select({ row: notebook })
    .from(notebook)
    .innerJoin(notebookRecipient, mine(member))
    .where(and(eq(notebook.tenantId, member.tenantId), eq(notebook.id, id), gt(notebook.edition, 0)));
  if (!row) throw new NotFoundError(memberMessages.notFound);
  return row.row;
}

async function pagesWithTracking(db: Db, member: MemberCaller, notebookId: number) {
  return db
    .select({ page: notebookPage, openedAt: notebookProgress.openedAt, playedAt: notebookProgress.playedAt })
    .from(notebookPage)
    .leftJoin(
      notebookProgress,
      and(
        eq(notebookProgress.pageId, notebookPage.id),
        eq(notebookProgress.revision, notebookPage.revision),
        eq(notebookProgress.memberId, member.memberId),
      ),
    )
    .where(and(eq(notebookPage.tenantId, member.tenantId), eq(notebookPage.notebookId, notebookId)))
    .orderBy(asc(notebookPage.position));
}

export async function memberNotebooks(db: Db, member: MemberCaller) {
  const rows = await db
    .select({ row: notebook, categoryName: notebookCategory.name })
    .from(notebook)
    .innerJoin(notebookRecipient, mine(member))
    .leftJoin(notebookCategory, eq(notebookCategory.id, notebook.categoryId))
    .where(and(eq(notebook.tenantId, member.tenantId), gt(notebook.edition, 0)))
    .orderBy(desc(notebook.publishedAt), desc(notebook.id));
  const ids = rows.map((r) => r.row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({
            notebookId: notebookPage.notebookId,
            pages: sql<number>`count(*)::int`,
            done: sql<number>`count(*) filter (where ${notebookProgress.id} is not null and (${notebookPage.pageType} not in (${NotebookType.MP3}, ${NotebookType.MP4}) or ${notebookProgress.playedAt} is not null))::int`,
          })
          .from(notebookPage)
          .leftJoin(
            notebookProgress,
            and(
              eq(notebookProgress.pageId, notebookPage.id),
              eq(notebookProgress.revision, notebookPage.revision),
              eq(notebookProgress.memberId, member.memberId),
            ),
          )
          .where(and(eq(notebookPage.tenantId, member.tenantId), inArray(notebookPage.notebookId, ids)))
          .groupBy(notebookPage.notebookId);
  const byId = new Map(counts.map((c) => [c.notebookId, c]));
  return {
    items: rows.map(({ row, categoryName }) => ({
      id: row.id,
      title: row.title,
      categoryName,
      edition: row.edition,
      publishedAt: row.publishedAt!.toISOString(),
      pageCount: Number(byId.get(row.id)?.pages ?? 0),
      donePages: Number(byId.get(row.id)?.done ?? 0),
    })),
  };
}

export const memberFileUrl = (notebookId: number, pageId: number) =>
  `${MEMBER_NOTEBOOK_FILE_PATH}/${notebookId}/pages/${pageId}/file`;

export async function openMemberNotebook(db: Db, member: MemberCaller, id: number): Promise<MemberNotebook> {
  const row = await requireOwnNotebook(db, member, id);
  const pages = await pagesWithTracking(db, member, id);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    edition: row.edition,
    publishedAt: row.publishedAt!.toISOString(),
    pages: pages.map(({ page, openedAt, playedAt }) => ({
      id: page.id,
      pageType: page.pageType as MemberNotebook["pages"][number]["pageType"],
      title: page.title,
      bodyHtml: page.bodyHtml,
      fileName: page.fileName,
      contentType: page.contentType,
      size: page.size,
      revision: page.revision,
      fileUrl: page.fileKey ? memberFileUrl(id, page.id) : null,
      openedAt: openedAt?.toISOString() ?? null,
      playedAt: playedAt?.toISOString() ?? null,
    })),
  };
}

async function requireOwnPage(db: Db, member: MemberCaller, notebookId: number, pageId: number) {
  await requireOwnNotebook(db, member, notebookId);
  const [page] = await db
    .select()
    .from(notebookPage)
    .where(
      and(
        eq(notebookPage.tenantId, member.tenantId),
        eq(notebookPage.notebookId, notebookId),
        eq(notebookPage.id, pageId),
      ),
    );
  if (!page) throw new NotFoundError(memberMessages.pageNotFound);
  return page;
}

/** Records that the member opened (or played to the end) the page's current revision; the first time stays. */
export async function trackPage(
  db: Db,
  member: MemberCaller,
  notebookId: number,
  pageId: number,
  event: "OPENED" | "PLAYED",
) {
  const page = await requireOwnPage(db, member, notebookId, pageId);
  if (event === "PLAYED" && !isMediaPage(page.pageType)) throw new ValidationError(memberMessages.notMedia);
  const now = new Date();
  const [row] = await db
    .insert(notebookProgress)
    .values({
      tenantId: member.tenantId,
      notebookId,
      pageId,
      revision: page.revision,
      memberId: member.memberId,
      openedAt: now,
      playedAt: event === "PLAYED" ? now : null,
    })
    .onConflictDoUpdate({
      target: [notebookProgress.pageId, notebookProgress.memberId, notebookProgress.revision],
      set: {
        playedAt:
          event === "PLAYED"
            ? sql`coalesce(${notebookProgress.playedAt}, now())`
            : sql`${notebookProgress.playedAt}`,
      },
    })
    .returning();
  return { openedAt: row!.openedAt.toISOString(), playedAt: row!.playedAt?.toISOString() ?? null };
}

/** The page's file for the member's player (the caller streams it with range support). */
export async function memberPageFile(db: Db, member: MemberCaller, notebookId: number, pageId: number) {
  const page = await requireOwnPage(db, member, notebookId, pageId);
  if (!page.fileKey || !page.fileName || !page.contentType)
    throw new NotFoundError(memberMessages.pageNotFound);
  return { fileKey: page.fileKey, fileName: page.fileName, contentType: page.contentType };
}
