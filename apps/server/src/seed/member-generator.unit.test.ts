import { describe, expect, it } from "vitest";
import { employeeHierarchy, studentHierarchy } from "./demo-school";
import { generateEmployee, generateStudent } from "./member-generator";
import { fixedLineNumber, municipalSchoolOwner } from "./person";
import { Random } from "./random";

const scope = { tenantId: 1, organizationId: 1, academicYear: 2026 };

describe("member generator", () => {
  it("is reproducible: the same seed gives the same people", () => {
    const { placements } = studentHierarchy();
    const run = (seed: number) => {
      const random = new Random(seed);
      return placements.slice(0, 50).map((p, i) => generateStudent(random, scope, p, i + 1));
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });

  it("builds the student tree 学科 → コース → 学年 → 組 → 班 with one leaf per 班", () => {
    const { tree, placements } = studentHierarchy();
    expect(tree.map((d) => d.name)).toEqual(["普通科", "国際科"]);
    expect(placements).toHaveLength(96); // 8 classes × 3 grades × 4 班
    expect(placements[0]).toEqual({
      codes: ["01", "0101", "010101", "01010101", "0101010101"],
      grade: 1,
      courseName: "総合進学コース",
    });
    const grade2Class5 = tree[0]!.children![1]!.children![1]!.children![0]!;
    expect(grade2Class5.name).toBe("2年5組");
  });

  it("builds the staff tree 法人 → 学校・事務局 → 部 → 課 → 係", () => {
    const { tree, placements } = employeeHierarchy();
    expect(tree[0]!.name).toBe("学校法人デモ学園");
    expect(tree[0]!.children!.map((u) => u.name)).toEqual(["デモ学園高等学校", "法人事務局"]);
    expect(placements.every((p) => p.codes.every((c, i) => c.length === 2 * (i + 1)))).toBe(true);
  });

  it("gives staff adult ages and no student-only fields", () => {
    const random = new Random(7);
    const { placements } = employeeHierarchy();
    const e = generateEmployee(random, scope, placements[0]!, 1);
    expect(e.memberId).toBe("E2026000001");
    const age = 2026 - Number(e.birthDate!.slice(0, 4));
    expect(age).toBeGreaterThanOrEqual(24);
    expect(age).toBeLessThanOrEqual(65);
    expect(e.grade).toBeNull();
    expect(e.examineesNo).toBeUndefined();
  });

  it("formats ten-digit fixed lines for every area-code length", () => {
    const random = new Random(1);
    const number = (areaCode: string) => fixedLineNumber(random, { name: "x", postal3: ["100"], areaCode });
    expect(number("03")).toMatch(/^03-\d{4}-\d{4}$/);
    expect(number("045")).toMatch(/^045-\d{3}-\d{4}$/);
    expect(number("0466")).toMatch(/^0466-\d{2}-\d{4}$/);
  });

  it("names the municipality that runs a lower-secondary school", () => {
    expect(municipalSchoolOwner("世田谷区")).toBe("世田谷区立");
    expect(municipalSchoolOwner("札幌市中央区")).toBe("札幌市立");
    expect(municipalSchoolOwner("川口市")).toBe("川口市立");
  });
});
