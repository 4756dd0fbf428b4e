import { hasAnyTarget, type PushTarget, SendTarget } from "@gakumu/domain";
import { and, asc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listMemberAttributes, toAttributeDefinition } from "./member-attributes.service";
import { tokyoToday } from "./member-exact-status";
import { attributeCondition } from "./member-filter";
import { loadHierarchy, subtreeCondition } from "./member-hierarchy";
import { validOnCondition } from "./member-targets";
import { member } from "./members.tables";

// What the safety module needs of members beyond the push target: phone numbers for the lists of the
// injured and the unanswered, and the target of an automatic send, which no login user makes (a JMA
// report at 3 a.m.), so it reads the whole organisation instead of one staff member's visible members.

const idArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::bigint[]`;
const gradeArray = (grades: readonly number[]) => sql`${`{${grades.join(",")}}`}::smallint[]`;

export interface MemberPhone {
  mobileTelNo: string | null;
  telNo: string | null;
}

/** The phone numbers of the tenant's members among `ids` (to call the ones who did not answer). */
export async function memberPhones(
  db: Db,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, MemberPhone>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: member.id, mobileTelNo: member.mobileTelNo, telNo: member.telNo })
    .from(member)
    .where(and(eq(member.tenantId, tenantId), sql`${member.id} = any(${idArray(ids)})`));
  return new Map(rows.map((r) => [r.id, { mobileTelNo: r.mobileTelNo, telNo: r.telNo }]));
}

export interface OrganizationScope {
  tenantId: number;
  organizationId: number;
  processMode: number;
}

/**
 * The member ids (ascending) a target reaches across the whole organisation: the same reading as the
 * compose screen's target ((nodes ∧ grades ∧ attributes) ∪ groups ∪ members, then VALID), without a
 * viewer's reference authority. For sends no login user makes.
 */
export async function organizationTargetMemberIds(
  db: Db,
  scope: OrganizationScope,
  target: PushTarget,
  resolution: { groupMemberIds?: readonly number[]; today?: string } = {},
): Promise<number[]> {
  if (!hasAnyTarget(target)) return [];
  const placement: SQL[] = [];
  if (target.nodes.length > 0) {
    const hierarchy = await loadHierarchy(db, scope.organizationId);
    placement.push(or(...target.nodes.map((code) => subtreeCondition(hierarchy, code))) as SQL);
  }
  if (target.grades.length > 0) placement.push(sql`${member.grade} = any(${gradeArray(target.grades)})`);
  if (target.attributes.length > 0) {
    const rows = await listMemberAttributes(db, scope, scope.processMode);
    for (const condition of target.attributes) {
      const row = rows.find((r) => r.attributeCd === condition.attributeCd);
      // An attribute removed since the rule was saved matches nobody rather than everybody.
      placement.push(row ? attributeCondition(toAttributeDefinition(row), condition.value) : sql`false`);
    }
  }
  const groupIds = resolution.groupMemberIds ?? [];
  const union = [
    placement.length > 0 ? (and(...placement) as SQL) : null,
    groupIds.length > 0 ? sql`${member.id} = any(${idArray(groupIds)})` : null,
    target.memberIds.length > 0 ? sql`${member.id} = any(${idArray(target.memberIds)})` : null,
  ].filter((part): part is SQL => part !== null);
  if (union.length === 0) return [];
  const rows = await db
    .select({ id: member.id })
    .from(member)
    .where(
      and(
        eq(member.tenantId, scope.tenantId),
        eq(member.organizationId, scope.organizationId),
        isNull(member.deletedAt),
        eq(member.processMode, scope.processMode),
        or(...union),
        target.sendTarget === SendTarget.VALID
          ? validOnCondition(resolution.today ?? tokyoToday())
          : undefined,
      ),
    )
    .orderBy(asc(member.id));
  return rows.map((r) => r.id);
}
