import type { ContactLink } from "@gakumu/domain";
import { NonLoginAccessKeyDataType } from "@gakumu/domain";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { issueAccessKey, resolveAccessKey } from "../../platform/access-keys/non-login-access-keys";
import { NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { loadContactNodes, loadNodeLabel } from "./contact-nodes";
import { CONTACT_WEB_MENU } from "./contacts.menu";
import { contactLink } from "./contacts.tables";

// A class's link to the web form (a QR on the class letter): a non-login access key of type
// CONTACT_FROM_MEMBER whose target is the link row. Only the key's hash is kept, so the link is shown
// once, when issued; a lost link is revoked and issued again. Valid for a school year and a bit.

export const linkMessages = {
  invalid:
    "この連絡用リンクは無効か、有効期限が切れています。学校から配布された最新のリンク（QRコード）を開くか、学校へお電話ください。",
  nodeNotFound: "指定したクラスが見つかりません。",
  notFound: "連絡用リンクが見つかりません。",
} as const;

const LINK_DAYS = 400;
type LinkRow = typeof contactLink.$inferSelect;

export const contactFormUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, "")}/contact-web-register?key=${encodeURIComponent(token)}`;

const ofOrganization = (ctx: Pick<RequestContext, "tenantId" | "organizationId">) =>
  and(eq(contactLink.tenantId, ctx.tenantId), eq(contactLink.organizationId, ctx.organizationId));

export async function listLinks(db: Db, ctx: RequestContext) {
  requireMenu(ctx, CONTACT_WEB_MENU, "read");
  const [nodes, rows] = await Promise.all([
    loadContactNodes(db, ctx.organizationId),
    db
      .select()
      .from(contactLink)
      .where(and(ofOrganization(ctx), isNull(contactLink.revokedAt), gt(contactLink.expiresAt, new Date())))
      .orderBy(desc(contactLink.id))
      .limit(500),
  ]);
  const toLink = (r: LinkRow): ContactLink => ({
    id: r.id,
    nodeCd: r.nodeCd,
    nodeLabel: nodes.labelOf(r.nodeCd) ?? r.nodeCd,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    url: null,
  });
  return { items: rows.map(toLink), nodes: nodes.nodes };
}

export async function issueLink(
  db: Db,
  ctx: RequestContext,
  publicUrl: string,
  nodeCd: string,
): Promise<ContactLink> {
  requireMenu(ctx, CONTACT_WEB_MENU, "write");
  const nodeLabel = await loadNodeLabel(db, ctx.organizationId, nodeCd);
  if (!nodeLabel) throw new ValidationError(linkMessages.nodeNotFound);
  const expiresAt = new Date(Date.now() + LINK_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactLink)
      .values({
        tenantId: ctx.tenantId,
        organizationId: ctx.organizationId,
        nodeCd,
        expiresAt,
        createdByLoginUserId: ctx.loginUserId,
      })
      .returning();
    const key = await issueAccessKey(tx, {
      tenantId: ctx.tenantId,
      dataType: NonLoginAccessKeyDataType.CONTACT_FROM_MEMBER,
      targetId: row!.id,
      expiresAt,
    });
    await tx
      .update(contactLink)
      .set({ accessKeyId: key.id })
      .where(and(ofOrganization(ctx), eq(contactLink.id, row!.id)));
    return {
      id: row!.id,
      nodeCd,
      nodeLabel,
      createdAt: row!.createdAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      url: contactFormUrl(publicUrl, key.token),
    };
  });
}

export async function revokeLink(db: Db, ctx: RequestContext, id: number): Promise<void> {
  requireMenu(ctx, CONTACT_WEB_MENU, "write");
  const rows = await db
    .update(contactLink)
    .set({ revokedAt: new Date() })
    .where(and(ofOrganization(ctx), eq(contactLink.id, id), isNull(contactLink.revokedAt)))
    .returning({ id: contactLink.id });
  if (rows.length === 0) throw new NotFoundError(linkMessages.notFound);
}

/**
 * The live link behind a token: an unknown, forged, expired or revoked link is null (the caller
 * answers with linkMessages.invalid). A key of a withdraw link has no link row and is refused too.
 */
export async function resolveLink(db: Db, token: string, now = new Date()): Promise<LinkRow | null> {
  const key = await resolveAccessKey(db, token, NonLoginAccessKeyDataType.CONTACT_FROM_MEMBER, now);
  if (!key || key.targetId === null || key.memberId !== null) return null;
  const [row] = await db
    .select()
    .from(contactLink)
    .where(
      and(
        eq(contactLink.tenantId, key.tenantId),
        eq(contactLink.id, key.targetId),
        isNull(contactLink.revokedAt),
        gt(contactLink.expiresAt, now),
      ),
    );
  return row ?? null;
}
