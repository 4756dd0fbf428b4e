import { and, count, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { LEVEL_COLUMNS, LEVEL_KEYS } from "./member-hierarchy";
import { member } from "./members.tables";

// What the hierarchy editor and the grade master need to know about (and do to) members: counts per
// node and per grade, and the path rewrite of a node move. The member module owns the table, so the
// queries live here and the hierarchy module calls them.

// Every process mode (normal, alumni, admission, concern) shares the organisation's one hierarchy,
// so all of them count: any member left on a deleted or moved code would sit on an invalid path.
const ofOrganization = (ctx: Pick<RequestContext, "tenantId" | "organizationId">) =>
  and(eq(member.tenantId, ctx.tenantId), eq(member.organizationId, ctx.organizationId));

/** A member placed on any of the codes, at any level. */
const referencesAny = (codes: string[]) =>
  or(...LEVEL_COLUMNS.map((column) => inArray(column, codes))) as SQL;

/**
 * Members per node code, counting a member for every node on its path (so a node's count covers
 * its subtree). One scan grouped by distinct paths — a school has hundreds of them, not members.
 * `visible` (a memberVisibility condition) counts only the members a staff member may see.
 */
export async function memberCountsByCode(
  db: Db,
  ctx: Pick<RequestContext, "tenantId" | "organizationId">,
  visible?: SQL,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      divisionCd: member.divisionCd,
      sectionCd: member.sectionCd,
      subsectionCd: member.subsectionCd,
      unitCd: member.unitCd,
      subunitCd: member.subunitCd,
      n: count(),
    })
    .from(member)
    .where(and(ofOrganization(ctx), isNull(member.deletedAt), visible))
    .groupBy(...LEVEL_COLUMNS);
  const counts = new Map<string, number>();
  for (const row of rows) {
    // A code repeated on one malformed path still counts the member once for that node.
    const codes = new Set(LEVEL_KEYS.map((key) => row[key]).filter((c): c is string => !!c));
    for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + row.n);
  }
  return counts;
}

/** Members (not deleted, any process mode) placed on any of the codes. */
export async function countMembersOn(db: Db, ctx: RequestContext, codes: string[]): Promise<number> {
  if (codes.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(member)
    .where(and(ofOrganization(ctx), isNull(member.deletedAt), referencesAny(codes)));
  return row?.n ?? 0;
}

/**
 * Puts every member whose path passes through `code` on its new path after a move: `newPrefix`
 * (the new parent's path, root first), then `code`, then the part of the old path below `code`
 * shifted to follow it. One UPDATE: each column is a CASE over where `code` sat in the old row, and
 * PostgreSQL evaluates every SET expression against the old row. The move has already checked that
 * the subtree fits in five levels, so nothing below `code` falls off the end.
 * Logically deleted members are rewritten too, so a restored one comes back on a valid path; the
 * version moves on so an edit form opened before the move cannot write the old path back.
 * Returns how many (not deleted) members moved.
 */
export async function rewriteMemberPaths(
  db: Db,
  ctx: RequestContext,
  code: string,
  newPrefix: string[],
): Promise<number> {
  const where = and(ofOrganization(ctx), referencesAny([code])) as SQL;
  const newLevel = newPrefix.length; // 0-based column index `code` moves to
  const columnValue = (target: number): SQL => {
    if (target < newLevel) return sql`${newPrefix[target]}`;
    if (target === newLevel) return sql`${code}`;
    const offset = target - newLevel;
    const branches = LEVEL_COLUMNS.map((column, oldLevel) => {
      const source = LEVEL_COLUMNS[oldLevel + offset];
      return sql`when ${column} = ${code} then ${source ?? sql`null`}`;
    });
    return sql`case ${sql.join(branches, sql` `)} else null end`;
  };
  const [moving] = await db
    .select({ n: count() })
    .from(member)
    .where(and(where, isNull(member.deletedAt)));
  const values = Object.fromEntries(LEVEL_KEYS.map((key, level) => [key, columnValue(level)]));
  await db
    .update(member)
    .set({ ...values, version: sql`${member.version} + 1` })
    .where(where);
  return moving?.n ?? 0;
}

/** Members (not deleted, any process mode) per grade code of the organisation. */
export async function memberCountsByGrade(
  db: Db,
  ctx: RequestContext,
  gradeCd?: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ grade: member.grade, n: count() })
    .from(member)
    .where(
      and(
        ofOrganization(ctx),
        isNull(member.deletedAt),
        gradeCd === undefined ? undefined : eq(member.grade, gradeCd),
      ),
    )
    .groupBy(member.grade);
  return new Map(rows.filter((r) => r.grade !== null).map((r) => [r.grade as number, r.n]));
}
