import {
  type GroupMemberRow,
  type MemberAttributeDefinition,
  type MemberGroupRule,
  ProcessMode,
} from "@gakumu/domain";
import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ValidationError } from "../../platform/errors/app-error";
import { listGrades, listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import { listMemberAttributes, toAttributeDefinition } from "./member-attributes.service";
import { attributeCondition, keywordCondition } from "./member-filter";
import { type HierarchyIndex, loadHierarchy, subtreesCondition } from "./member-hierarchy";
import { type MemberViewer, memberVisibilityScope } from "./member-visibility";
import { member } from "./members.tables";

// What the member-groups module reads of members (配信グループ管理): members of one organisation and
// process mode found by member id, by fragment, by a group's rule, and pages of a group's members.
// The group module passes its member list as a subquery, so the join stays in one statement here.

/** The organisation and process mode a group belongs to. */
export interface GroupOwner {
  tenantId: number;
  organizationId: number;
  processMode: number;
  /**
   * The members a staff caller may see (spec §6, memberVisibility): picks, pastes, pages and rule
   * counts keep to them. Absent when the caller sees everyone, and in a build job acting for the group.
   */
  seen?: SQL;
}

/** The group owner as a staff caller sees it: their organisation, process mode and members. */
export async function groupViewer(db: Db, viewer: MemberViewer): Promise<GroupOwner> {
  const { condition, everyone } = await memberVisibilityScope(db, viewer);
  return {
    tenantId: viewer.tenantId,
    organizationId: viewer.organizationId,
    processMode: viewer.processMode,
    seen: everyone ? undefined : condition,
  };
}

/** Ids per `IN (…)` list: well below PostgreSQL's 65,535 parameters of one statement. */
const CHUNK = 5000;

const liveIn = (owner: GroupOwner) =>
  and(
    eq(member.tenantId, owner.tenantId),
    eq(member.organizationId, owner.organizationId),
    eq(member.processMode, owner.processMode),
    isNull(member.deletedAt),
    owner.seen,
  );

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** member.id of each live member whose member id (学籍番号) is listed; unknown ids are absent. */
export async function memberIdsByCode(
  db: Db,
  owner: GroupOwner,
  codes: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const part of chunks([...new Set(codes)])) {
    const rows = await db
      .select({ id: member.id, memberId: member.memberId })
      .from(member)
      .where(and(liveIn(owner), inArray(member.memberId, part)));
    for (const row of rows) found.set(row.memberId, row.id);
  }
  return found;
}

/** Which of `ids` (member.id) are live members of the owner: picks from another school are not. */
export async function liveMemberIdsOf(db: Db, owner: GroupOwner, ids: readonly number[]): Promise<number[]> {
  const out: number[] = [];
  for (const part of chunks([...new Set(ids)])) {
    const rows = await db
      .select({ id: member.id })
      .from(member)
      .where(and(liveIn(owner), inArray(member.id, part)));
    for (const row of rows) out.push(row.id);
  }
  return out;
}

/** The live members among a subquery's member ids (deleted members stay in groups but get nothing). */
export async function liveMemberIdsIn(db: Db, tenantId: number, memberIds: SQL): Promise<number[]> {
  const rows = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.tenantId, tenantId), isNull(member.deletedAt), sql`${member.id} in (${memberIds})`))
    .orderBy(asc(member.id));
  return rows.map((r) => r.id);
}

/** How many live members a subquery's member ids hold. */
export async function countLiveMembersIn(db: Db, tenantId: number, memberIds: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(member)
    .where(and(eq(member.tenantId, tenantId), isNull(member.deletedAt), sql`${member.id} in (${memberIds})`));
  return row?.n ?? 0;
}

export interface GroupMemberPageQuery {
  keyword: string;
  page: number;
  pageSize: number;
}

/**
 * A page of live members ordered by member id: the group's own (`within` set) or every member of the
 * owner (picker); `marked` flags those in a group (the picker's 「追加済み」).
 */
export async function pageMembersForGroup(
  db: Db,
  owner: GroupOwner,
  query: GroupMemberPageQuery,
  options: { within?: SQL; marked?: SQL },
): Promise<{ total: number; items: (GroupMemberRow & { inGroup: boolean })[] }> {
  const where = and(
    liveIn(owner),
    options.within ? sql`${member.id} in (${options.within})` : undefined,
    keywordCondition(query.keyword),
  );
  const [counted] = await db.select({ n: count() }).from(member).where(where);
  const total = counted?.n ?? 0;
  if (total === 0) return { total, items: [] };
  const rows = await db
    .select({
      id: member.id,
      memberId: member.memberId,
      name: member.name,
      nameKana: member.nameKana,
      grade: member.grade,
      divisionCd: member.divisionCd,
      sectionCd: member.sectionCd,
      subsectionCd: member.subsectionCd,
      unitCd: member.unitCd,
      subunitCd: member.subunitCd,
      inGroup: options.marked ? sql<boolean>`${member.id} in (${options.marked})` : sql<boolean>`false`,
    })
    .from(member)
    .where(where)
    .orderBy(asc(member.memberId), asc(member.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [hierarchy, grades] = [
    await loadHierarchy(db, owner.organizationId),
    await listGrades(db, owner.organizationId),
  ];
  const gradeNames = new Map(grades.map((g) => [g.gradeCd, g.name]));
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      memberId: row.memberId,
      name: row.name,
      nameKana: row.nameKana,
      grade: row.grade,
      gradeName: row.grade === null ? null : (gradeNames.get(row.grade) ?? null),
      hierarchyNames: hierarchy.namesOf([
        row.divisionCd,
        row.sectionCd,
        row.subsectionCd,
        row.unitCd,
        row.subunitCd,
      ]),
      inGroup: Boolean(row.inGroup),
    })),
  };
}

