import { ListReferenceAuthority, MemberPermissionDataType } from "@gakumu/domain";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  loginUserPermission,
  loginUserPermissionScope,
  permissionSet,
} from "../../platform/permissions/permissions.tables";
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
 * memberVisibility applies it): who should hear of an event about this member. One statement for all
 * of them: a school may have dozens of staff subscribed to one kind of notice, and every contact or
 * health alert asks this. The rules are memberVisibility's, per staff member's assignment in the
 * member's organisation and process mode: 0 all; 1 when one of the member's five placement codes is a
 * PERMISSION scope node of the assignment; 2 when the staff member registered the member; and a grade
 * permission other than -1 narrows to that grade.
 */
export async function staffWhoSeeMember(
  db: Db,
  tenantId: number,
  memberId: number,
  loginUserIds: readonly number[],
): Promise<Set<number>> {
  if (loginUserIds.length === 0) return new Set();
  const p = loginUserPermission;
  const inScope = sql`exists (select 1 from ${loginUserPermissionScope} s
    where s.login_user_permission_id = ${p.id} and s.data_type = ${MemberPermissionDataType.PERMISSION}
      and s.division_cd in (${member.divisionCd}, ${member.sectionCd}, ${member.subsectionCd},
        ${member.unitCd}, ${member.subunitCd}))`;
  const rows = await db
    .select({ loginUserId: p.loginUserId })
    .from(p)
    .innerJoin(permissionSet, eq(permissionSet.id, p.permissionSetId))
    .innerJoin(
      member,
      and(
        eq(member.tenantId, p.tenantId),
        eq(member.id, memberId),
        isNull(member.deletedAt),
        eq(member.organizationId, p.organizationId),
        eq(member.processMode, p.processMode),
      ),
    )
    .where(
      and(
        eq(p.tenantId, tenantId),
        inArray(p.loginUserId, [...loginUserIds]),
        or(eq(p.gradePermission, -1), eq(member.grade, p.gradePermission)),
        or(
          eq(p.referenceAuthority, ListReferenceAuthority.ALL),
          and(eq(p.referenceAuthority, ListReferenceAuthority.ORGANIZATION), inScope),
          and(
            eq(p.referenceAuthority, ListReferenceAuthority.ONLY_MYSELF),
            eq(member.createdByLoginUserId, p.loginUserId),
          ),
        ),
      ),
    );
  return new Set(rows.map((r) => r.loginUserId));
}
