import { NotificationType } from "@gakumu/domain";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { loginUser } from "../../platform/auth/login-user.tables";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import { ConflictError } from "../../platform/errors/app-error";
import { findVisibleContact, toItems } from "./contact-board";
import { CONTACT_MENU } from "./contacts.menu";
import { contact } from "./contacts.tables";

// What staff do with a report: 確認済 (seen, no reply needed) or a reply, which reaches the member
// through the delivery engine (app inbox, push, mail, LINE as the member reads) and marks the report
// 返信済. A withdrawn report takes neither.

export const actionMessages = {
  withdrawn: "取り消された連絡には確認・返信できません。",
} as const;

export interface ContactActionDeps {
  db: Db;
  delivery: DeliveryEngine;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

async function staffName(db: Db, ctx: RequestContext): Promise<string> {
  const [row] = await db
    .select({ name: loginUser.name })
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, ctx.tenantId), eq(loginUser.id, ctx.loginUserId)));
  return row?.name ?? ctx.displayUserId;
}

const stillOpen = (ctx: RequestContext, id: number) =>
  and(
    eq(contact.tenantId, ctx.tenantId),
    eq(contact.organizationId, ctx.organizationId),
    eq(contact.id, id),
    ne(contact.status, "WITHDRAWN"),
  );

export async function confirmContact(deps: ContactActionDeps, ctx: RequestContext, id: number) {
  requireMenu(ctx, CONTACT_MENU, "write");
  const current = await findVisibleContact(deps.db, ctx, id);
  if (current.status === "WITHDRAWN") throw new ConflictError(actionMessages.withdrawn);
  let row = current;
  // Confirming twice keeps the first confirmation; a replied report is already past 確認済.
  if (current.status === "NEW") {
    const [updated] = await deps.db
      .update(contact)
      .set({ status: "CONFIRMED", confirmedAt: new Date(), confirmedBy: await staffName(deps.db, ctx) })
      .where(and(stillOpen(ctx, id), eq(contact.status, "NEW")))
      .returning();
    if (!updated) return confirmContact(deps, ctx, id);
    row = updated;
  }
  const [item] = await toItems(deps.db, ctx.organizationId, [row]);
  return item!;
}

export async function replyToContact(deps: ContactActionDeps, ctx: RequestContext, id: number, text: string) {
  requireMenu(ctx, CONTACT_MENU, "write");
  const current = await findVisibleContact(deps.db, ctx, id);
  if (current.status === "WITHDRAWN") throw new ConflictError(actionMessages.withdrawn);
  const name = await staffName(deps.db, ctx);
  const day = `${current.date.slice(5, 7)}/${current.date.slice(8, 10)}`;
  const row = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(contact)
      .set({
        status: "REPLIED",
        replyText: text,
        repliedAt: now,
        repliedBy: name,
        confirmedAt: current.confirmedAt ?? now,
        confirmedBy: current.confirmedBy ?? name,
      })
      .where(stillOpen(ctx, id))
      .returning();
    if (!updated) throw new ConflictError(actionMessages.withdrawn);
    const { deliveryId } = await deps.delivery.schedule(tx, {
      tenantId: ctx.tenantId,
      organizationId: ctx.organizationId,
      kind: NotificationType.CONTACT,
      sourceId: id,
      title: `${day}の${current.typeName}連絡への返信`,
      bodyHtml: `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>`,
      bodyText: text,
      replyEnabled: false,
      urgent: false,
      sendAt: null,
      recipientMemberIds: [current.memberId],
      createdBy: ctx.loginUserId,
    });
    await tx
      .update(contact)
      .set({ replyDeliveryId: deliveryId })
      .where(and(eq(contact.tenantId, ctx.tenantId), eq(contact.id, id)));
    return { ...updated, replyDeliveryId: deliveryId };
  });
  deps.delivery.wake();
  const [item] = await toItems(deps.db, ctx.organizationId, [row]);
  return item!;
}
