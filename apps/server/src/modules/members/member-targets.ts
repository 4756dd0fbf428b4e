import {
  hasAnyTarget,
  NO_RECIPIENTS_MESSAGE,
  type PushTarget,
  SendTarget,
  type TargetAttributeCondition,
} from "@gakumu/domain";
import { and, asc, count, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ValidationError } from "../../platform/errors/app-error";
import { listMemberAttributes, toAttributeDefinition } from "./member-attributes.service";
import { tokyoToday } from "./member-exact-status";
import { attributeCondition, keywordCondition } from "./member-filter";
import { loadHierarchy, subtreesCondition } from "./member-hierarchy";
import { type MemberViewer, memberVisibility } from "./member-visibility";
import { member } from "./members.tables";

// Who a notification goes to, over the members table (the members module owns it; the push module,
// and later safety confirmation and surveys, call these functions). The rule of combination is the
// domain's (push-notifications/push-target.ts): (nodes ∧ grades ∧ attributes) ∪ groups ∪ members,
// then VALID narrows to today's valid members. Always within what the sender may see (reference
// authority) and the sender's process mode, never a deleted member.

export interface TargetResolution {
  /** Members of the chosen groups, as the group module listed them (it owns its tables). */
  groupMemberIds?: readonly number[];
  /** Today in Asia/Tokyo (yyyy-MM-dd); the caller's clock by default. */
  today?: string;
}

/** An id list as one bound array parameter: thousands of ids stay one parameter, one plan. */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::bigint[]`;
/** Grades as the column's own type, so a comparison with grade can use an index on it. */
const gradeArray = (grades: readonly number[]) => sql`${`{${grades.join(",")}}`}::smallint[]`;

async function attributeConditions(
  db: Db,
  viewer: MemberViewer,
  conditions: readonly TargetAttributeCondition[],
): Promise<SQL[]> {
  if (conditions.length === 0) return [];
  const rows = await listMemberAttributes(db, viewer, viewer.processMode);
  return conditions.map((condition, index) => {
    const row = rows.find((r) => r.attributeCd === condition.attributeCd);
    if (!row) {
      const message = "指定された属性は存在しません。";
      throw new ValidationError(message, [{ path: `target.attributes.${index}.attributeCd`, message }]);
    }
    return attributeCondition(toAttributeDefinition(row), condition.value);
  });
}

/** The placement part: chosen nodes (subtrees) ∧ chosen grades ∧ every attribute condition. */
async function placementCondition(db: Db, viewer: MemberViewer, target: PushTarget): Promise<SQL | null> {
  const parts: SQL[] = [];
  if (target.nodes.length > 0) {
    const hierarchy = await loadHierarchy(db, viewer.organizationId);
    parts.push(subtreesCondition(hierarchy, target.nodes));
  }
  if (target.grades.length > 0) parts.push(sql`${member.grade} = any(${gradeArray(target.grades)})`);
  parts.push(...(await attributeConditions(db, viewer, target.attributes)));
  return parts.length === 0 ? null : (and(...parts) as SQL);
}

/** Valid on `today`: inside the valid period (open ends allowed) and not marked expired by hand. */
export function validOnCondition(today: string): SQL {
  return sql`(${member.validStart} is null or ${member.validStart} <= ${today}::date)
    and (${member.validEnd} is null or ${member.validEnd} >= ${today}::date)
    and ${member.status} <> 'EXPIRED'`;
}

/**
 * The WHERE that picks a target's members, for one statement (count or ids). Null when the target
 * chooses nothing at all: nobody, never everybody.
 */
export async function targetCondition(
  db: Db,
  viewer: MemberViewer,
  target: PushTarget,
  resolution: TargetResolution = {},
): Promise<SQL | null> {
  if (!hasAnyTarget(target)) return null;
  const groupMemberIds = resolution.groupMemberIds ?? [];
  const union = [
    await placementCondition(db, viewer, target),
    groupMemberIds.length > 0 ? sql`${member.id} = any(${idArray(groupMemberIds)})` : null,
    target.memberIds.length > 0 ? sql`${member.id} = any(${idArray(target.memberIds)})` : null,
  ].filter((part): part is SQL => part !== null);
  if (union.length === 0) return null;
  return and(
    await memberVisibility(db, viewer),
    eq(member.processMode, viewer.processMode),
    or(...union),
    target.sendTarget === SendTarget.VALID ? validOnCondition(resolution.today ?? tokyoToday()) : undefined,
  ) as SQL;
}

/** How many members a target reaches: the live count of the compose screen (one statement). */
export async function countTargetMembers(
  db: Db,
  viewer: MemberViewer,
  target: PushTarget,
  resolution: TargetResolution = {},
): Promise<number> {
  const where = await targetCondition(db, viewer, target, resolution);
  if (!where) return 0;
  return db.transaction(async (tx) => {
    // The count reads a covering index that the compose screen keeps hot, but PostgreSQL's default
    // costs assume random reads from disk and prefer a parallel scan of the whole table: on a small
    // server that is several times slower for a 100,000-member school (bench/push-target-count).
    // Only this statement's transaction sees these settings.
    await tx.execute(
      sql`select set_config('random_page_cost', '1.1', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    const [row] = await tx.select({ n: count() }).from(member).where(where);
    return row?.n ?? 0;
  });
}

