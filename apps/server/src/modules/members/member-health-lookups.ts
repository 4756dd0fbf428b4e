import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { type MemberViewer, memberVisibilityScope } from "./member-visibility";
import { member } from "./members.tables";

// What ヘルスケア (modules/health-care) needs of members: who a reported member is and where they sit
// (the deepest node of their placement is their class on the dashboard), within one organisation,
// and which members a staff member may see there (spec §6 list reference authority).

export interface HealthMember {
  id: number;
  memberCode: string;
  name: string;
  grade: number | null;
  /** Codes from level 1 down; nulls where the member's placement stops. */
  path: (string | null)[];
}

const idArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::bigint[]`;

/**
 * The organisation's members among `ids` that are not deleted (another tenant's ids find nothing),
 * and among those `visible` allows when given (a condition on `member`, see staffHealthMember).
 */
export async function healthMembers(
  db: Db,
  scope: { tenantId: number; organizationId: number },
  ids: readonly number[],
  visible?: SQL,
): Promise<Map<number, HealthMember>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: member.id,
      memberCode: member.memberId,
      name: member.name,
      grade: member.grade,
      divisionCd: member.divisionCd,
      sectionCd: member.sectionCd,
      subsectionCd: member.subsectionCd,
      unitCd: member.unitCd,
      subunitCd: member.subunitCd,
    })
    .from(member)
    .where(
      and(
        eq(member.tenantId, scope.tenantId),
        eq(member.organizationId, scope.organizationId),
        isNull(member.deletedAt),
        sql`${member.id} = any(${idArray(ids)})`,
        visible,
      ),
    );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        memberCode: r.memberCode,
        name: r.name,
        grade: r.grade,
        path: [r.divisionCd, r.sectionCd, r.subsectionCd, r.unitCd, r.subunitCd],
      },
    ]),
  );
}

/**
 * The member a staff member names (職員入力, 健康記録, a personal web link), if the staff member may see
 * them in lists: a teacher cannot write a class's health data they cannot read.
 */
export async function staffHealthMember(
  db: Db,
  viewer: MemberViewer,
  memberId: number,
): Promise<HealthMember | undefined> {
  const { condition } = await memberVisibilityScope(db, viewer);
  return (await healthMembers(db, viewer, [memberId], condition)).get(memberId);
}

/** The member's class: the deepest code of the placement, "" when placed nowhere. */
export const classCodeOf = (path: readonly (string | null)[]): string =>
  [...path].reverse().find((c): c is string => !!c) ?? "";

/** The members a staff member may see in ヘルスケア's dashboard, list and export. */
export interface HealthViewerScope {
  /** On `member`: the visible members, for the per-class member counts (memberCountsByCode). */
  members: SQL;
  /**
   * On the member-id column given: the rows of visible members; undefined when the viewer sees every
   * member of the organisation, so the whole-school picture stays a read of the observations alone.
   */
  observations: SQL | undefined;
}

export async function healthViewerScope(
  db: Db,
  viewer: MemberViewer,
  memberIdColumn: AnyPgColumn,
): Promise<HealthViewerScope> {
  const { condition, everyone } = await memberVisibilityScope(db, viewer);
  return {
    members: condition,
    // One semi-join for the whole statement, however many members the scope holds.
    observations: everyone
      ? undefined
      : sql`${memberIdColumn} in (select ${member.id} from ${member} where ${condition})`,
  };
}
