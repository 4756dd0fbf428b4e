import { NotificationType, PushTarget } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, ValidationError } from "../../platform/errors/app-error";
import { resolveRecipients } from "../push-notifications/push-target-options";
import type { NotebookDeps } from "./notebook-deps";
import { findOwnNotebook, itemMessages } from "./notebook-items";
import { NOTEBOOK_MENU } from "./notebooks.menu";
import { notebook, notebookEdition, notebookPage, notebookRecipient } from "./notebooks.tables";

// Publishing makes the next edition: the target is resolved afresh (members who joined a chosen class
// since get it, those who left lose it), the recipients are replaced, and every recipient gets a notice
// through the delivery engine with a link to the notebook in the member app. Tracking is not touched:
// it is kept per page revision (notebook_progress), so what was read before stays read.

const CHUNK = 5_000;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const publishMessages = {
  noPages: "ページを1件以上登録してから発行してください。",
  unchanged: "前回の発行から変更がありません。内容を変更して保存してから発行してください。",
} as const;

/** The member app's address of a notebook (the notice's link). */
export const memberNotebookUrl = (publicUrl: string, id: number) => `${publicUrl}/app/member/notebooks/${id}`;

function noticeOf(title: string, edition: number) {
  const subject = edition === 1 ? `【手帳】${title}` : `【手帳】${title}（第${edition}版）`;
  const lead =
    edition === 1
      ? `手帳「${title}」が届きました。`
      : `手帳「${title}」が更新されました（第${edition}版）。変更されたページをご確認ください。`;
  const text = `${lead}\nアプリの「手帳」またはこの下のリンクから開いてください。`;
  return { subject, text, html: `<p>${escapeHtml(lead)}</p><p>アプリの「手帳」から開いてください。</p>` };
}

export async function publishNotebook(deps: NotebookDeps, ctx: RequestContext, id: number, version: number) {
  requireMenu(ctx, NOTEBOOK_MENU, "write");
  const row = await findOwnNotebook(deps.db, ctx, id);
  if (row.version !== version) throw new ConflictError(itemMessages.stale);
  const [pages] = await deps.db
    .select({ id: notebookPage.id })
    .from(notebookPage)
    .where(and(eq(notebookPage.tenantId, ctx.tenantId), eq(notebookPage.notebookId, id)))
    .limit(1);
  if (!pages) throw new ValidationError(publishMessages.noPages);
  if (row.edition > 0 && row.publishedVersion === row.version)
    throw new ValidationError(publishMessages.unchanged);
  const memberIds = await resolveRecipients(deps, ctx, NotificationType.PUSH, PushTarget.parse(row.target));
  const edition = row.edition + 1;
  const notice = noticeOf(row.title, edition);
  await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(notebook)
      .set({ edition, publishedAt: new Date(), publishedVersion: version + 1, version: version + 1 })
      .where(and(eq(notebook.tenantId, ctx.tenantId), eq(notebook.id, id), eq(notebook.version, version)))
      .returning({ id: notebook.id });
    if (updated.length === 0) throw new ConflictError(itemMessages.stale);
    await tx.delete(notebookRecipient).where(eq(notebookRecipient.notebookId, id));
    for (let i = 0; i < memberIds.length; i += CHUNK)
      await tx
        .insert(notebookRecipient)
        .values(
          memberIds
            .slice(i, i + CHUNK)
            .map((memberId) => ({ tenantId: ctx.tenantId, notebookId: id, memberId })),
        );
    const { deliveryId } = await deps.delivery.schedule(tx, {
      tenantId: ctx.tenantId,
      organizationId: ctx.organizationId,
      kind: NotificationType.PUSH,
      sourceId: id,
      title: notice.subject,
      bodyHtml: notice.html,
      bodyText: notice.text,
      linkUrl: memberNotebookUrl(deps.publicUrl, id),
      replyEnabled: false,
      urgent: false,
      sendAt: null,
      recipientMemberIds: memberIds,
      createdBy: ctx.loginUserId,
    });
    await tx.insert(notebookEdition).values({
      tenantId: ctx.tenantId,
      notebookId: id,
      edition,
      recipientCount: memberIds.length,
      deliveryId,
      publishedByLoginUserId: ctx.loginUserId,
    });
  });
  deps.delivery.wake();
  return { edition, recipientCount: memberIds.length, version: version + 1 };
}
