import type { GroupWorkStatus, MemberGroupKindCode } from "@gakumu/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type GroupOwner, liveMemberIdsIn } from "../members/member-group-rules";
import { memberGroup, memberGroupMember } from "./member-groups.tables";

// What other modules read of delivery groups: push notifications (F1) offer groups as a target and
// resolve them to members. These functions check no menu: the calling use case has checked its own.

type WorkStatusCode = (typeof GroupWorkStatus.codes)[number];

export interface GroupPickerItem {
  id: number;
  name: string;
  kind: MemberGroupKindCode;
  memberCount: number;
  workStatus: WorkStatusCode;
}

/** The groups of the caller's organisation and process mode, by name, for a target picker. */
export async function listGroupsForPicker(db: Db, owner: GroupOwner): Promise<GroupPickerItem[]> {
  const rows = await db
    .select({
      id: memberGroup.id,
      name: memberGroup.name,
      kind: memberGroup.kind,
      memberCount: memberGroup.memberCount,
      workStatus: memberGroup.workStatus,
    })
    .from(memberGroup)
    .where(
      and(
        eq(memberGroup.tenantId, owner.tenantId),
        eq(memberGroup.organizationId, owner.organizationId),
        eq(memberGroup.processMode, owner.processMode),
      ),
    )
    .orderBy(asc(memberGroup.name), asc(memberGroup.id));
  return rows.map((r) => ({
    ...r,
    kind: r.kind as MemberGroupKindCode,
    workStatus: r.workStatus as WorkStatusCode,
  }));
}

/** Names of the tenant's groups by id (a history row names the groups it was sent to); unknown ids absent. */
export async function groupNamesByIds(
  db: Db,
  tenantId: number,
  groupIds: readonly number[],
): Promise<Map<number, string>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ id: memberGroup.id, name: memberGroup.name })
    .from(memberGroup)
    .where(and(eq(memberGroup.tenantId, tenantId), inArray(memberGroup.id, [...new Set(groupIds)])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * member.id of every live member of the tenant's groups `groupIds`, each once, ascending. A rule
 * group being rebuilt answers its last built members until the new list is fixed; another
 * tenant's group ids contribute nobody.
 */
export async function groupMemberIds(
  db: Db,
  tenantId: number,
  groupIds: readonly number[],
): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const members = sql`select ${memberGroupMember.memberId} from ${memberGroupMember} where ${and(
    eq(memberGroupMember.tenantId, tenantId),
    inArray(memberGroupMember.groupId, [...new Set(groupIds)]),
  )}`;
  return liveMemberIdsIn(db, tenantId, members);
}

/** Of `ids`, those that are not delivery groups of the organisation (another school's, or none). */
export async function foreignGroupIds(
  db: Db,
  scope: { tenantId: number; organizationId: number },
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const own = await db
    .select({ id: memberGroup.id })
    .from(memberGroup)
    .where(
      and(
        eq(memberGroup.tenantId, scope.tenantId),
        eq(memberGroup.organizationId, scope.organizationId),
        inArray(memberGroup.id, [...new Set(ids)]),
      ),
    );
  const ownIds = new Set(own.map((r) => r.id));
  return ids.filter((id) => !ownIds.has(id));
}
