import { ListReferenceAuthority, NO_RECIPIENTS_MESSAGE, ProcessMode, PushTarget } from "@gakumu/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contextFor } from "../../../test/permissions/permission-fixtures";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { memberAttribute } from "./member-attributes.tables";
import {
  addMembers,
  createMemberSchool,
  idOf,
  type MemberSchool,
  memberRow,
} from "./member-fixtures.testing";
import { countTargetMembers, requireTargetMemberIds, resolveTargetMemberIds } from "./member-targets";
import { member } from "./members.tables";

describe("member-targets: who a notification reaches", () => {
  let database: Database;
  let school: MemberSchool;
  let other: MemberSchool;
  const id: Record<string, number> = {};
  const TODAY = "2026-06-01";

  const target = (input: Parameters<typeof PushTarget.parse>[0]) => PushTarget.parse(input);
  const admin = () => contextFor(school, school.admin);
  const names = async (
    input: Parameters<typeof PushTarget.parse>[0],
    extra: { groupMemberIds?: number[] } = {},
  ) => {
    const ids = await resolveTargetMemberIds(database.db, admin(), target(input), { today: TODAY, ...extra });
    const byId = new Map(Object.entries(id).map(([k, v]) => [v, k]));
    return ids.map((i) => byId.get(i));
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    school = await createMemberSchool(database.db);
    other = await createMemberSchool(database.db);
    await database.db.insert(memberAttribute).values({
      tenantId: school.tenant.id,
      organizationId: school.organization.id,
      attributeCd: "club",
      name: "部活動",
      attributeType: "SELECT",
      options: ["吹奏楽部", "野球部"],
    });
    const m = (code: string, extra: Parameters<typeof memberRow>[2] = {}) => memberRow(school, code, extra);
    await addMembers(database.db, [
      // 普通科 1年 A組, grade 1, 吹奏楽部
      m("A1", { attributes: { club: "吹奏楽部" } }),
      // 普通科 1年 B組, grade 1, valid from 2027
      m("B1", { subsectionCd: "F1B", validStart: "2027-04-01" }),
      // 普通科 2年 A組, grade 2, 野球部, valid until 2026-03-31
      m("C2", {
        grade: 2,
        sectionCd: "F2",
        subsectionCd: "F2A",
        attributes: { club: "野球部" },
        validEnd: "2026-03-31",
      }),
      // 理数科 1年, grade 1, marked expired by hand
      m("R1", {
        divisionCd: "RIKA",
        sectionCd: "R1",
        subsectionCd: null,
        status: "EXPIRED",
        attributes: { club: "吹奏楽部" },
      }),
      // 理数科 1年, grade 3
      m("R3", { divisionCd: "RIKA", sectionCd: "R1", subsectionCd: null, grade: 3 }),
      // an alumnus on 普通科: another process mode, never a target of the normal mode
      m("AL", { processMode: ProcessMode.ALUMNI }),
      // deleted
      m("DEL"),
    ]);
    await database.db
      .update(member)
      .set({ deletedAt: new Date() })
      .where(eq(member.id, await idOf(database.db, school.organization.id, "DEL")));
    await addMembers(database.db, [memberRow(other, "X1")]);
    for (const code of ["A1", "B1", "C2", "R1", "R3"])
      id[code] = await idOf(database.db, school.organization.id, code);
    id.X1 = await idOf(database.db, other.organization.id, "X1");
  });
  afterAll(() => database?.close());

  it("takes a node's whole subtree", async () => {
    expect(await names({ nodes: ["FUTSU"] })).toEqual(["A1", "B1", "C2"]);
    expect(await names({ nodes: ["F1"] })).toEqual(["A1", "B1"]);
    expect(await names({ nodes: ["F1A", "R1"] })).toEqual(["A1", "R1", "R3"]);
    // Classes of one depth under different parents: one array per level, still only those classes.
    expect(await names({ nodes: ["F1B", "F2A"] })).toEqual(["B1", "C2"]);
    expect(await names({ nodes: ["FUTSU", "RIKA", "F2A"] })).toEqual(["A1", "B1", "C2", "R1", "R3"]);
  });

  it("narrows nodes by grade and attribute, and takes a grade alone across the school", async () => {
    expect(await names({ nodes: ["RIKA"], grades: [1] })).toEqual(["R1"]);
    expect(await names({ grades: [1] })).toEqual(["A1", "B1", "R1"]);
    expect(await names({ grades: [1], attributes: [{ attributeCd: "club", value: "吹奏楽部" }] })).toEqual([
      "A1",
      "R1",
    ]);
    expect(await names({ attributes: [{ attributeCd: "club", value: "野球部" }] })).toEqual(["C2"]);
  });

  it("unites groups and individual members with the placement", async () => {
    expect(await names({ nodes: ["F1A"], memberIds: [id.R3!] })).toEqual(["A1", "R3"]);
    expect(await names({ groupIds: [1] }, { groupMemberIds: [id.C2!, id.R1!] })).toEqual(["C2", "R1"]);
    expect(
      await names({ nodes: ["F2"], groupIds: [1], memberIds: [id.C2!] }, { groupMemberIds: [id.C2!] }),
    ).toEqual(["C2"]);
  });

  it("keeps only today's valid members with send target VALID", async () => {
    expect(await names({ nodes: ["FUTSU", "RIKA"], sendTarget: "VALID" })).toEqual(["A1", "R3"]);
    expect(await names({ nodes: ["FUTSU", "RIKA"], sendTarget: "ALL" })).toEqual([
      "A1",
      "B1",
      "C2",
      "R1",
      "R3",
    ]);
    // B1 becomes valid on its first day.
    const onStart = await resolveTargetMemberIds(
      database.db,
      admin(),
      target({ nodes: ["F1B"], sendTarget: "VALID" }),
      {
        today: "2027-04-01",
      },
    );
    expect(onStart).toEqual([id.B1]);
  });

  it("counts what it resolves", async () => {
    const t = target({ nodes: ["FUTSU"], grades: [1, 2], memberIds: [id.R3!] });
    expect(await countTargetMembers(database.db, admin(), t, { today: TODAY })).toBe(4);
  });

  it("never reaches another organisation's, a deleted or an alumni member, even by id", async () => {
    expect(await names({ memberIds: [id.X1!] }, { groupMemberIds: [id.X1!] })).toEqual([]);
    expect(await names({ nodes: ["FUTSU"] })).not.toContain("AL");
  });

  it("stays within the sender's reference authority", async () => {
    const scoped = {
      ...contextFor(school, { id: school.users.scopedId, displayUserId: "scoped" }),
      authority: { ...admin().authority, reference: ListReferenceAuthority.ORGANIZATION },
    };
    const ids = await resolveTargetMemberIds(database.db, scoped, target({ nodes: ["FUTSU", "RIKA"] }));
    expect(ids).toEqual([id.A1, id.B1]);
  });

  it("reaches nobody when nothing is chosen, and says so in Japanese when sending", async () => {
    expect(await names({})).toEqual([]);
    expect(await countTargetMembers(database.db, admin(), target({ sendTarget: "VALID" }))).toBe(0);
    await expect(
      requireTargetMemberIds(database.db, admin(), target({ nodes: ["F1B"], sendTarget: "VALID" }), {
        today: TODAY,
      }),
    ).rejects.toMatchObject({ status: 400, message: NO_RECIPIENTS_MESSAGE });
  });

  it("refuses an attribute the organisation does not have", async () => {
    await expect(names({ attributes: [{ attributeCd: "nothing", value: "x" }] })).rejects.toMatchObject({
      status: 400,
      message: "指定された属性は存在しません。",
    });
  });
});
