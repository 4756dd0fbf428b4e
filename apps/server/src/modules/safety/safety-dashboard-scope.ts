import type { SafetyDashboardQuery, SafetyNodeRef } from "@gakumu/domain";
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { NotFoundError } from "../../platform/errors/app-error";
import { listGrades, listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import { HierarchyIndex } from "../members/member-hierarchy";
import { memberRowScope } from "../members/member-row-scope";
import type { MemberViewer } from "../members/member-visibility";
import { safetyRecipient } from "./safety.tables";

// The part of a send the dashboard and the export look at: the whole school, one node of the
// five-level hierarchy (as the root-to-node path of codes the recipients' placement snapshot holds), a
// grade, or a node and a grade. Conditions are equalities on the leading placement columns, which the
// (tenant, send, division … subunit) index of safety_recipient serves at every level.

export const scopeMessages = {
  nodeNotFound: "指定した所属が見つかりません。",
} as const;

/** The recipients' placement columns, level 1 (division) to level 5 (subunit). */
export const PLACEMENT_COLUMNS = [
  safetyRecipient.divisionCd,
  safetyRecipient.sectionCd,
  safetyRecipient.subsectionCd,
  safetyRecipient.unitCd,
  safetyRecipient.subunitCd,
] as const;

export interface DashboardScope {
  /** Codes from the root to the chosen node; empty for the whole school. */
  path: string[];
  grade: number | null;
  /**
   * The recipients the caller may see (spec §6, memberRowScope); absent when they see every member.
   * Counts, lists and the export all keep to it, so a class teacher's dashboard is their class's.
   */
  members?: SQL;
}

/** The organisation's tree for names, paths and "has children". */
export interface HierarchyView {
  index: HierarchyIndex;
  parents: ReadonlySet<string>;
  /** Tree order (depth, then the editor's order) for sorting a level's nodes as the tree shows them. */
  order: ReadonlyMap<string, number>;
  gradeNames: ReadonlyMap<number, string>;
}

export async function loadHierarchyView(db: Db, organizationId: number): Promise<HierarchyView> {
  const [nodes, grades] = await Promise.all([
    listHierarchyNodes(db, organizationId),
    listGrades(db, organizationId),
  ]);
  return {
    index: new HierarchyIndex(
      nodes.map((n) => ({
        divisionCd: n.divisionCd,
        parentDivisionCd: n.parentDivisionCd,
        depth: n.depth,
        name: n.name,
        disabled: n.disabled,
      })),
    ),
    parents: new Set(nodes.map((n) => n.parentDivisionCd)),
    order: new Map(nodes.map((n, i) => [n.divisionCd, i])),
    gradeNames: new Map(grades.map((g) => [g.gradeCd, g.name])),
  };
}

export const gradeName = (view: HierarchyView, grade: number) => view.gradeNames.get(grade) ?? `${grade}年`;

/** The recipients a viewer may see, as a DashboardScope's `members`. */
export const recipientsSeenBy = (db: Db, viewer: MemberViewer) =>
  memberRowScope(db, viewer, safetyRecipient.memberId);

/** The query's node and grade as a scope; a node the organisation does not have is a 404. */
export function resolveScope(view: HierarchyView, query: SafetyDashboardQuery): DashboardScope {
  let path: string[] = [];
  if (query.node !== "") {
    const found = view.index.pathTo(query.node);
    if (!found) throw new NotFoundError(scopeMessages.nodeNotFound);
    path = found;
  }
  return { path, grade: query.grade ?? null };
}

/** The breadcrumb: each node of the path with its name and level. */
export function pathRefs(view: HierarchyView, path: readonly string[]): SafetyNodeRef[] {
  return path.map((code, i) => ({ code, name: view.index.get(code)?.name ?? code, depth: i + 1 }));
}

/** One send's recipients within the scope. */
export function scopeCondition(tenantId: number, sendId: number, scope: DashboardScope): SQL {
  return and(
    eq(safetyRecipient.tenantId, tenantId),
    eq(safetyRecipient.safetySendId, sendId),
    ...scope.path.map((code, level) => eq(PLACEMENT_COLUMNS[level]!, code)),
    scope.grade === null ? undefined : eq(safetyRecipient.grade, scope.grade),
    scope.members,
  ) as SQL;
}
