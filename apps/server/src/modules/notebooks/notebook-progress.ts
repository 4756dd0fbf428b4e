import { NOTEBOOK_PAGE_SIZE, type NotebookProgress, NotebookType } from "@gakumu/domain";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireMenu } from "../../platform/access/require-menu";
import type { ExportColumn } from "../../platform/exports/cells";
import type { ExportSource } from "../../platform/exports/export-source";
import { findAppMembers } from "../members/member-app-lookups";
import { findOwnNotebook } from "./notebook-items";
import { type NotebookViewer, visibleRecipients } from "./notebook-visibility";
import { NOTEBOOK_MENU } from "./notebooks.menu";
import { notebookPage, notebookProgress, notebookRecipient } from "./notebooks.tables";

// 閲覧状況: the latest edition's recipients × the notebook's pages, each cell the member's tracking of
// the page's current revision (earlier revisions' rows are kept, but a changed page asks anew).
// The rows are the recipients the caller may see (notebook-visibility.ts: a member list's reference
// authority), on the screen and in the export alike.

type Scope = NotebookViewer;
type PageRow = { id: number; title: string; pageType: number; revision: number };

/** A page is done when opened (text, pdf) or played to the end (mp3, mp4). */
export const isMediaPage = (pageType: number) =>
  pageType === NotebookType.MP3 || pageType === NotebookType.MP4;

async function pagesOf(db: Db, scope: Scope, notebookId: number): Promise<PageRow[]> {
  return db
    .select({
      id: notebookPage.id,
      title: notebookPage.title,
      pageType: notebookPage.pageType,
      revision: notebookPage.revision,
    })
    .from(notebookPage)
    .where(and(eq(notebookPage.tenantId, scope.tenantId), eq(notebookPage.notebookId, notebookId)))
    .orderBy(asc(notebookPage.position));
}

async function progressRows(db: Db, scope: Scope, notebookId: number, pages: PageRow[], memberIds: number[]) {
  if (memberIds.length === 0 || pages.length === 0) return [];
  const rows = await db
    .select({
      memberId: notebookProgress.memberId,
      pageId: notebookProgress.pageId,
      openedAt: notebookProgress.openedAt,
      playedAt: notebookProgress.playedAt,
    })
    .from(notebookProgress)
    .innerJoin(
      notebookPage,
      and(eq(notebookPage.id, notebookProgress.pageId), eq(notebookPage.revision, notebookProgress.revision)),
    )
    .where(
      and(
        eq(notebookProgress.tenantId, scope.tenantId),
        eq(notebookProgress.notebookId, notebookId),
        inArray(notebookProgress.memberId, memberIds),
      ),
    );
  const members = new Map((await findAppMembers(db, scope.tenantId, memberIds)).map((m) => [m.id, m]));
  const byCell = new Map(rows.map((r) => [`${r.memberId}:${r.pageId}`, r]));
  return memberIds.map((memberId) => {
    const cells = pages.map((p) => {
      const r = byCell.get(`${memberId}:${p.id}`);
      return {
        pageId: p.id,
        openedAt: r?.openedAt.toISOString() ?? null,
        playedAt: r?.playedAt?.toISOString() ?? null,
      };
    });
    const done = cells.filter((c, i) => (isMediaPage(pages[i]!.pageType) ? c.playedAt : c.openedAt)).length;
    const m = members.get(memberId);
    return {
      memberId,
      memberCode: m?.memberId ?? "",
      name: m?.name ?? "（削除されたメンバー）",
      cells,
      done,
    };
  });
}

/** The notebook's recipients the caller may see (`visible` from visibleRecipients). */
const recipientsOf = (scope: Scope, notebookId: number, visible: SQL) =>
  and(eq(notebookRecipient.tenantId, scope.tenantId), eq(notebookRecipient.notebookId, notebookId), visible);

