import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { member } from "./members.tables";

// What ヘルスケア (modules/health-care) needs of members: who a reported member is and where they sit
// (the deepest node of their placement is their class on the dashboard), within one organisation.

export interface HealthMember {
  id: number;
  memberCode: string;
  name: string;
  grade: number | null;
  /** Codes from level 1 down; nulls where the member's placement stops. */
  path: (string | null)[];
}

const idArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::bigint[]`;

/** The organisation's members among `ids` that are not deleted (another tenant's ids find nothing). */
export async function healthMembers(
  db: Db,
  scope: { tenantId: number; organizationId: number },
  ids: readonly number[],
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

/** The member's class: the deepest code of the placement, "" when placed nowhere. */
export const classCodeOf = (path: readonly (string | null)[]): string =>
  [...path].reverse().find((c): c is string => !!c) ?? "";
