import { GradePermission, ListReferenceAuthority, ProcessMode } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../../../test/auth-helpers";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { assignPermission } from "../../platform/permissions/login-user-permissions";
import {
  addMembers,
  createMemberSchool,
  idOf,
  type MemberSchool,
  memberRow,
} from "./member-fixtures.testing";
import { staffWhoSeeMember } from "./member-viewers";
import { memberVisibility } from "./member-visibility";
import { member } from "./members.tables";

// staffWhoSeeMember answers, for many staff at once, what memberVisibility answers for one caller:
// the two must never differ, or a notice would reach a teacher who cannot open the member it is about.

describe("staff who may see a member, all of them in one statement", () => {
  let database: Database;
  let school: MemberSchool;
  let staff: number[];
  const members: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    school = await createMemberSchool(database.db);
    const db = database.db;
    // A second-grade-only teacher of the whole school, and one scoped to 理数科 without grade limit.
    const gradeTwo = await createTestUser(db, school.tenant, school.organization, "grade2");
    const rika = await createTestUser(db, school.tenant, school.organization, "rika");
    const noPermission = await createTestUser(db, school.tenant, school.organization, "none");
    const target = (loginUserId: number) => ({
      tenantId: school.tenant.id,
      loginUserId,
      organizationId: school.organization.id,
      processMode: ProcessMode.NORMAL,
    });
    await assignPermission(db, target(gradeTwo.id), {
      permissionSetId: school.sets.administrator,
      referenceAuthority: ListReferenceAuthority.ALL,
      gradePermission: 2 as never,
      scopes: [],
    });
    await assignPermission(db, target(rika.id), {
      permissionSetId: school.sets.administrator,
      referenceAuthority: ListReferenceAuthority.ORGANIZATION,
      gradePermission: GradePermission.NONE,
      scopes: [{ dataType: "PERMISSION", divisionCd: "RIKA" }],
    });
    staff = [
      school.admin.id,
      school.viewer.id,
      school.users.scopedId,
      school.users.ownId,
      gradeTwo.id,
      rika.id,
      noPermission.id,
    ];
    await addMembers(db, [
      memberRow(school, "F1A-1"),
      memberRow(school, "F2A-2", { grade: 2, sectionCd: "F2", subsectionCd: "F2A" }),
      memberRow(school, "R1-1", { divisionCd: "RIKA", sectionCd: "R1", subsectionCd: null }),
      memberRow(school, "OWN-2", { grade: 2, createdByLoginUserId: school.users.ownId }),
      memberRow(school, "GONE"),
    ]);
    for (const no of ["F1A-1", "F2A-2", "R1-1", "OWN-2", "GONE"])
      members[no] = await idOf(db, school.organization.id, no);
    await db.update(member).set({ deletedAt: new Date() }).where(eq(member.id, members.GONE!));
  });
  afterAll(() => database?.close());

  it("gives, for every member, exactly the staff memberVisibility lets see them", async () => {
    const db = database.db;
    for (const [no, id] of Object.entries(members)) {
      const expected = new Set<number>();
      for (const loginUserId of staff) {
        const visible = await memberVisibility(db, {
          tenantId: school.tenant.id,
          organizationId: school.organization.id,
          processMode: ProcessMode.NORMAL,
          loginUserId,
        });
        const [row] = await db
          .select({ id: member.id })
          .from(member)
          .where(and(visible, eq(member.id, id)));
        if (row) expected.add(loginUserId);
      }
      expect(await staffWhoSeeMember(db, school.tenant.id, id, staff), no).toEqual(expected);
    }
    // The cases that matter, spelled out.
    const seeing = async (no: string) => staffWhoSeeMember(db, school.tenant.id, members[no]!, staff);
    expect((await seeing("R1-1")).has(school.users.scopedId)).toBe(false);
    expect((await seeing("F1A-1")).has(school.users.scopedId)).toBe(true);
    expect((await seeing("OWN-2")).has(school.users.ownId)).toBe(true);
    expect((await seeing("F1A-1")).has(school.users.ownId)).toBe(false);
    expect((await seeing("GONE")).size).toBe(0);
  });

  it("finds nobody in another tenant and nobody for an empty list", async () => {
    const db = database.db;
    expect((await staffWhoSeeMember(db, school.tenant.id + 10_000, members["F1A-1"]!, staff)).size).toBe(0);
    expect((await staffWhoSeeMember(db, school.tenant.id, members["F1A-1"]!, [])).size).toBe(0);
  });
});
