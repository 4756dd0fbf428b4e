import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberVisibility } from "./member-visibility";
import { member } from "./members.tables";

/** Where a member lives: the organisation and process mode a staff member's authority is looked up in. */
export interface MemberPlace {
  organizationId: number;
  processMode: number;
}

/** The member's organisation and process mode; null when the tenant has no such (undeleted) member. */
export async function memberPlace(db: Db, tenantId: number, memberId: number): Promise<MemberPlace | null> {
  const [row] = await db
    .select({ organizationId: member.organizationId, processMode: member.processMode })
    .from(member)
    .where(and(eq(member.tenantId, tenantId), eq(member.id, memberId), sql`${member.deletedAt} is null`));
  return row ?? null;
}

/**
 * Which of `loginUserIds` may see the member in their lists (the reference authority of spec §6, as
 * memberVisibility applies it): who should hear of an event about this member.
 */
export async function staffWhoSeeMember(
  db: Db,
  tenantId: number,
  memberId: number,
  loginUserIds: readonly number[],
): Promise<Set<number>> {
  const place = await memberPlace(db, tenantId, memberId);
  const seeing = new Set<number>();
  if (!place) return seeing;
  for (const loginUserId of loginUserIds) {
    const visible = await memberVisibility(db, { tenantId, loginUserId, ...place });
    const [row] = await db
      .select({ id: member.id })
      .from(member)
      .where(and(visible, eq(member.id, memberId)));
    if (row) seeing.add(loginUserId);
  }
  return seeing;
}
