import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { HIERARCHY_LEVELS } from "../../../platform/hierarchy/hierarchy.service";
import { organizationParameter } from "../../../platform/tenancy/tenancy.tables";

// The organisation's own titles of its five hierarchy levels (parameters DISPLAY_NAME / DIVISION_NAME …
// SUBUNIT_NAME, e.g. 学科・コース・学年・組・班): the totals name levels as the school does, and find
// which level is its class.

/** Titles a school gives the level of its classes. */
const CLASS_TITLES = new Set(["組", "クラス", "学級", "ホームルーム", "HR"]);

/** The five level titles ("" where the organisation set none). */
export async function levelTitles(
  db: Db,
  scope: { tenantId: number; organizationId: number; processMode: number },
): Promise<string[]> {
  const rows = await db
    .select({ type: organizationParameter.parameterType, value: organizationParameter.value })
    .from(organizationParameter)
    .where(
      and(
        eq(organizationParameter.tenantId, scope.tenantId),
        eq(organizationParameter.organizationId, scope.organizationId),
        eq(organizationParameter.processMode, scope.processMode),
        eq(organizationParameter.parameterCategory, "DISPLAY_NAME"),
      ),
    );
  const byType = new Map(rows.map((r) => [r.type, r.value.trim()]));
  return HIERARCHY_LEVELS.map((level) => byType.get(`${level.toUpperCase()}_NAME`) ?? "");
}

/** 「所属（組）」, or by number where the level has no title. */
export const levelLabel = (titles: readonly string[], level: number) =>
  `所属（${titles[level - 1] || `第${level}階層`}）`;

/**
 * The class level: the level titled as classes are (組, クラス …) when recipients stand that deep,
 * else the deepest level they stand on (a school without titles, or whose classes are its leaves).
 */
export function classLevelAmong(titles: readonly string[], deepest: number): number {
  const titled = titles.findIndex((t) => CLASS_TITLES.has(t)) + 1;
  return titled > 0 && titled <= deepest ? titled : deepest;
}
