import type { MemberListItem, MemberSearch, MemberSearchResult, MemberSortKey } from "@gakumu/domain";
import { type AnyColumn, and, count, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { requireMenu } from "../../platform/access/require-menu";
import { listGrades } from "../../platform/hierarchy/hierarchy.service";
import { countsByStatus, exactStatusSql, tokyoToday } from "./member-exact-status";
import { memberListCondition, statusCondition } from "./member-filter";
import { type HierarchyIndex, LEVEL_COLUMNS, loadHierarchy } from "./member-hierarchy";
import type { MemberListScope } from "./members.menu";
import { member } from "./members.tables";

const SORT_COLUMNS: Record<MemberSortKey, readonly AnyColumn[]> = {
  member_id: [member.memberId],
  name_kana: [member.nameKana],
  grade: [member.grade],
  division: LEVEL_COLUMNS,
  valid_end: [member.validEnd],
  updated_at: [member.updatedAt],
};

/**
 * ORDER BY the chosen column(s), empty values last either way, then the id ascending (registration
 * order within equal values) so a page never shifts between two requests.
 */
export function memberOrder(sort: MemberSortKey, order: "asc" | "desc"): SQL[] {
  const direction = sql.raw(order === "desc" ? "desc" : "asc");
  // A live member id is unique in its list and never empty: ordering by it alone lets the
  // (organisation, mode, member_id) index hand out the page without sorting the whole list.
  if (sort === "member_id") return [sql`${member.memberId} ${direction}`];
  return [
    ...SORT_COLUMNS[sort].map((column) => sql`${column} ${direction} nulls last`),
    sql`${member.id} asc`,
  ];
}

export function listColumns(today: string) {
  return {
    id: member.id,
    memberId: member.memberId,
    name: member.name,
    nameKana: member.nameKana,
    genderCd: member.genderCd,
    grade: member.grade,
    divisionCd: member.divisionCd,
    sectionCd: member.sectionCd,
    subsectionCd: member.subsectionCd,
    unitCd: member.unitCd,
    subunitCd: member.subunitCd,
    status: member.status,
    exactStatus: exactStatusSql(today),
    enrollmentStatus: member.enrollmentStatus,
    validStart: member.validStart,
    validEnd: member.validEnd,
    examineesNo: member.examineesNo,
    updatedAt: member.updatedAt,
    version: member.version,
  };
}

type ListRow = Omit<MemberListItem, "gradeName" | "hierarchyNames" | "updatedAt"> & { updatedAt: Date };

export function toListItem(
  row: ListRow,
  hierarchy: HierarchyIndex,
  gradeNames: Map<number, string>,
): MemberListItem {
  return {
    ...row,
    gradeName: row.grade === null ? null : (gradeNames.get(row.grade) ?? null),
    hierarchyNames: hierarchy.namesOf([
      row.divisionCd,
      row.sectionCd,
      row.subsectionCd,
      row.unitCd,
      row.subunitCd,
    ]),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One page of a member list with its total and the count per exact status. Two statements over
 * `member` alone (no joins): the counts grouped by status, and the page. The total is the sum of the
 * counts of the statuses asked for, so no separate count(*) runs.
 */
export async function searchMembers(
  db: Db,
  scope: MemberListScope,
  search: MemberSearch,
  today: string = tokyoToday(),
): Promise<MemberSearchResult> {
  requireMenu(scope, scope.menu, "read");
  const organizationId = scope.viewer.organizationId;
  const [hierarchy, grades] = [await loadHierarchy(db, organizationId), await listGrades(db, organizationId)];
  const where = await memberListCondition(db, scope, hierarchy, search);

  const status = exactStatusSql(today);
  const counted = await db
    .select({ status, n: count() })
    .from(member)
    .where(where)
    // By position: the CASE carries parameters, and a repeated expression would not count as the same.
    .groupBy(sql`1`);
  const statusCounts = countsByStatus(counted);
  const wanted = search.statuses.length > 0 ? search.statuses : Object.keys(statusCounts);
  const total = wanted.reduce((sum, s) => sum + (statusCounts[s] ?? 0), 0);

  const rows =
    total === 0
      ? []
      : await db
          .select(listColumns(today))
          .from(member)
          .where(and(where, statusCondition(search, today)))
          .orderBy(...memberOrder(search.sort, search.order))
          .limit(search.pageSize)
          .offset((search.page - 1) * search.pageSize);
  const gradeNames = new Map(grades.map((g) => [g.gradeCd, g.name]));
  return {
    total,
    page: search.page,
    pageSize: search.pageSize,
    items: rows.map((row) => toListItem(row, hierarchy, gradeNames)),
    statusCounts,
  };
}
