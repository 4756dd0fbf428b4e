import { GradePermission, ListReferenceAuthority, ProcessMode } from "@gakumu/domain";
import { eq, inArray } from "drizzle-orm";
import { member } from "../../src/modules/members/members.tables";
import { assignPermission } from "../../src/platform/permissions/login-user-permissions";
import { createTestUser, loginAs } from "../auth-helpers";
import { expectCall, type FactoryContext, type Headers, newHierarchyNode, uniqueCode } from "../factories";
import { type Intruder, seedIntruder, seedVictim, type Victim } from "../isolation/seed-tenants";

/**
 * The school of the row-scope walk. It is the tenant isolation walk's victim tenant (one of every
 * entity kind, all about its member `a.member`, placed in the class `a.childNode`), with a second class
 * beside that one and a member in it. The walk's staff see only that second class (reference 1), or
 * only the members they registered themselves (reference 2, none): to both of them `a.member` and the
 * alumnus are outside, and every route must answer 404 about them or leave them out.
 */
export interface ScopeSchool {
  a: Victim;
  /** Another tenant: some planned calls name its rows, as the isolation walk's do. */
  b: Intruder;
  /** The class the class teacher sees. */
  ownClass: { divisionCd: string };
  /** A member of that class: what the teacher's lists may show. */
  inside: { id: number; memberId: string };
  /** Members outside both callers' scope. */
  outside: { ids: number[]; codes: string[] };
  /** The class teacher of ownClass (reference 1) and a staff member of reference 2. */
  callers: { teacher: Headers; onlyMyself: Headers };
}

/** Text carried by the outside member's name: an answer holding it has shown that member. */
export const OUTSIDE_NAME = "ZZOUTSIDE";

export async function seedScopeSchool(t: FactoryContext): Promise<ScopeSchool> {
  const a = await seedVictim(t);
  const b = await seedIntruder(t);
  const db = t.database.db;
  // The outside member's name says so, before anything (deliveries, logs) copies it.
  a.member.name = `${OUTSIDE_NAME}　圏外`;
  await db.update(member).set({ name: a.member.name }).where(eq(member.id, a.member.id));
  const ownClass = await newHierarchyNode(t, a.s, { parentDivisionCd: a.node.divisionCd });
  const insideCode = uniqueCode("IN");
  const created = await expectCall(
    t,
    {
      method: "POST",
      url: "/app/api/v2/members",
      headers: a.s.headers,
      payload: {
        member_id: insideCode,
        name: "担任　組内",
        name_kana: "クミウチ",
        mail_address: `${insideCode.toLowerCase()}@example.jp`,
        grade: String(a.grade.gradeCd),
        division_cd: a.node.divisionCd,
        section_cd: ownClass.divisionCd,
        attributes: {},
      },
    },
    201,
  );
  const target = (loginUserId: number) => ({
    tenantId: a.s.tenant.id,
    loginUserId,
    organizationId: a.s.organization.id,
    processMode: ProcessMode.NORMAL,
  });
  const staff = async (displayUserId: string, authority: number, nodes: string[]) => {
    const user = await createTestUser(db, a.s.tenant, a.s.organization, displayUserId);
    await assignPermission(db, target(user.id), {
      permissionSetId: a.s.sets.administrator,
      referenceAuthority: authority as never,
      gradePermission: GradePermission.NONE,
      scopes: nodes.map((divisionCd) => ({ dataType: "PERMISSION" as const, divisionCd })),
    });
    return loginAs(t.app, { tenantCd: a.s.tenant.tenantCd, displayUserId });
  };
  const outsideRows = await db
    .select({ memberId: member.memberId })
    .from(member)
    .where(inArray(member.id, [a.member.id, a.alumnus.id]));
  return {
    a,
    b,
    ownClass,
    inside: { id: created.json().member.id, memberId: insideCode },
    outside: { ids: [a.member.id, a.alumnus.id], codes: outsideRows.map((r) => r.memberId) },
    callers: {
      teacher: await staff("teacher", ListReferenceAuthority.ORGANIZATION, [ownClass.divisionCd]),
      onlyMyself: await staff("myself", ListReferenceAuthority.ONLY_MYSELF, []),
    },
  };
}