/** The member ids (member.id) a target reaches, ascending. */
export async function resolveTargetMemberIds(
  db: Db,
  viewer: MemberViewer,
  target: PushTarget,
  resolution: TargetResolution = {},
): Promise<number[]> {
  const where = await targetCondition(db, viewer, target, resolution);
  if (!where) return [];
  const rows = await db.select({ id: member.id }).from(member).where(where).orderBy(asc(member.id));
  return rows.map((r) => r.id);
}

/** The same, refusing a target that reaches nobody with the screen's Japanese message. */
export async function requireTargetMemberIds(
  db: Db,
  viewer: MemberViewer,
  target: PushTarget,
  resolution: TargetResolution = {},
): Promise<number[]> {
  const ids = await resolveTargetMemberIds(db, viewer, target, resolution);
  if (ids.length === 0) throw new ValidationError(NO_RECIPIENTS_MESSAGE);
  return ids;
}

/** Names and numbers of members (for a history's recipient table), within the tenant. */
export async function memberLabels(
  db: Db,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, { memberId: string; name: string; grade: number | null; path: (string | null)[] }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: member.id,
      memberId: member.memberId,
      name: member.name,
      grade: member.grade,
      divisionCd: member.divisionCd,
      sectionCd: member.sectionCd,
      subsectionCd: member.subsectionCd,
      unitCd: member.unitCd,
      subunitCd: member.subunitCd,
    })
    .from(member)
    .where(and(eq(member.tenantId, tenantId), sql`${member.id} = any(${idArray(ids)})`));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        memberId: r.memberId,
        name: r.name,
        grade: r.grade,
        path: [r.divisionCd, r.sectionCd, r.subsectionCd, r.unitCd, r.subunitCd],
      },
    ]),
  );
}

/** Members to pick one by one on the compose screen: a name, kana or member-number search, 30 at most. */
export async function findTargetCandidates(
  db: Db,
  viewer: MemberViewer,
  keyword: string,
): Promise<{ id: number; memberId: string; name: string; path: (string | null)[] }[]> {
  const byKeyword = keywordCondition(keyword);
  if (!byKeyword) return [];
  const rows = await db
    .select({
      id: member.id,
      memberId: member.memberId,
      name: member.name,
      divisionCd: member.divisionCd,
      sectionCd: member.sectionCd,
      subsectionCd: member.subsectionCd,
      unitCd: member.unitCd,
      subunitCd: member.subunitCd,
    })
    .from(member)
    .where(and(await memberVisibility(db, viewer), eq(member.processMode, viewer.processMode), byKeyword))
    .orderBy(asc(member.memberId))
    .limit(30);
  return rows.map((r) => ({
    id: r.id,
    memberId: r.memberId,
    name: r.name,
    path: [r.divisionCd, r.sectionCd, r.subsectionCd, r.unitCd, r.subunitCd],
  }));
}

/**
 * Of `ids` (member.id), those that are not members of the organisation: another school's or another
 * tenant's, or no member at all. A target naming them is refused when it is saved.
 */
export async function foreignMemberIds(
  db: Db,
  scope: { tenantId: number; organizationId: number },
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const own = await db
    .select({ id: member.id })
    .from(member)
    .where(
      and(
        eq(member.tenantId, scope.tenantId),
        eq(member.organizationId, scope.organizationId),
        sql`${member.id} = any(${idArray(ids)})`,
      ),
    );
  const ownIds = new Set(own.map((r) => r.id));
  return ids.filter((id) => !ownIds.has(id));
}
