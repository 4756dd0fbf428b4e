import { includesMembers, NotificationType } from "@gakumu/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import { ConflictError, ValidationError } from "../../platform/errors/app-error";
import { newsItem, newsRecipient } from "./news.tables";
import { itemMessages, type NewsRow } from "./news-rows";

// 公開時に通知: an item published with "tell its members" reaches them through the delivery engine
// (kind 8 お知らせ: push, else LINE, else a mail with the personal link) exactly once: at the status
// change to published, in its transaction, and only while no delivery is recorded for it — an item
// edited and approved again after publication is not told twice.

/** Where the member app opens the item (the board or the FAQ list, with this item open). */
export const memberItemPath = (row: Pick<NewsRow, "id" | "type">) =>
  `/app/member/${row.type === "FAQ" ? "faq" : "board"}?item=${row.id}`;

/** What the inbox, the push and the mail read: the body, and where the item stays to be read. */
const bodyTextOf = (row: NewsRow) =>
  `${row.bodyText}\n\n${row.type === "FAQ" ? "FAQ" : "お知らせ掲示板"}でも読めます。`.trim();

/**
 * Tells the item's members, if it asks for it and nobody was told yet: the delivery's id, or null
 * when nobody was told. Call in the transaction that published `row`; the caller wakes the engine
 * after commit.
 */
export async function notifyOnPublish(
  tx: Db,
  delivery: Pick<DeliveryEngine, "schedule">,
  row: NewsRow,
  publicUrl: string,
): Promise<number | null> {
  if (!row.notifyMembers || row.notifyDeliveryId !== null) return null;
  if (!includesMembers(row.audience as "MEMBERS")) return null;
  const members = await tx
    .select({ memberId: newsRecipient.memberId })
    .from(newsRecipient)
    .where(and(eq(newsRecipient.tenantId, row.tenantId), eq(newsRecipient.itemId, row.id)))
    .orderBy(asc(newsRecipient.memberId));
  if (members.length === 0) return null;
  const scheduled = await delivery
    .schedule(tx, {
      tenantId: row.tenantId,
      organizationId: row.organizationId,
      kind: NotificationType.NEWS,
      sourceId: row.id,
      title: row.title,
      bodyHtml: row.bodyHtml,
      bodyText: bodyTextOf(row),
      linkUrl: `${publicUrl}${memberItemPath(row)}`,
      replyEnabled: false,
      urgent: false,
      sendAt: null,
      recipientMemberIds: members.map((m) => m.memberId),
      createdBy: null,
    })
    .catch((error: unknown) => {
      // Every member it was for has left the school since: publish it all the same, telling nobody.
      if (error instanceof ValidationError) return null;
      throw error;
    });
  if (!scheduled) return null;
  const { deliveryId } = scheduled;
  // Conditional on "nobody told yet": a second publisher in a race rolls back with its delivery.
  const claimed = await tx
    .update(newsItem)
    .set({ notifyDeliveryId: deliveryId })
    .where(and(eq(newsItem.id, row.id), isNull(newsItem.notifyDeliveryId)))
    .returning({ id: newsItem.id });
  if (claimed.length === 0) throw new ConflictError(itemMessages.stale);
  return deliveryId;
}
