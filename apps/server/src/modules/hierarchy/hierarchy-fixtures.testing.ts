import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { loginAs } from "../../../test/auth-helpers";
import { createPermissionTenant, type PermissionTenant } from "../../../test/permissions/permission-fixtures";
import type { Db } from "../../db/client";
import { createGrades, createHierarchy } from "../../platform/hierarchy/hierarchy.service";
import { insertMembersBatch } from "../members/members.service";
import { member } from "../members/members.tables";

// Test data for the hierarchy module's API tests; each test builds its own tenant from these.

/**
 * D1 普通科 ─ C1 総合コース ─ G1 1年 ─ K1 1組 ─ H1 1班
 *          │                        └ K2 2組
 *          └ C2 特進コース
 * D2 国際科
 */
export const FIXTURE_TREE = [
  {
    code: "D1",
    name: "普通科",
    children: [
      {
        code: "C1",
        name: "総合コース",
        children: [
          {
            code: "G1",
            name: "1年",
            children: [
              { code: "K1", name: "1組", children: [{ code: "H1", name: "1班" }] },
              { code: "K2", name: "2組" },
            ],
          },
        ],
      },
      { code: "C2", name: "特進コース" },
    ],
  },
  { code: "D2", name: "国際科" },
];

type Path = [string?, string?, string?, string?, string?];

/** Members by id with their path; `deleted` ones are logically deleted, mode 1 ones alumni. */
export const FIXTURE_MEMBERS: {
  memberId: string;
  path: Path;
  grade: number;
  processMode?: number;
  deleted?: boolean;
}[] = [
  { memberId: "S001", path: ["D1", "C1", "G1", "K1", "H1"], grade: 1 },
  { memberId: "S002", path: ["D1", "C1", "G1", "K2"], grade: 1 },
  { memberId: "S003", path: ["D1", "C2"], grade: 2 },
  { memberId: "S004", path: ["D2"], grade: 2 },
  { memberId: "S005", path: ["D1", "C1"], grade: 3, deleted: true },
  { memberId: "A001", path: ["D2"], grade: 3, processMode: 1 },
];

export interface TreeTenant extends PermissionTenant {
  adminHeaders: Record<string, string>;
}

/** A permission tenant with the fixture tree, grades 1–3, the fixture members and admin logged in. */
export async function createTreeTenant(app: FastifyInstance, db: Db): Promise<TreeTenant> {
  const t = await createPermissionTenant(db);
  const org = { id: t.organization.id, tenantId: t.tenant.id };
  await createHierarchy(db, org, FIXTURE_TREE);
  await createGrades(db, org, [
    { gradeCd: 1, name: "1年" },
    { gradeCd: 2, name: "2年" },
    { gradeCd: 3, name: "3年" },
  ]);
  await insertMembersBatch(
    db,
    FIXTURE_MEMBERS.map((m) => ({
      tenantId: t.tenant.id,
      organizationId: t.organization.id,
      processMode: m.processMode ?? 0,
      memberId: m.memberId,
      name: `生徒 ${m.memberId}`,
      grade: m.grade,
      divisionCd: m.path[0] ?? null,
      sectionCd: m.path[1] ?? null,
      subsectionCd: m.path[2] ?? null,
      unitCd: m.path[3] ?? null,
      subunitCd: m.path[4] ?? null,
    })),
  );
  const deleted = FIXTURE_MEMBERS.filter((m) => m.deleted).map((m) => m.memberId);
  await db
    .update(member)
    .set({ deletedAt: new Date() })
    .where(and(eq(member.organizationId, t.organization.id), inArray(member.memberId, deleted)));
  const adminHeaders = await loginAs(app, { tenantCd: t.tenant.tenantCd, displayUserId: "admin" });
  return { ...t, adminHeaders };
}

/** Each member's path (the five codes joined by "/", trailing empty levels cut) and version, by member id. */
export async function memberPaths(db: Db, organizationId: number) {
  const rows = await db
    .select({
      memberId: member.memberId,
      d: member.divisionCd,
      s: member.sectionCd,
      ss: member.subsectionCd,
      u: member.unitCd,
      su: member.subunitCd,
      version: member.version,
    })
    .from(member)
    .where(eq(member.organizationId, organizationId));
  return Object.fromEntries(
    rows.map((r) => [
      r.memberId,
      {
        path: [r.d, r.s, r.ss, r.u, r.su]
          .map((c) => c ?? "")
          .join("/")
          .replace(/\/+$/, ""),
        version: r.version,
      },
    ]),
  );
}
