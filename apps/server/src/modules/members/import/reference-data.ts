import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { listGrades, listHierarchyNodes } from "../../../platform/hierarchy/hierarchy.service";
import { member } from "../members.tables";
import type { ImportScope } from "./import-scope";

export interface NodeInfo {
  parentDivisionCd: string;
  depth: number;
  disabled: boolean;
}

/** A member already in the organisation and mode, as much as the import needs to decide and check. */
export interface ExistingMember {
  id: number;
  memberId: string;
  name: string;
  nameKana: string | null;
  validStart: string | null;
  validEnd: string | null;
  levels: (string | null)[];
}

/** What rows are checked against: the tree, the grade master and the members already there. */
export interface ReferenceData {
  nodes: ReadonlyMap<string, NodeInfo>;
  grades: ReadonlySet<number>;
  existing: ReadonlyMap<string, ExistingMember>;
}

/** Hierarchy nodes and grades of the organisation (a school has hundreds of nodes, read whole). */
async function loadMasters(db: Db, organizationId: number) {
  const [nodes, grades] = await Promise.all([
    listHierarchyNodes(db, organizationId),
    listGrades(db, organizationId),
  ]);
  return {
    nodes: new Map(
      nodes.map((n) => [
        n.divisionCd,
        {
          parentDivisionCd: n.parentDivisionCd,
          depth: n.depth,
          // Nodes may be switched off (kept for history, offered nowhere new); older trees have no flag.
          disabled: Boolean((n as { disabled?: boolean }).disabled),
        },
      ]),
    ),
    grades: new Set(grades.map((g) => g.gradeCd)),
  };
}

/** Every live member of the organisation and mode: one narrow query, ~50,000 rows at most in practice. */
export async function loadExistingMembers(db: Db, scope: ImportScope): Promise<Map<string, ExistingMember>> {
  const rows = await db
    .select({
      id: member.id,
      memberId: member.memberId,
      name: member.name,
      nameKana: member.nameKana,
      validStart: member.validStart,
      validEnd: member.validEnd,
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
        eq(member.processMode, scope.processMode),
        isNull(member.deletedAt),
      ),
    );
  return new Map(
    rows.map((r) => [
      r.memberId,
      {
        id: r.id,
        memberId: r.memberId,
        name: r.name,
        nameKana: r.nameKana,
        validStart: r.validStart,
        validEnd: r.validEnd,
        levels: [r.divisionCd, r.sectionCd, r.subsectionCd, r.unitCd, r.subunitCd],
      },
    ]),
  );
}

export async function loadReferenceData(db: Db, scope: ImportScope): Promise<ReferenceData> {
  const [masters, existing] = await Promise.all([
    loadMasters(db, scope.organizationId),
    loadExistingMembers(db, scope),
  ]);
  return { ...masters, existing };
}
