import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import { createTenantWithStudentOrganization } from "../tenancy/tenancy.service";
import {
  createHierarchy,
  type HierarchyTreeNode,
  hierarchyPaths,
  listHierarchyNodes,
} from "./hierarchy.service";

const chain = (codes: string[]): HierarchyTreeNode[] => {
  const [code, ...rest] = codes;
  return code ? [{ code, name: `所属${code}`, children: chain(rest) }] : [];
};

describe("hierarchy", () => {
  let database: Database;
  let org: { id: number; tenantId: number };

  beforeAll(async () => {
    database = await createTestDatabase();
    const created = await createTenantWithStudentOrganization(database.db, {
      tenantCd: "tree",
      name: "階層学園",
      contractType: "BASIC",
      operationType: "TESTING",
    });
    org = created.studentOrganization;
  });
  afterAll(() => database?.close());

  it("stores depth and parent codes derived from the nesting, roots under 0", async () => {
    const tree: HierarchyTreeNode[] = [
      {
        code: "A",
        name: "普通科",
        children: [
          { code: "A1", name: "1年" },
          { code: "A2", name: "2年" },
        ],
      },
      { code: "B", name: "国際科" },
    ];
    expect(await createHierarchy(database.db, org, tree)).toBe(4);
    const nodes = await listHierarchyNodes(database.db, org.id);
    expect(nodes.map((n) => [n.divisionCd, n.depth, n.parentDivisionCd, n.sortOrder])).toEqual([
      ["A", 1, "0", 1],
      ["B", 1, "0", 2],
      ["A1", 2, "A", 1],
      ["A2", 2, "A", 2],
    ]);
    expect(hierarchyPaths(nodes).map((p) => p.map((n) => n.divisionCd).join("/"))).toEqual([
      "A/A1",
      "A/A2",
      "B",
    ]);
  });

  it("refuses a sixth level and duplicate codes in Japanese", async () => {
    await expect(createHierarchy(database.db, org, chain(["1", "2", "3", "4", "5", "6"]))).rejects.toThrow(
      "所属の階層は5階層までです。",
    );
    await expect(createHierarchy(database.db, org, [...chain(["X"]), ...chain(["X"])])).rejects.toThrow(
      "所属コードが重複しています。",
    );
  });

  it("refuses the reserved root code 0 (and zeros only) as a node code", async () => {
    for (const code of ["0", "000"])
      await expect(createHierarchy(database.db, org, [{ code, name: "予約" }])).rejects.toThrow(
        "予約されているため使用できません",
      );
    expect((await listHierarchyNodes(database.db, org.id)).some((n) => /^0+$/.test(n.divisionCd))).toBe(
      false,
    );
  });
});
