// Test-side helpers of the member roster tests (not loaded by the app): a school with a hierarchy,
// grades, import fields and logged-in users of each reference authority.
import { GradePermission, ListReferenceAuthority, ProcessMode } from "@gakumu/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createTestUser, loginAs } from "../../../test/auth-helpers";
import {
  assignSet,
  createPermissionTenant,
  type PermissionTenant,
} from "../../../test/permissions/permission-fixtures";
import type { Db } from "../../db/client";
import { createGrades, createHierarchy } from "../../platform/hierarchy/hierarchy.service";
import { assignPermission } from "../../platform/permissions/login-user-permissions";
import { createMemberImportFields, insertMembersBatch, type NewMember } from "./members.service";
import { member, memberImportField } from "./members.tables";

export interface MemberSchool extends PermissionTenant {
  org: { id: number; tenantId: number };
  /** Users: admin (all), viewer (reference only), scoped (authority 1 on F1 = 普通科 1年), own (2). */
  users: { scopedId: number; ownId: number };
}

/**
 * 普通科 (FUTSU) › 1年 (F1) › A組 (F1A) / B組 (F1B), 普通科 › 2年 (F2) › A組 (F2A), 理数科 (RIKA) › 1年 (R1).
 * Grades 1–3. fax_no is switched off, mail_address is required.
 */
export async function createMemberSchool(db: Db): Promise<MemberSchool> {
  const t = await createPermissionTenant(db);
  const org = { id: t.organization.id, tenantId: t.tenant.id };
  await createHierarchy(db, org, [
    {
      code: "FUTSU",
      name: "普通科",
      children: [
        {
          code: "F1",
          name: "1年",
          children: [
            { code: "F1A", name: "A組" },
            { code: "F1B", name: "B組" },
          ],
        },
        { code: "F2", name: "2年", children: [{ code: "F2A", name: "A組" }] },
      ],
    },
    { code: "RIKA", name: "理数科", children: [{ code: "R1", name: "1年" }] },
  ]);
  await createGrades(db, org, [
    { gradeCd: 1, name: "1年" },
    { gradeCd: 2, name: "2年" },
    { gradeCd: 3, name: "3年" },
  ]);
  await createMemberImportFields(db, org, {
    titles: { division_cd: "学科", section_cd: "学年" },
    unused: ["fax_no"],
  });
  await db
    .update(memberImportField)
    .set({ isRequired: true })
    .where(
      and(eq(memberImportField.organizationId, org.id), eq(memberImportField.fieldName, "mail_address")),
    );

  const scoped = await createTestUser(db, t.tenant, t.organization, "scoped");
  const own = await createTestUser(db, t.tenant, t.organization, "own");
  const target = (loginUserId: number) => ({
    tenantId: t.tenant.id,
    loginUserId,
    organizationId: t.organization.id,
    processMode: ProcessMode.NORMAL,
  });
  await assignPermission(db, target(scoped.id), {
    permissionSetId: t.sets.administrator,
    referenceAuthority: ListReferenceAuthority.ORGANIZATION,
    gradePermission: GradePermission.NONE,
    scopes: [{ dataType: "PERMISSION", divisionCd: "F1" }],
  });
  await assignSet(db, t, own, t.sets.administrator, ListReferenceAuthority.ONLY_MYSELF);
  return { ...t, org, users: { scopedId: scoped.id, ownId: own.id } };
}

/** A member row on 普通科 1年 A組, grade 1, valid all year round, overridable field by field. */
export function memberRow(school: MemberSchool, memberId: string, extra: Partial<NewMember> = {}): NewMember {
  return {
    tenantId: school.tenant.id,
    organizationId: school.organization.id,
    memberId,
    name: `生徒　${memberId}`,
    nameKana: "セイト",
    grade: 1,
    divisionCd: "FUTSU",
    sectionCd: "F1",
    subsectionCd: "F1A",
    mailAddress: `${memberId.toLowerCase()}@example.jp`,
    ...extra,
  };
}

export async function addMembers(db: Db, rows: NewMember[]): Promise<void> {
  await insertMembersBatch(db, rows);
}

/** Session headers for each user of the school. */
export async function loginAll(app: FastifyInstance, school: MemberSchool) {
  const as = (displayUserId: string) => loginAs(app, { tenantCd: school.tenant.tenantCd, displayUserId });
  return {
    admin: await as("admin"),
    viewer: await as("viewer"),
    scoped: await as("scoped"),
    own: await as("own"),
  };
}

/** The member row's id by member id (tests write rows in bulk, then address them by id). */
export async function idOf(db: Db, organizationId: number, memberId: string): Promise<number> {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(
      and(eq(member.organizationId, organizationId), eq(member.memberId, memberId), isNull(member.deletedAt)),
    );
  if (!row) throw new Error(`no member ${memberId}`);
  return row.id;
}

const FUTURE = "2999-01-01";
const PAST = "2000-03-31";

/**
 * The search tests' roster: S001–S006 live normal members (S002 before its period, S003 past it, S004
 * pending on leave in 理数科, S006 registered by "own"), an alumnus A001, a deleted D001, and the
 * other school's S001.
 */
export async function seedSearchRoster(db: Db, school: MemberSchool, other: MemberSchool): Promise<void> {
  const m = (id: string, extra: Parameters<typeof memberRow>[2] = {}) => memberRow(school, id, extra);
  const f2a = { grade: 2, sectionCd: "F2", subsectionCd: "F2A" };
  await addMembers(db, [
    m("S001", { name: "佐藤　太郎", nameKana: "サトウ　タロウ", genderCd: 1 }),
    m("S002", {
      name: "鈴木　花子",
      nameKana: "スズキ　ハナコ",
      genderCd: 2,
      subsectionCd: "F1B",
      validStart: FUTURE,
    }),
    m("S003", { name: "高橋　一郎", nameKana: "タカハシ　イチロウ", ...f2a, validEnd: PAST }),
    m("S004", {
      name: "田中　次郎",
      nameKana: "タナカ　ジロウ",
      divisionCd: "RIKA",
      sectionCd: "R1",
      subsectionCd: null,
      status: "PENDING",
      enrollmentStatus: 2,
    }),
    m("S005", {
      name: "佐藤　花子",
      nameKana: "サトウ　ハナコ",
      genderCd: 2,
      examineesNo: "E1234",
      ...f2a,
    }),
    m("S006", {
      name: "伊藤　三郎",
      nameKana: "イトウ　サブロウ",
      grade: 3,
      divisionCd: "RIKA",
      sectionCd: "R1",
      subsectionCd: null,
      createdByLoginUserId: school.users.ownId,
    }),
    m("A001", { name: "卒業　一子", processMode: 1, enrollmentStatus: 6 }),
    m("D001", { name: "佐藤　削除" }),
  ]);
  await db.update(member).set({ deletedAt: new Date() }).where(eq(member.memberId, "D001"));
  await addMembers(db, [memberRow(other, "S001", { name: "佐藤　他校" })]);
}
