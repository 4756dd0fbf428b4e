import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database";
import type { Database } from "../db/client";
import { findLoginUser } from "../platform/auth/login-user.service";
import { verifyPassword } from "../platform/auth/password";
import { hierarchyPaths, listGrades, listHierarchyNodes } from "../platform/hierarchy/hierarchy.service";
import { listOrganizations } from "../platform/tenancy/tenancy.service";
import { seedDemoIfEmpty } from "./demo-seed";

const NOW = new Date("2026-06-01T00:00:00+09:00"); // school year 2026
const silent = { info: () => {} };

interface MemberRow {
  organization_id: number;
  member_id: string;
  name: string;
  name_kana: string;
  gender_cd: number;
  birth_date: string;
  grade: number | null;
  postal_cd: string;
  prefectures_cd: string;
  address1: string;
  mobile_tel_no: string | null;
  mail_address: string;
  mail_address1: string | null;
  division_cd: string;
  section_cd: string;
  subsection_cd: string;
  unit_cd: string;
  subunit_cd: string;
}

describe("demo seed", () => {
  let database: Database;
  let members: MemberRow[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const result = await seedDemoIfEmpty(database, silent, { now: NOW });
    expect(result).toEqual({
      seeded: true,
      tenantCd: "demo",
      adminLoginId: "admin",
      adminPassword: "Gakumu-demo1",
      // The forms need the mail platform (demo-forms.test.ts); without it, the school alone.
      formLinks: [],
      applicant: { loginId: "applicant@example.jp", password: "Gakumu-demo1" },
    });
    members = (
      await database.executeSql(
        `select organization_id, member_id, name, name_kana, gender_cd, birth_date::text, grade, postal_cd, prefectures_cd,
                address1, mobile_tel_no, mail_address, mail_address1, division_cd, section_cd, subsection_cd, unit_cd, subunit_cd
           from member order by id`,
      )
    ).rows as MemberRow[];
  });
  afterAll(() => database?.close());

  it("creates the demo tenant with a student and an employee organisation", async () => {
    const { rows } = await database.executeSql(
      "select tenant_cd, name, contract_type, operation_type from tenant",
    );
    expect(rows).toEqual([
      { tenant_cd: "demo", name: "デモ学園", contract_type: "TRIAL", operation_type: "DEMO" },
    ]);
    const orgs = await listOrganizations(database.db, 1);
    expect(orgs.map((o) => [o.systemCd, o.organizationCd, o.name])).toEqual([
      [2, "demo-student", "デモ学園高等学校"],
      [5, "demo-employee", "デモ学園 教職員"],
    ]);
  });

  it("gives both organisations a five-level hierarchy whose leaves sit at depth 5", async () => {
    for (const org of await listOrganizations(database.db, 1)) {
      const nodes = await listHierarchyNodes(database.db, org.id);
      expect(new Set(nodes.map((n) => n.depth))).toEqual(new Set([1, 2, 3, 4, 5]));
      expect(nodes.filter((n) => n.depth === 1).every((n) => n.parentDivisionCd === "0")).toBe(true);
      const paths = hierarchyPaths(nodes);
      expect(paths.length).toBeGreaterThan(10);
      expect(paths.every((p) => p.length === 5)).toBe(true);
    }
  });

  it("places ~1,000 students and 60 staff on existing leaves, students in grades 1–3", async () => {
    const [student, employee] = await listOrganizations(database.db, 1);
    const students = members.filter((m) => m.organization_id === student!.id);
    const staff = members.filter((m) => m.organization_id === employee!.id);
    expect(students).toHaveLength(1000);
    expect(staff).toHaveLength(60);
    expect((await listGrades(database.db, student!.id)).map((g) => g.name)).toEqual(["1年", "2年", "3年"]);
    for (const g of [1, 2, 3]) expect(students.filter((m) => m.grade === g).length).toBeGreaterThan(300);

    for (const [org, group] of [
      [student!, students],
      [employee!, staff],
    ] as const) {
      const leaves = new Set(
        hierarchyPaths(await listHierarchyNodes(database.db, org.id)).map((p) =>
          p.map((n) => n.divisionCd).join("/"),
        ),
      );
      for (const m of group) {
        expect(
          leaves.has([m.division_cd, m.section_cd, m.subsection_cd, m.unit_cd, m.subunit_cd].join("/")),
        ).toBe(true);
      }
    }
  });

  it("generates realistic Japanese people: kana readings, addresses, postal codes, phones, example mail", () => {
    const ids = new Set(members.map((m) => m.member_id));
    expect(ids.size).toBe(members.length);
    for (const m of members) {
      expect(m.member_id).toMatch(/^[SE]20\d{2}\d{6}$/);
      expect(m.name).toMatch(/^\S+\u3000\S+$/);
      expect(m.name_kana).toMatch(/^[ァ-ヶー]+\u3000[ァ-ヶー]+$/);
      expect(m.postal_cd).toMatch(/^\d{3}-\d{4}$/);
      expect(Number(m.prefectures_cd)).toBeGreaterThanOrEqual(1);
      expect(Number(m.prefectures_cd)).toBeLessThanOrEqual(47);
      expect(m.prefectures_cd).toHaveLength(2);
      expect(m.address1).toMatch(/丁目\d+番\d+号$/);
      if (m.mobile_tel_no) expect(m.mobile_tel_no).toMatch(/^0[789]0-\d{4}-\d{4}$/);
      for (const mail of [m.mail_address, m.mail_address1]) {
        if (mail) expect(mail).toMatch(/^[a-z0-9.]+@example\.(jp|com)$/);
      }
      expect([1, 2]).toContain(m.gender_cd);
    }
    // Mostly the Tokyo area, as for a Tokyo school.
    const nearby = members.filter((m) => ["11", "12", "13", "14"].includes(m.prefectures_cd)).length;
    expect(nearby / members.length).toBeGreaterThan(0.8);
  });

  it("gives students birth dates of their grade's school year (2 April – 1 April)", () => {
    for (const m of members.filter((x) => x.grade !== null)) {
      const firstYear = 2026 - 16 - (m.grade! - 1);
      expect(m.birth_date >= `${firstYear}-04-02` && m.birth_date <= `${firstYear + 1}-04-01`).toBe(true);
      expect(m.member_id.slice(1, 5)).toBe(String(2026 - m.grade! + 1));
    }
  });

  it("creates the demo administrator with the printed password and import fields and parameters", async () => {
    const admin = await findLoginUser(database.db, 1, "admin");
    expect(await verifyPassword("Gakumu-demo1", admin!.passwordHash)).toBe(true);
    const { rows: fields } = await database.executeSql(
      "select organization_id, count(*)::int as n, count(*) filter (where is_valid)::int as valid from member_import_field group by 1 order by 1",
    );
    expect(fields).toEqual([
      { organization_id: 1, n: 39, valid: 39 },
      { organization_id: 2, n: 39, valid: 24 },
    ]);
    const { rows: params } = await database.executeSql(
      "select value from organization_parameter where organization_id = 1 and parameter_type in ('DIVISION_NAME', 'IDLE_TIMEOUT_MINUTES') order by parameter_type",
    );
    expect(params).toEqual([{ value: "学科" }, { value: "30" }]);
  });

  it("does nothing on a database that already has a tenant", async () => {
    const again = await seedDemoIfEmpty(database, silent, { now: NOW });
    expect(again.seeded).toBe(false);
    const { rows } = await database.executeSql("select count(*)::int as n from member");
    expect(rows).toEqual([{ n: 1060 }]);
  });
});
