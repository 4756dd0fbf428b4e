import { ProcessMode } from "@gakumu/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { usePermissionTestApp } from "../../../test/permissions/permission-test-app";
import {
  addMembers,
  createMemberSchool,
  idOf,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { member } from "../members/members.tables";
import { groupMemberIds, groupNamesByIds, listGroupsForPicker } from "./group-targets";
import { memberGroup, memberGroupMember } from "./member-groups.tables";

describe("group targets for push notifications", () => {
  const t = usePermissionTestApp();
  let school: MemberSchool;
  let other: MemberSchool;
  const owner = () => ({
    tenantId: school.tenant.id,
    organizationId: school.organization.id,
    processMode: ProcessMode.NORMAL,
  });

  async function group(s: MemberSchool, name: string, memberIds: number[]) {
    const db = t.database.db;
    const [row] = await db
      .insert(memberGroup)
      .values({
        tenantId: s.tenant.id,
        organizationId: s.organization.id,
        name,
        kind: "STATIC",
        workStatus: "SUCCESS",
        memberCount: memberIds.length,
      })
      .returning();
    if (memberIds.length > 0)
      await db
        .insert(memberGroupMember)
        .values(memberIds.map((memberId) => ({ groupId: row!.id, memberId, tenantId: s.tenant.id })));
    return row!.id;
  }

  let band: number;
  let soccer: number;
  let foreign: number;
  let ids: number[];

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    other = await createMemberSchool(db);
    await addMembers(
      db,
      ["T1", "T2", "T3"].map((code) => memberRow(school, code)),
    );
    await addMembers(db, [memberRow(other, "X1")]);
    ids = await Promise.all(["T1", "T2", "T3"].map((code) => idOf(db, school.organization.id, code)));
    band = await group(school, "吹奏楽部", [ids[0]!, ids[1]!]);
    soccer = await group(school, "サッカー部", [ids[1]!, ids[2]!]);
    foreign = await group(other, "他校", [await idOf(db, other.organization.id, "X1")]);
  });

  it("resolves groups to their live members, each once, within the tenant", async () => {
    const db = t.database.db;
    expect(await groupMemberIds(db, school.tenant.id, [band, soccer])).toEqual(
      [...ids].sort((a, b) => a - b),
    );
    expect(await groupMemberIds(db, school.tenant.id, [foreign])).toEqual([]);
    expect(await groupMemberIds(db, school.tenant.id, [])).toEqual([]);
    await db.update(member).set({ deletedAt: new Date() }).where(eq(member.id, ids[0]!));
    expect(await groupMemberIds(db, school.tenant.id, [band])).toEqual([ids[1]]);
  });

  it("lists the organisation's groups by name for a picker, and names groups by id", async () => {
    const db = t.database.db;
    const items = await listGroupsForPicker(db, owner());
    expect(items.map((i) => i.name)).toEqual(["サッカー部", "吹奏楽部"]);
    expect(items[0]).toMatchObject({ kind: "STATIC", memberCount: 2, workStatus: "SUCCESS" });
    const names = await groupNamesByIds(db, school.tenant.id, [band, foreign]);
    expect([...names.entries()]).toEqual([[band, "吹奏楽部"]]);
  });
});
