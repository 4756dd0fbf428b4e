import {
  type ComposePushInput,
  NotificationStatus,
  PUSH_RESERVE_MAX_DAYS,
  type PushCreated,
  parseDate,
  richTextToPlainText,
  sanitizeRichText,
} from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ValidationError } from "../../platform/errors/app-error";
import { attachmentsOf, attachmentUrl } from "./push-attachments";
import type { PushDeps } from "./push-deps";
import { composeMenuOf, type PushKind } from "./push-notifications.menu";
import { type PushAttachmentRef, type PushLink, pushNotification } from "./push-notifications.tables";
import { resolveRecipients } from "./push-target-options";

export const sendMessages = {
  reservedInPast: "予約日時には現在より後の日時を指定してください。",
  reservedTooFar: `予約日時は${PUSH_RESERVE_MAX_DAYS}日以内で指定してください。`,
} as const;

type Row = typeof pushNotification.$inferSelect;

/** The reserved instant, refused when it is not in the future or too far ahead. */
export function reservedInstant(text: string | null, now: Date = new Date()): Date | null {
  if (text === null) return null;
  const at = parseDate(text, "yyyy-MM-dd HH:mm");
  const fail = (message: string) => new ValidationError(message, [{ path: "reservedAt", message }]);
  if (!at) throw fail("予約日時はyyyy-MM-dd HH:mm形式の正しい日時で入力してください");
  if (at.getTime() <= now.getTime()) throw fail(sendMessages.reservedInPast);
  if (at.getTime() > now.getTime() + PUSH_RESERVE_MAX_DAYS * 86_400_000)
    throw fail(sendMessages.reservedTooFar);
  return at;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The body members read: the composed text, then the links as a list (the engine takes one link). */
export function messageHtml(bodyHtml: string, links: readonly PushLink[]): string {
  if (links.length === 0) return bodyHtml;
  const items = links
    .map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></li>`)
    .join("");
  return sanitizeRichText(`${bodyHtml}<ul>${items}</ul>`);
}

export function messageText(bodyHtml: string, links: readonly PushLink[]): string {
  const text = richTextToPlainText(bodyHtml).trim();
  if (links.length === 0) return text;
  return `${text}\n\n${links.map((l) => `${l.label}: ${l.url}`).join("\n")}`;
}

interface Content {
  title: string;
  bodyHtml: string;
  links: PushLink[];
  attachments: PushAttachmentRef[];
  replyType: string;
  replyChoices: string[];
  notifyReplyToSender: boolean;
  urgent: boolean;
  target: Record<string, unknown>;
  sendTarget: string;
}

/**
 * Writes the notification and hands it to the delivery engine in one transaction (the engine queues
 * its fan-out job inside it), then wakes the engine. Status 2 until the engine reports it finished.
 */
export async function scheduleNotification(
  deps: PushDeps,
  ctx: RequestContext,
  kind: PushKind,
  content: Content,
  recipients: readonly number[],
  options: { reservedAt: Date | null; resendOfId?: number; resendType?: number },
): Promise<PushCreated> {
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(pushNotification)
      .values({
        tenantId: ctx.tenantId,
        organizationId: ctx.organizationId,
        processMode: ctx.processMode,
        kind,
        title: content.title,
        bodyHtml: content.bodyHtml,
        bodyText: messageText(content.bodyHtml, content.links),
        links: content.links,
        attachments: content.attachments,
        replyType: content.replyType,
        replyChoices: content.replyChoices,
        notifyReplyToSender: content.notifyReplyToSender,
        urgent: content.urgent,
        target: content.target,
        sendTarget: content.sendTarget,
        recipientCount: recipients.length,
        reservedAt: options.reservedAt,
        status: NotificationStatus.WAITING,
        resendOfId: options.resendOfId ?? null,
        resendType: options.resendType ?? null,
        createdByLoginUserId: ctx.loginUserId,
      })
      .returning();
    const { deliveryId } = await deps.delivery.schedule(tx, {
      tenantId: ctx.tenantId,
      organizationId: ctx.organizationId,
      kind,
      sourceId: created!.id,
      title: content.title,
      bodyHtml: messageHtml(content.bodyHtml, content.links),
      bodyText: messageText(content.bodyHtml, content.links),
      linkUrl: content.links[0]?.url ?? null,
      attachments: content.attachments.map((a) => ({
        name: a.name,
        url: attachmentUrl(deps.publicUrl, a.key),
      })),
      replyEnabled: content.replyType !== "NONE",
      urgent: content.urgent,
      sendAt: options.reservedAt,
      recipientMemberIds: recipients,
      createdBy: ctx.loginUserId,
    });
    await tx
      .update(pushNotification)
      .set({ deliveryId })
      .where(and(eq(pushNotification.tenantId, ctx.tenantId), eq(pushNotification.id, created!.id)));
    return created as Row;
  });
  deps.delivery.wake();
  return { id: row.id, status: NotificationStatus.WAITING, recipientCount: recipients.length };
}

/** 配信 / グループ配信: send now (reservedAt null) or reserve. */
export async function composePush(
  deps: PushDeps,
  ctx: RequestContext,
  kind: PushKind,
  input: ComposePushInput,
): Promise<PushCreated> {
  requireMenu(ctx, composeMenuOf(kind), "write");
  const reservedAt = reservedInstant(input.reservedAt);
  const attachments = await attachmentsOf(deps.db, ctx, input.attachmentKeys);
  const recipients = await resolveRecipients(deps, ctx, kind, input.target);
  const { sendTarget, ...target } = input.target;
  return scheduleNotification(
    deps,
    ctx,
    kind,
    {
      title: input.title,
      bodyHtml: input.bodyHtml,
      links: input.links,
      attachments,
      replyType: input.replyType,
      replyChoices: input.replyChoices,
      notifyReplyToSender: input.notifyReplyToSender,
      urgent: input.urgent,
      target: { ...target, sendTarget },
      sendTarget,
    },
    recipients,
    { reservedAt },
  );
}
