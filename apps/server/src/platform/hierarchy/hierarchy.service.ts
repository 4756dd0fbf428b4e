import { isReservedDivisionCd, RESERVED_DIVISION_CD_MESSAGE, ROOT_PARENT_CD } from "@gakumu/domain";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ValidationError } from "../errors/app-error";
import { grade, hierarchyNode } from "./hierarchy.tables";

/** The five levels of spec §3.3, in depth order (depth = index + 1). */
export const HIERARCHY_LEVELS = ["division", "section", "subsection", "unit", "subunit"] as const;
export const MAX_HIERARCHY_DEPTH = HIERARCHY_LEVELS.length;

export type HierarchyNodeRow = typeof hierarchyNode.$inferSelect;
export type GradeRow = typeof grade.$inferSelect;

/** A node as callers describe a tree; depth and parent codes are derived from the nesting. */
export interface HierarchyTreeNode {
  code: string;
  name: string;
  children?: HierarchyTreeNode[];
}

interface OrgRef {
  id: number;
  tenantId: number;
}

type NodeInsert = typeof hierarchyNode.$inferInsert;

function flatten(org: OrgRef, nodes: HierarchyTreeNode[], depth: number, parent: string, out: NodeInsert[]) {
  if (depth > MAX_HIERARCHY_DEPTH) {
    throw new ValidationError(`所属の階層は${MAX_HIERARCHY_DEPTH}階層までです。`);
  }
  nodes.forEach((node, i) => {
    if (isReservedDivisionCd(node.code)) throw new ValidationError(`${RESERVED_DIVISION_CD_MESSAGE}。`);
    out.push({
      tenantId: org.tenantId,
      organizationId: org.id,
      depth,
      divisionCd: node.code,
      parentDivisionCd: parent,
      name: node.name,
      sortOrder: i + 1,
    });
    if (node.children) flatten(org, node.children, depth + 1, node.code, out);
  });
}

/** Inserts a whole tree for one organisation; codes must be unique within the organisation. */
export async function createHierarchy(db: Db, org: OrgRef, roots: HierarchyTreeNode[]): Promise<number> {
  const rows: NodeInsert[] = [];
  flatten(org, roots, 1, ROOT_PARENT_CD, rows);
  const codes = new Set(rows.map((r) => r.divisionCd));
  if (codes.size !== rows.length) throw new ValidationError("所属コードが重複しています。");
  // A school tree has hundreds of nodes at most; chunks keep each statement well under the parameter limit.
  for (let i = 0; i < rows.length; i += 500) await db.insert(hierarchyNode).values(rows.slice(i, i + 500));
  return rows.length;
}

export async function listHierarchyNodes(db: Db, organizationId: number): Promise<HierarchyNodeRow[]> {
  return db
    .select()
    .from(hierarchyNode)
    .where(eq(hierarchyNode.organizationId, organizationId))
    .orderBy(asc(hierarchyNode.depth), asc(hierarchyNode.sortOrder), asc(hierarchyNode.id));
}

/**
 * Every root-to-leaf path as node lists, in tree order. A member sits on one path: its division_cd …
 * subunit_cd are the codes along it (shorter paths leave the deeper codes empty).
 */
export function hierarchyPaths(
  nodes: Pick<HierarchyNodeRow, "divisionCd" | "parentDivisionCd" | "name" | "sortOrder">[],
) {
  type Node = (typeof nodes)[number];
  const children = new Map<string, Node[]>();
  for (const n of nodes) {
    const list = children.get(n.parentDivisionCd) ?? [];
    list.push(n);
    children.set(n.parentDivisionCd, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.sortOrder - b.sortOrder);
  const paths: Node[][] = [];
  const walk = (parent: string, trail: Node[]) => {
    for (const node of children.get(parent) ?? []) {
      const next = [...trail, node];
      if (children.has(node.divisionCd)) walk(node.divisionCd, next);
      else paths.push(next);
    }
  };
  walk(ROOT_PARENT_CD, []);
  return paths;
}

export async function createGrades(db: Db, org: OrgRef, grades: { gradeCd: number; name: string }[]) {
  if (grades.length === 0) return;
  await db
    .insert(grade)
    .values(
      grades.map((g, i) => ({ ...g, tenantId: org.tenantId, organizationId: org.id, sortOrder: i + 1 })),
    );
}

export async function listGrades(db: Db, organizationId: number): Promise<GradeRow[]> {
  return db
    .select()
    .from(grade)
    .where(eq(grade.organizationId, organizationId))
    .orderBy(asc(grade.sortOrder));
}
