import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { type MemberViewer, memberVisibilityScope } from "./member-visibility";
import { member } from "./members.tables";

// Spec §6 on another module's rows about members (deliveries, answers, read marks, group memberships):
// the same members memberVisibility gives, as a condition on that table's member-id column.

/**
 * Rows about members the viewer may see, on `memberIdColumn`; undefined when the viewer sees every
 * member, so the whole-school query stays as it was. Rows about no member (a staff recipient, whose
 * member id is null) are kept: they are not member data.
 */
export async function memberRowScope(
  db: Db,
  viewer: MemberViewer,
  memberIdColumn: AnyPgColumn | SQL,
): Promise<SQL | undefined> {
  const { condition, everyone } = await memberVisibilityScope(db, viewer);
  if (everyone) return undefined;
  // One semi-join for the whole statement, however many members the scope holds.
  return sql`(${memberIdColumn} is null or ${memberIdColumn} in (select ${member.id} from ${member} where ${condition}))`;
}

/** Whether the viewer may see the member (false for a member of no organisation of theirs). */
export async function viewerSeesMember(db: Db, viewer: MemberViewer, memberId: number): Promise<boolean> {
  const { condition } = await memberVisibilityScope(db, viewer);
  const rows = await db
    .select({ id: member.id })
    .from(member)
    .where(sql`${member.id} = ${memberId} and ${condition}`);
  return rows.length > 0;
}

/**
 * Which of `memberIds` the viewer may see: for lists another part of the platform holds (the delivery
 * engine's recipients), narrowed in one statement however many there are.
 */
export async function visibleMemberIds(
  db: Db,
  viewer: MemberViewer,
  memberIds: readonly number[],
): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const { condition, everyone } = await memberVisibilityScope(db, viewer);
  if (everyone) return new Set(memberIds);
  const rows = await db
    .select({ id: member.id })
    .from(member)
    .where(and(inArray(member.id, [...memberIds]), condition));
  return new Set(rows.map((r) => r.id));
}

/**
 * Of the members with these member ids (学籍番号) in one process mode, those the viewer may not see:
 * an import checks the members it would update before, and every member it wrote after, its writes.
 */
export async function unseenMemberCodes(
  db: Db,
  viewer: MemberViewer,
  processMode: number,
  codes: readonly string[],
): Promise<string[]> {
  if (codes.length === 0) return [];
  const { condition, everyone } = await memberVisibilityScope(db, viewer);
  if (everyone) return [];
  const rows = await db
    .select({ code: member.memberId })
    .from(member)
    .where(
      and(
        eq(member.tenantId, viewer.tenantId),
        eq(member.organizationId, viewer.organizationId),
        eq(member.processMode, processMode),
        isNull(member.deletedAt),
        inArray(member.memberId, [...new Set(codes)]),
        // A member placed nowhere makes the placement test null, not false: it is unseen all the same.
        sql`not coalesce((${condition}), false)`,
      ),
    );
  return rows.map((r) => r.code);
}
