import { NotificationStatus, type PushCreated, type PushDetail, ResendType } from "@gakumu/domain";
import { and, eq, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, ValidationError } from "../../platform/errors/app-error";
import { visibleMemberIds } from "../members/member-row-scope";
import type { PushDeps } from "./push-deps";
import { detailOf, findOwnPush, type PushRow } from "./push-history";
import { type NotificationKind, PUSH_HISTORY_MENU } from "./push-notifications.menu";
import { pushNotification } from "./push-notifications.tables";
import { repliedMemberIds } from "./push-replies";
import { scheduleNotification } from "./push-send";

export const actionMessages = {
  started: "送信が開始されたため、取り消せません。",
  alreadyCanceled: "この配信は取り消し済みです。",
  notSent: "取り消された配信は再送できません。",
  noReplyAsked: "返信を求めていない配信には「未回答者」への再送はできません。",
  nobody: {
    1: "再送する相手がいません。",
    2: "未読のメンバーはいません。",
    3: "未回答のメンバーはいません。",
  } as Record<number, string>,
} as const;

/** Cancels a reserved notification before the engine starts it (a Japanese 409 once it has). */
export async function cancelPush(deps: PushDeps, ctx: RequestContext, id: number): Promise<PushDetail> {
  requireMenu(ctx, PUSH_HISTORY_MENU, "write");
  const row = await findOwnPush(deps.db, ctx, id);
  if (row.status === NotificationStatus.CANCELED) throw new ConflictError(actionMessages.alreadyCanceled);
  if (row.status !== NotificationStatus.WAITING || row.reservedAt === null || row.deliveryId === null)
    throw new ConflictError(actionMessages.started);
  const deliveryId = row.deliveryId;
  const canceled = await deps.db.transaction(async (tx) => {
    const outcome = await deps.delivery.cancel(tx, ctx.tenantId, deliveryId);
    if (outcome === "already-started") return null;
    const [updated] = await tx
      .update(pushNotification)
      .set({ status: NotificationStatus.CANCELED, canceledAt: sql`now()` })
      .where(
        and(
          eq(pushNotification.tenantId, ctx.tenantId),
          eq(pushNotification.id, row.id),
          eq(pushNotification.status, NotificationStatus.WAITING),
        ),
      )
      .returning();
    return updated ?? null;
  });
  if (!canceled) throw new ConflictError(actionMessages.started);
  return detailOf(deps, ctx, canceled);
}

const RECIPIENT_PAGE = 5000;

/** Every recipient of a delivery, as the engine recorded them. */
async function allRecipients(deps: PushDeps, tenantId: number, deliveryId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { total, rows } = await deps.delivery.recipients(tenantId, deliveryId, {
      page,
      size: RECIPIENT_PAGE,
    });
    ids.push(...rows.map((r) => r.memberId));
    if (rows.length < RECIPIENT_PAGE || ids.length >= total) return ids;
  }
}

/** The subset of a notification's recipients a resend goes to. */
async function resendRecipients(
  deps: PushDeps,
  ctx: RequestContext,
  row: PushRow,
  type: number,
): Promise<number[]> {
  // Only the recipients the caller may see (spec §6): a class teacher's resend reaches their class.
  const recorded = await allRecipients(deps, ctx.tenantId, row.deliveryId!);
  const visible = await visibleMemberIds(deps.db, ctx, recorded);
  const all = recorded.filter((id) => visible.has(id));
  if (type === ResendType.ALL) return all;
  if (type === ResendType.UNREAD) {
    const read = await deps.delivery.readMemberIds(ctx.tenantId, row.deliveryId!);
    return all.filter((id) => !read.has(id));
  }
  const replied = await repliedMemberIds(deps.db, ctx.tenantId, row.id);
  return all.filter((id) => !replied.has(id));
}

/** 再送: a new notification with the same content to all, the unread or those who have not replied. */
export async function resendPush(
  deps: PushDeps,
  ctx: RequestContext,
  id: number,
  resendType: number,
): Promise<PushCreated> {
  requireMenu(ctx, PUSH_HISTORY_MENU, "write");
  const row = await findOwnPush(deps.db, ctx, id);
  if (row.status === NotificationStatus.CANCELED || row.deliveryId === null)
    throw new ValidationError(actionMessages.notSent);
  if (resendType === ResendType.NO_REPLY && row.replyType === "NONE")
    throw new ValidationError(actionMessages.noReplyAsked);
  const recipients = await resendRecipients(deps, ctx, row, resendType);
  if (recipients.length === 0) throw new ValidationError(actionMessages.nobody[resendType]);
  return scheduleNotification(
    deps,
    ctx,
    row.kind as NotificationKind,
    {
      title: row.title,
      bodyHtml: row.bodyHtml,
      links: row.links,
      attachments: row.attachments,
      replyType: row.replyType,
      replyChoices: row.replyChoices,
      notifyReplyToSender: row.notifyReplyToSender,
      urgent: row.urgent,
      target: row.target,
      sendTarget: row.sendTarget,
    },
    recipients,
    { reservedAt: null, resendOfId: row.id, resendType },
  );
}
