import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberLineLink } from "./line-link.tables";
import { lineMessagingEnabled } from "./line-messaging-settings";
import { num, sqlRows } from "./sql-rows";

export interface LineLinkInput {
  organizationId: number;
  lineUserId: string;
  displayName: string | null;
}

export interface LineLinkState {
  lineUserId: string;
  displayName: string | null;
  linkedAt: Date;
}

/** Links (or re-links to another LINE account) a member; one link per member. */
export async function saveLineLink(db: Db, tenantId: number, memberId: number, input: LineLinkInput) {
  const values = { tenantId, memberId, ...input, displayName: input.displayName?.slice(0, 100) ?? null };
  await db
    .insert(memberLineLink)
    .values(values)
    .onConflictDoUpdate({
      target: [memberLineLink.tenantId, memberLineLink.memberId],
      set: { ...values, linkedAt: sql`now()` },
    });
}

export async function removeLineLink(db: Db, tenantId: number, memberId: number): Promise<void> {
  await db
    .delete(memberLineLink)
    .where(and(eq(memberLineLink.tenantId, tenantId), eq(memberLineLink.memberId, memberId)));
}

export async function findLineLink(
  db: Db,
  tenantId: number,
  memberId: number,
): Promise<LineLinkState | null> {
  const [row] = await db
    .select({
      lineUserId: memberLineLink.lineUserId,
      displayName: memberLineLink.displayName,
      linkedAt: memberLineLink.linkedAt,
    })
    .from(memberLineLink)
    .where(and(eq(memberLineLink.tenantId, tenantId), eq(memberLineLink.memberId, memberId)));
  return row ?? null;
}

/**
 * Members a delivery can reach over LINE: linked through the delivery's organisation (LINE user ids
 * belong to that organisation's LINE provider), whose official account is enabled.
 */
export async function lineReachableForDelivery(
  db: Db,
  tenantId: number,
  deliveryId: number,
  memberIds: readonly number[],
): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await sqlRows<{ member_id: string }>(
    db,
    sql`select l.member_id from member_line_link l
          join delivery d on d.id = ${deliveryId} and d.tenant_id = l.tenant_id
         where l.tenant_id = ${tenantId} and l.organization_id = d.organization_id
           and l.member_id = any(${sql.param([...memberIds])}::bigint[])
           and ${lineMessagingEnabled(sql`d.tenant_id`, sql`d.organization_id`)}`,
  );
  return new Set(rows.map((r) => num(r.member_id)));
}

/** Members with a LINE link whose organisation's official account is enabled (memberChannels().line). */
export async function lineReachable(
  db: Db,
  tenantId: number,
  memberIds: readonly number[],
): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await sqlRows<{ member_id: string }>(
    db,
    sql`select l.member_id from member_line_link l
         where l.tenant_id = ${tenantId} and l.member_id = any(${sql.param([...memberIds])}::bigint[])
           and ${lineMessagingEnabled(sql`l.tenant_id`, sql`l.organization_id`)}`,
  );
  return new Set(rows.map((r) => num(r.member_id)));
}

/** LINE user ids of members, for a unit of LINE sends (tenant-scoped). */
export async function lineUserIds(
  db: Db,
  tenantId: number,
  organizationId: number,
  memberIds: readonly number[],
): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: memberLineLink.memberId, lineUserId: memberLineLink.lineUserId })
    .from(memberLineLink)
    .where(
      and(
        eq(memberLineLink.tenantId, tenantId),
        eq(memberLineLink.organizationId, organizationId),
        sql`${memberLineLink.memberId} = any(${sql.param([...memberIds])}::bigint[])`,
      ),
    );
  return new Map(rows.map((r) => [r.memberId, r.lineUserId]));
}

/** How many members of an organisation linked LINE (shown beside the official account's setting). */
export async function countLineLinks(db: Db, tenantId: number, organizationId: number): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(
    db,
    sql`select count(*) as n from member_line_link where tenant_id = ${tenantId} and organization_id = ${organizationId}`,
  );
  return num(row?.n);
}
