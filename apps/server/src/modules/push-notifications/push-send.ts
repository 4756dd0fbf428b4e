import {
  type ComposePushInput,
  NotificationStatus,
  type PushCreated,
  richTextToPlainText,
  sanitizeRichText,
} from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import type { DeliveryAttachment, DeliveryEngine } from "../../platform/delivery/delivery-engine";
import { reservedInstant } from "../../platform/delivery/reserved-instant";
import { attachmentsOf, attachmentUrl } from "./push-attachments";
import type { PushDeps } from "./push-deps";
import { composeMenuOf, type NotificationKind, type PushKind } from "./push-notifications.menu";
import { type PushAttachmentRef, type PushLink, pushNotification } from "./push-notifications.tables";
import { resolveRecipients } from "./push-target-options";

type Row = typeof pushNotification.$inferSelect;

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

export interface NotificationContent {
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

/** Who a notification is written for: a request's context, or the owner of a scheduled source (RSS feed). */
export type NotificationOwner = Pick<
  RequestContext,
  "tenantId" | "organizationId" | "processMode" | "loginUserId"
>;

/**
 * Writes the notification and hands it to the delivery engine inside the caller's transaction (the
 * engine queues its fan-out job in it): the row, the delivery and its job commit together or not at
 * all. The caller wakes the engine after its commit. Other modules (RSS linkage, kind 5) call this so
 * their notifications appear in 配信履歴 like any push.
 */
export async function recordNotification(
  tx: Db,
  delivery: DeliveryEngine,
  owner: NotificationOwner,
  kind: NotificationKind,
  content: NotificationContent,
  recipients: readonly number[],
  options: {
    reservedAt: Date | null;
    resendOfId?: number;
    resendType?: number;
    attachmentLinks?: DeliveryAttachment[];
  },
): Promise<Row> {
  const [created] = await tx
    .insert(pushNotification)
    .values({
      tenantId: owner.tenantId,
      organizationId: owner.organizationId,
      processMode: owner.processMode,
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
      createdByLoginUserId: owner.loginUserId,
    })
    .returning();
  const { deliveryId } = await delivery.schedule(tx, {
    tenantId: owner.tenantId,
    organizationId: owner.organizationId,
    kind,
    sourceId: created!.id,
    title: content.title,
    bodyHtml: messageHtml(content.bodyHtml, content.links),
    bodyText: messageText(content.bodyHtml, content.links),
    linkUrl: content.links[0]?.url ?? null,
    attachments: options.attachmentLinks ?? [],
    replyEnabled: content.replyType !== "NONE",
    urgent: content.urgent,
    sendAt: options.reservedAt,
    recipientMemberIds: recipients,
    createdBy: owner.loginUserId,
  });
  await tx
    .update(pushNotification)
    .set({ deliveryId })
    .where(and(eq(pushNotification.tenantId, owner.tenantId), eq(pushNotification.id, created!.id)));
  return { ...(created as Row), deliveryId };
}

/**
 * Writes the notification and hands it to the delivery engine in one transaction, then wakes the
 * engine. Status 2 until the engine reports it finished.
 */
export async function scheduleNotification(
  deps: PushDeps,
  ctx: RequestContext,
  kind: NotificationKind,
  content: NotificationContent,
  recipients: readonly number[],
  options: { reservedAt: Date | null; resendOfId?: number; resendType?: number },
): Promise<PushCreated> {
  const attachmentLinks = content.attachments.map((a) => ({
    name: a.name,
    url: attachmentUrl(deps.publicUrl, a.key),
  }));
  const row = await deps.db.transaction((tx) =>
    recordNotification(tx, deps.delivery, ctx, kind, content, recipients, { ...options, attachmentLinks }),
  );
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