async function recipientIds(
  db: Db,
  scope: Scope,
  notebookId: number,
  visible: SQL,
  limit: number,
  offset: number,
) {
  const rows = await db
    .select({ memberId: notebookRecipient.memberId })
    .from(notebookRecipient)
    .where(recipientsOf(scope, notebookId, visible))
    .orderBy(asc(notebookRecipient.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.memberId);
}

async function recipientTotal(db: Db, scope: Scope, notebookId: number, visible: SQL) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notebookRecipient)
    .where(recipientsOf(scope, notebookId, visible));
  return Number(row?.n ?? 0);
}

export async function notebookProgressPage(
  db: Db,
  scope: Scope,
  notebookId: number,
  page: number,
): Promise<NotebookProgress> {
  requireMenu(scope, NOTEBOOK_MENU, "read");
  await findOwnNotebook(db, scope, notebookId);
  const pages = await pagesOf(db, scope, notebookId);
  const visible = await visibleRecipients(db, scope);
  const offset = (page - 1) * NOTEBOOK_PAGE_SIZE;
  const ids = await recipientIds(db, scope, notebookId, visible, NOTEBOOK_PAGE_SIZE, offset);
  return {
    pages: pages.map((p) => ({ id: p.id, title: p.title, pageType: p.pageType as 1 })),
    rows: await progressRows(db, scope, notebookId, pages, ids),
    total: await recipientTotal(db, scope, notebookId, visible),
    page,
    pageSize: NOTEBOOK_PAGE_SIZE,
  };
}

/** The export source's name: one notebook's tracking, a row per member, a column or two per page. */
export const NOTEBOOK_PROGRESS_EXPORT = "notebook-progress";
// The pages travel in the parameters (a job may run after an edit): the file has the columns the
// person saw when asking.
const Params = z.object({
  notebookId: z.number().int().min(1),
  pages: z.array(z.object({ id: z.number(), title: z.string(), pageType: z.number(), revision: z.number() })),
});
type Params = z.infer<typeof Params>;
type Row = Awaited<ReturnType<typeof progressRows>>[number];
const BATCH = 1000;
const at = (iso: string | null) => (iso ? new Date(iso) : null);

/** What the export route asks for: the notebook's current pages. */
export async function progressExportParams(db: Db, scope: Scope, notebookId: number): Promise<Params> {
  requireMenu(scope, NOTEBOOK_MENU, "read");
  await findOwnNotebook(db, scope, notebookId);
  return { notebookId, pages: await pagesOf(db, scope, notebookId) };
}

export function notebookProgressExport(): ExportSource<Params, Row> {
  return {
    params: Params,
    describe: ({ pages }) => {
      const columns: ExportColumn<Row>[] = [
        { header: "メンバーID", value: (r) => r.memberCode, width: 14 },
        { header: "氏名", value: (r) => r.name, width: 20 },
        { header: "完了ページ数", value: (r) => r.done, width: 12 },
        ...pages.flatMap((p, i): ExportColumn<Row>[] => [
          { header: `${p.title}（開いた日時）`, value: (r) => at(r.cells[i]?.openedAt ?? null), width: 18 },
          ...(isMediaPage(p.pageType)
            ? [
                {
                  header: `${p.title}（最後まで再生）`,
                  value: (r: Row) => at(r.cells[i]?.playedAt ?? null),
                  width: 18,
                },
              ]
            : []),
        ]),
      ];
      return { title: "手帳の閲覧状況", columns };
    },
    async count(db, scope, params) {
      requireMenu(scope, NOTEBOOK_MENU, "read");
      await findOwnNotebook(db, scope, params.notebookId);
      return recipientTotal(db, scope, params.notebookId, await visibleRecipients(db, scope));
    },
    async *batches(db, scope, params) {
      requireMenu(scope, NOTEBOOK_MENU, "read");
      await findOwnNotebook(db, scope, params.notebookId);
      const visible = await visibleRecipients(db, scope);
      for (let offset = 0; ; offset += BATCH) {
        const ids = await recipientIds(db, scope, params.notebookId, visible, BATCH, offset);
        if (ids.length > 0) yield await progressRows(db, scope, params.notebookId, params.pages, ids);
        if (ids.length < BATCH) return;
      }
    },
  };
}