/** Alumni keep the normal mode's attributes (as the member screens do). */
const definitionModeOf = (processMode: number) =>
  processMode === ProcessMode.ALUMNI ? ProcessMode.NORMAL : processMode;

/** Why a rule cannot be applied (an attribute deleted since it was saved, a value of the wrong type). */
export class GroupRuleError extends Error {}

function attributeValueCondition(definition: MemberAttributeDefinition, value: string): SQL {
  try {
    return attributeCondition(definition, value);
  } catch (error) {
    if (error instanceof ValidationError)
      throw new GroupRuleError(`属性「${definition.name}」の値「${value}」：${error.message}`);
    throw error;
  }
}

async function ruleCondition(db: Db, owner: GroupOwner, rule: MemberGroupRule): Promise<SQL> {
  const parts: (SQL | undefined)[] = [liveIn(owner)];
  if (rule.divisionCds.length > 0) {
    const hierarchy: HierarchyIndex = await loadHierarchy(db, owner.organizationId);
    parts.push(subtreesCondition(hierarchy, rule.divisionCds));
  }
  if (rule.grades.length > 0) parts.push(inArray(member.grade, rule.grades));
  if (rule.attributes.length > 0) {
    const definitions = await listMemberAttributes(db, owner, definitionModeOf(owner.processMode));
    for (const condition of rule.attributes) {
      const row = definitions.find((d) => d.attributeCd === condition.attributeCd);
      if (!row)
        throw new GroupRuleError(
          `属性「${condition.attributeCd}」は削除されています。条件を見直してください。`,
        );
      const definition = toAttributeDefinition(row);
      // The member list's and the push target's attribute condition, one per value, any of them.
      parts.push(or(...condition.values.map((value) => attributeValueCondition(definition, value))));
    }
  }
  return and(...parts) as SQL;
}

/** The members a rule takes now, counted (the editor's preview and the build's progress total). */
export async function countRuleMembers(db: Db, owner: GroupOwner, rule: MemberGroupRule): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(member)
    .where(await ruleCondition(db, owner, rule));
  return row?.n ?? 0;
}

/**
 * The members a rule takes, in batches of member.id ascending (keyset: each batch starts after the
 * last id of the one before), so a build reports progress and stops between batches.
 */
export async function* ruleMemberIdBatches(
  db: Db,
  owner: GroupOwner,
  rule: MemberGroupRule,
  batchSize: number,
): AsyncGenerator<number[]> {
  const condition = await ruleCondition(db, owner, rule);
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: member.id })
      .from(member)
      .where(and(condition, sql`${member.id} > ${after}`))
      .orderBy(asc(member.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map((r) => r.id);
    after = rows[rows.length - 1]!.id;
    if (rows.length < batchSize) return;
  }
}

/** What a rule may name: the hierarchy (indented by depth), grades, and attributes with choices. */
export async function groupRuleOptions(db: Db, owner: GroupOwner) {
  const ordered = orderAsTree(await listHierarchyNodes(db, owner.organizationId));
  const grades = await listGrades(db, owner.organizationId);
  const attributes = await listMemberAttributes(db, owner, definitionModeOf(owner.processMode));
  return {
    nodes: ordered,
    grades: grades.map((g) => ({ grade: g.gradeCd, name: g.name })),
    attributes: attributes
      .filter((a) => a.attributeType === "SELECT" || a.attributeType === "MULTIPLE")
      .map((a) => ({ attributeCd: a.attributeCd, name: a.name, options: a.options })),
  };
}

type NodeRow = Awaited<ReturnType<typeof listHierarchyNodes>>[number];

/** Nodes depth-first (each parent before its children, siblings in their order) for an indented list. */
function orderAsTree(nodes: readonly NodeRow[]) {
  const children = new Map<string, NodeRow[]>();
  for (const node of nodes) {
    const list = children.get(node.parentDivisionCd) ?? [];
    list.push(node);
    children.set(node.parentDivisionCd, list);
  }
  const out: { divisionCd: string; name: string; depth: number }[] = [];
  const seen = new Set<string>();
  const walk = (parent: string) => {
    for (const node of children.get(parent) ?? []) {
      if (seen.has(node.divisionCd)) continue;
      seen.add(node.divisionCd);
      out.push({ divisionCd: node.divisionCd, name: node.name, depth: node.depth });
      walk(node.divisionCd);
    }
  };
  walk("0");
  return out;
}
