import { MEMBER_FIELDS, type MemberDetail, memberFieldProperty } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { requireMenu } from "../../platform/access/require-menu";
import { NotFoundError } from "../../platform/errors/app-error";
import { listGrades } from "../../platform/hierarchy/hierarchy.service";
import { exactStatusSql, tokyoToday } from "./member-exact-status";
import { loadHierarchy } from "./member-hierarchy";
import { memberVisibility } from "./member-visibility";
import type { MemberListScope } from "./members.menu";
import { member } from "./members.tables";

export type MemberRow = typeof member.$inferSelect;

export const MEMBER_NOT_FOUND = "指定されたメンバーが見つかりません。";

/**
 * The member of this list with this id, if the caller may see it: another tenant's or organisation's
 * member, one outside the reference authority, a deleted one or one of another process mode are all
 * the same 404.
 */
export async function findVisibleMember(
  db: Db,
  scope: MemberListScope,
  id: number,
  today: string = tokyoToday(),
): Promise<MemberRow & { exactStatus: string }> {
  const [row] = await db
    .select({ row: member, exactStatus: exactStatusSql(today) })
    .from(member)
    .where(
      and(
        await memberVisibility(db, scope.viewer),
        eq(member.processMode, scope.processMode),
        eq(member.id, id),
      ),
    );
  if (!row) throw new NotFoundError(MEMBER_NOT_FOUND);
  return { ...row.row, exactStatus: row.exactStatus };
}

export async function toMemberDetail(
  db: Db,
  row: MemberRow & { exactStatus: string },
): Promise<MemberDetail> {
  const [hierarchy, grades] = await Promise.all([
    loadHierarchy(db, row.organizationId),
    listGrades(db, row.organizationId),
  ]);
  const record = row as unknown as Record<string, string | number | boolean | null>;
  const fields = Object.fromEntries(
    MEMBER_FIELDS.map((f) => [f.fieldName, record[memberFieldProperty(f.fieldName)] ?? null]),
  );
  return {
    id: row.id,
    version: row.version,
    processMode: row.processMode,
    status: row.status,
    exactStatus: row.exactStatus,
    enrollmentStatus: row.enrollmentStatus,
    transferReason: row.transferReason,
    photoStatus: row.photoStatus,
    photoChangeApplyStatus: row.photoChangeApplyStatus,
    fields,
    attributes: row.attributes,
    hierarchyNames: hierarchy.namesOf([
      row.divisionCd,
      row.sectionCd,
      row.subsectionCd,
      row.unitCd,
      row.subunitCd,
    ]),
    gradeName: grades.find((g) => g.gradeCd === row.grade)?.name ?? null,
    createdByLoginUserId: row.createdByLoginUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getMemberDetail(db: Db, scope: MemberListScope, id: number): Promise<MemberDetail> {
  requireMenu(scope, scope.menu, "read");
  return toMemberDetail(db, await findVisibleMember(db, scope, id));
}
