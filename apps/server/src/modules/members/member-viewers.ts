import { MemberPermissionDataType } from "@gakumu/domain";
import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  loginUserPermission,
  loginUserPermissionScope,
  permissionSet,
} from "../../platform/permissions/permissions.tables";
import { placementCodes, ruleForAuthorityColumn } from "./member-reference-rule";
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
 * health alert asks this. The rules are memberVisibility's (REFERENCE_RULES and gradeRule), judged
 * per staff member's assignment in the member's organisation and process mode.
 */
export async function staffWhoSeeMember(
  db: Db,
  tenantId: number,
  memberId: number,
  loginUserIds: readonly number[],
): Promise<Set<number>> {
  if (loginUserIds.length === 0) return new Set();
  const p = loginUserPermission;
  const scopeNodes = sql`select s.division_cd from ${loginUserPermissionScope} s
    where s.login_user_permission_id = ${p.id} and s.data_type = ${MemberPermissionDataType.PERMISSION}`;
  const inScope = or(...placementCodes().map((code) => sql`${code} in (${scopeNodes})`)) as SQL;
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
        ruleForAuthorityColumn(sql`${p.referenceAuthority}`, {
          inScope,
          loginUserId: sql`${p.loginUserId}`,
          gradePermission: sql`${p.gradePermission}`,
        }),
      ),
    );
  return new Set(rows.map((r) => r.loginUserId));
}
