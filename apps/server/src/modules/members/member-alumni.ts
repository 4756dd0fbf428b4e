import { EnrollmentStatus, type MoveToAlumniInput, ProcessMode } from "@gakumu/domain";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, NotFoundError, ValidationError } from "../../platform/errors/app-error";
import { MEMBER_NOT_FOUND } from "./member-detail";
import { tokyoToday } from "./member-exact-status";
import { memberListCondition, statusCondition } from "./member-filter";
import { loadHierarchy } from "./member-hierarchy";
import { memberVisibility } from "./member-visibility";
import { MEMBER_LIST_MENU, type MemberListScope, memberListScope } from "./members.menu";
import { member } from "./members.tables";

export const alumniMessages = {
  onlyNormal: "卒業生へ移動できるのは通常モードのメンバーだけです。",
  stale: "他のユーザーがメンバーを更新しました。画面を再読み込みしてから操作してください。",
  nothing: "移動するメンバーがいません。",
  taken: (ids: string[]) =>
    `卒業生に同じ会員IDのメンバーが既に登録されています（${ids.slice(0, 5).join("、")}${ids.length > 5 ? " ほか" : ""}）。`,
} as const;

const LEAVING: readonly number[] = [
  EnrollmentStatus.WITHDRAWAL,
  EnrollmentStatus.DISMISSAL,
  EnrollmentStatus.TRANSFER,
];

/** The ticked members, each still visible, not deleted and at the version the screen showed. */
async function pickedCondition(tx: Db, scope: MemberListScope, picked: { id: number; version: number }[]) {
  const ids = picked.map((p) => p.id);
  const where = and(
    await memberVisibility(tx, scope.viewer),
    eq(member.processMode, scope.processMode),
    inArray(member.id, ids),
  ) as SQL;
  // Row locks: a save arriving during the move waits, then finds the new version and gets its 409.
  const rows = await tx
    .select({ id: member.id, version: member.version })
    .from(member)
    .where(where)
    .for("update");
  if (rows.length !== new Set(ids).size) throw new NotFoundError(MEMBER_NOT_FOUND);
  const versions = new Map(rows.map((r) => [r.id, r.version]));
  if (picked.some((p) => versions.get(p.id) !== p.version)) throw new ConflictError(alumniMessages.stale);
  return where;
}

/**
 * Moves members to the alumni process mode (「卒業生へ移動」): same row, id and history, process mode 1,
 * enrollment status graduated unless another is given, version bumped so open edit forms get a 409.
 * Refused as a whole when an alumnus already holds one of the member ids.
 */
export async function moveToAlumni(db: Db, ctx: RequestContext, input: MoveToAlumniInput): Promise<number> {
  requireMenu(ctx, MEMBER_LIST_MENU, "write");
  if (ctx.processMode !== ProcessMode.NORMAL) throw new ValidationError(alumniMessages.onlyNormal);
  const scope = memberListScope(ctx, "members");
  const today = tokyoToday();
  return db.transaction(async (tx) => {
    const where = input.members
      ? await pickedCondition(tx, scope, input.members)
      : (and(
          await memberListCondition(tx, scope, await loadHierarchy(tx, ctx.organizationId), input.filter!),
          statusCondition(input.filter!, today),
        ) as SQL);

    const alumni = alias(member, "alumni");
    const taken = await tx
      .select({ memberId: alumni.memberId })
      .from(alumni)
      .innerJoin(member, eq(member.memberId, alumni.memberId))
      .where(
        and(
          where,
          eq(alumni.tenantId, ctx.tenantId),
          eq(alumni.organizationId, ctx.organizationId),
          eq(alumni.processMode, ProcessMode.ALUMNI),
          isNull(alumni.deletedAt),
        ),
      )
      .limit(6);
    if (taken.length > 0) throw new ConflictError(alumniMessages.taken(taken.map((t) => t.memberId)));

    const moved = await tx
      .update(member)
      .set({
        processMode: ProcessMode.ALUMNI,
        enrollmentStatus: input.enrollmentStatus,
        ...(LEAVING.includes(input.enrollmentStatus) ? {} : { transferReason: null }),
        version: sql`${member.version} + 1`,
      })
      .where(where)
      .returning({ id: member.id });
    if (moved.length === 0) throw new ValidationError(alumniMessages.nothing);
    return moved.length;
  });
}
