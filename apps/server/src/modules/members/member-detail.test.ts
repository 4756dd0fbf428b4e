import { beforeAll, describe, expect, it } from "vitest";
import { usePermissionTestApp } from "../../../test/permissions/permission-test-app";
import {
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  seedSearchRoster,
} from "./member-fixtures.testing";

const BASE = "/app/api/v2/members";

describe("member detail and list options API", () => {
  const t = usePermissionTestApp();
  let school: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let stranger: Record<string, string>;

  beforeAll(async () => {
    school = await createMemberSchool(t.database.db);
    const other = await createMemberSchool(t.database.db);
    await seedSearchRoster(t.database.db, school, other);
    as = await loginAll(t.app, school);
    stranger = (await loginAll(t.app, other)).admin;
  });

  it("reads one member's detail only where the list would show it", async () => {
    const s001 = await idOf(t.database.db, school.organization.id, "S001");
    const s004 = await idOf(t.database.db, school.organization.id, "S004");
    const detail = await t.app.inject({ url: `${BASE}/${s001}`, headers: as.viewer });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().member).toMatchObject({
      id: s001,
      version: 1,
      exactStatus: "AVAILABLE",
      fields: {
        member_id: "S001",
        name: "佐藤　太郎",
        grade: 1,
        division_cd: "FUTSU",
        is_dormitory: false,
        fax_no: null,
      },
      hierarchyNames: ["普通科", "1年", "A組"],
    });
    expect((await t.app.inject({ url: `${BASE}/${s004}`, headers: as.scoped })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${BASE}/${s001}`, headers: as.own })).statusCode).toBe(404);
    const foreign = await t.app.inject({ url: `${BASE}/${s001}`, headers: stranger });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("指定されたメンバーが見つかりません。");
    const alumnus = await idOf(t.database.db, school.organization.id, "A001");
    expect((await t.app.inject({ url: `${BASE}/${alumnus}`, headers: as.admin })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${BASE}/abc`, headers: as.admin })).statusCode).toBe(400);
  });

  it("offers the screen its hierarchy, grades, field settings and attributes", async () => {
    const res = await t.app.inject({ url: `${BASE}/options`, headers: as.viewer });
    expect(res.statusCode).toBe(200);
    const options = res.json();
    expect(options.hierarchy.map((n: { code: string }) => n.code).sort()).toEqual([
      "F1",
      "F1A",
      "F1B",
      "F2",
      "F2A",
      "FUTSU",
      "R1",
      "RIKA",
    ]);
    expect(options.hierarchy[0]).toEqual({
      code: "FUTSU",
      parentCode: "0",
      depth: 1,
      name: "普通科",
      disabled: false,
    });
    expect(options.grades).toEqual([
      { gradeCd: 1, name: "1年" },
      { gradeCd: 2, name: "2年" },
      { gradeCd: 3, name: "3年" },
    ]);
    expect(
      options.importFields.find((f: { fieldName: string }) => f.fieldName === "division_cd"),
    ).toMatchObject({
      fieldTitle: "学科",
      isValid: true,
    });
    expect(options.attributes).toEqual([]);
  });
});
