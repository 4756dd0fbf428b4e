import { and, asc, count, eq, max, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, NotFoundError } from "../../platform/errors/app-error";
import { grade } from "../../platform/hierarchy/hierarchy.tables";
import { loginUserPermission } from "../../platform/permissions/permissions.tables";
import { memberCountsByGrade } from "../members/member-placement";
import { GRADE_MASTER_MENU } from "./hierarchy.menu";

export interface GradeItem {
  gradeCd: number;
  name: string;
  sortOrder: number;
  memberCount: number;
}

class GradeNotFoundError extends NotFoundError {
  constructor() {
    super("学年が見つかりません。");
  }
}

const gradesOf = (ctx: RequestContext) =>
  and(eq(grade.tenantId, ctx.tenantId), eq(grade.organizationId, ctx.organizationId)) as SQL;
const gradeByCd = (ctx: RequestContext, gradeCd: number) =>
  and(gradesOf(ctx), eq(grade.gradeCd, gradeCd)) as SQL;

/** The organisation's grades in display order, each with its member count. */
export async function listGradeItems(db: Db, ctx: RequestContext): Promise<GradeItem[]> {
  requireMenu(ctx, GRADE_MASTER_MENU, "read");
  const [rows, counts] = await Promise.all([
    db.select().from(grade).where(gradesOf(ctx)).orderBy(asc(grade.sortOrder), asc(grade.gradeCd)),
    memberCountsByGrade(db, ctx),
  ]);
  return rows.map((g) => ({
    gradeCd: g.gradeCd,
    name: g.name,
    sortOrder: g.sortOrder,
    memberCount: counts.get(g.gradeCd) ?? 0,
  }));
}

async function getGradeItem(db: Db, ctx: RequestContext, gradeCd: number): Promise<GradeItem> {
  const [row] = await db.select().from(grade).where(gradeByCd(ctx, gradeCd));
  if (!row) throw new GradeNotFoundError();
  const counts = await memberCountsByGrade(db, ctx, gradeCd);
  return { gradeCd, name: row.name, sortOrder: row.sortOrder, memberCount: counts.get(gradeCd) ?? 0 };
}

export async function createGrade(
  db: Db,
  ctx: RequestContext,
  input: { gradeCd: number; name: string; sortOrder?: number },
): Promise<GradeItem> {
  requireMenu(ctx, GRADE_MASTER_MENU, "write");
  const [last] = await db
    .select({ n: max(grade.sortOrder) })
    .from(grade)
    .where(gradesOf(ctx));
  // The unique index (organisation, grade code) settles a race; the insert then adds nothing.
  const inserted = await db
    .insert(grade)
    .values({
      tenantId: ctx.tenantId,
      organizationId: ctx.organizationId,
      gradeCd: input.gradeCd,
      name: input.name.trim(),
      sortOrder: input.sortOrder ?? (last?.n ?? 0) + 1,
    })
    .onConflictDoNothing()
    .returning({ id: grade.id });
  if (inserted.length === 0)
    throw new ConflictError(`学年コード「${input.gradeCd}」は既に登録されています。`);
  return getGradeItem(db, ctx, input.gradeCd);
}

/** Name and display order; the code stays, since members hold it. */
export async function updateGrade(
  db: Db,
  ctx: RequestContext,
  gradeCd: number,
  input: { name: string; sortOrder: number },
): Promise<GradeItem> {
  requireMenu(ctx, GRADE_MASTER_MENU, "write");
  const updated = await db
    .update(grade)
    .set({ name: input.name.trim(), sortOrder: input.sortOrder })
    .where(gradeByCd(ctx, gradeCd))
    .returning({ id: grade.id });
  if (updated.length === 0) throw new GradeNotFoundError();
  return getGradeItem(db, ctx, gradeCd);
}

/**
 * Deletes a grade no member holds and no permission narrows to (a grade permission naming a grade
 * that is gone would show its holder nobody, silently).
 */
export async function deleteGrade(db: Db, ctx: RequestContext, gradeCd: number): Promise<void> {
  requireMenu(ctx, GRADE_MASTER_MENU, "write");
  const item = await getGradeItem(db, ctx, gradeCd);
  if (item.memberCount > 0)
    throw new ConflictError(`この学年には在籍者が${item.memberCount}名いるため削除できません。`);
  const [permissions] = await db
    .select({ n: count() })
    .from(loginUserPermission)
    .where(
      and(
        eq(loginUserPermission.tenantId, ctx.tenantId),
        eq(loginUserPermission.organizationId, ctx.organizationId),
        eq(loginUserPermission.gradePermission, gradeCd),
      ),
    );
  if ((permissions?.n ?? 0) > 0)
    throw new ConflictError(
      `この学年は${permissions!.n}件の権限設定（学年権限）で使用されているため削除できません。`,
    );
  await db.delete(grade).where(gradeByCd(ctx, gradeCd));
}
