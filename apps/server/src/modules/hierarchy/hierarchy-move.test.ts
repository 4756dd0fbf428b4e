import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";
import { createTreeTenant, memberPaths, type TreeTenant } from "./hierarchy-fixtures.testing";

const BASE = "/app/api/v2/hierarchy";

interface Node {
  divisionCd: string;
  depth: number;
  memberCount: number;
  children: Node[];
}
const outline = (nodes: Node[]): string[] =>
  nodes.flatMap((n) => [`${n.divisionCd}:${n.depth}:${n.memberCount}`, ...outline(n.children)]);

describe("moving a hierarchy node", () => {
  const t = useTestApp();
  const tenant = () => createTreeTenant(t.app, t.database.db);
  const move = (a: TreeTenant, code: string, parentDivisionCd: string) =>
    t.app.inject({
      method: "POST",
      url: `${BASE}/nodes/${code}/move`,
      headers: a.adminHeaders,
      payload: { parentDivisionCd },
    });
  const tree = async (a: TreeTenant) =>
    outline((await t.app.inject({ method: "GET", url: BASE, headers: a.adminHeaders })).json().nodeList);
  const paths = (a: TreeTenant) => memberPaths(t.database.db, a.organization.id);

  it("moves a subtree deeper-to-shallower, recomputing depths and rewriting its members' paths", async () => {
    const a = await tenant();
    const res = await move(a, "K1", "C2");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      node: { divisionCd: "K1", parentDivisionCd: "C2", depth: 3, sortOrder: 1 },
      movedNodeCount: 2,
      updatedMemberCount: 1,
    });
    expect(await tree(a)).toEqual([
      "D1:1:3",
      "C1:2:1",
      "G1:3:1",
      "K2:4:1",
      "C2:2:2",
      "K1:3:1",
      "H1:4:1",
      "D2:1:2",
    ]);
    const after = await paths(a);
    expect(after.S001).toEqual({ path: "D1/C2/K1/H1", version: 2 });
    expect(after.S002).toEqual({ path: "D1/C1/G1/K2", version: 1 });
    expect(after.S003).toEqual({ path: "D1/C2", version: 1 });
  });

  it("moves a subtree to the top level, deleted members included so a restore finds a valid path", async () => {
    const a = await tenant();
    const res = await move(a, "C1", "0");
    expect(res.json()).toMatchObject({ movedNodeCount: 5, updatedMemberCount: 2, node: { depth: 1 } });
    expect(await tree(a)).toEqual([
      "D1:1:1",
      "C2:2:1",
      "D2:1:2",
      "C1:1:2",
      "G1:2:2",
      "K1:3:1",
      "H1:4:1",
      "K2:3:1",
    ]);
    const after = await paths(a);
    expect([after.S001?.path, after.S002?.path, after.S005?.path]).toEqual(["C1/G1/K1/H1", "C1/G1/K2", "C1"]);
  });

  it("moves shallower-to-deeper, down to the fifth level, in every process mode", async () => {
    const a = await tenant();
    const res = await move(a, "D2", "K2");
    expect(res.json()).toMatchObject({ node: { depth: 5 }, movedNodeCount: 1, updatedMemberCount: 2 });
    const after = await paths(a);
    expect(after.S004?.path).toBe("D1/C1/G1/K2/D2");
    expect(after.A001?.path).toBe("D1/C1/G1/K2/D2");
    expect(after.S002?.path).toBe("D1/C1/G1/K2");
    expect(await tree(a)).toContain("D2:5:2");
    expect(await tree(a)).toContain("D1:1:5");
  });

  it("refuses a move into its own subtree, beyond five levels, or under a disabled node", async () => {
    const a = await tenant();
    for (const [code, parent, message] of [
      ["G1", "G1", "所属を自分自身や下位の所属の下には移動できません。"],
      ["D1", "H1", "所属を自分自身や下位の所属の下には移動できません。"],
      ["C1", "C2", "移動すると所属の階層が5階層を超えるため移動できません。"],
      ["K1", "H1", "所属を自分自身や下位の所属の下には移動できません。"],
      ["K1", "K2", "移動すると所属の階層が5階層を超えるため移動できません。"],
    ] as const) {
      const res = await move(a, code, parent);
      expect(res.statusCode, `${code} → ${parent}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    await t.app.inject({
      method: "PUT",
      url: `${BASE}/nodes/C2/disabled`,
      headers: a.adminHeaders,
      payload: { disabled: true },
    });
    expect((await move(a, "D2", "C2")).json().message).toBe("無効な所属の下には移動できません。");
    expect((await move(a, "D2", "NOPE")).statusCode).toBe(404);
    expect((await move(a, "NOPE", "D1")).statusCode).toBe(404);
    expect((await paths(a)).S001?.version).toBe(1);
  });

  it("treats a move to the current parent as nothing to do", async () => {
    const a = await tenant();
    const res = await move(a, "C2", "D1");
    expect(res.json()).toMatchObject({ movedNodeCount: 0, updatedMemberCount: 0, node: { sortOrder: 2 } });
  });

  it("serialises concurrent moves: two crossing moves cannot make a cycle", async () => {
    const a = await tenant();
    for (const code of ["P", "Q"])
      await t.app.inject({
        method: "POST",
        url: `${BASE}/nodes`,
        headers: a.adminHeaders,
        payload: { parentDivisionCd: "0", divisionCd: code, name: code },
      });
    const results = await Promise.all([move(a, "P", "Q"), move(a, "Q", "P")]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const nodes = await tree(a);
    // One became the other's child; both are still reachable from the top.
    expect(nodes.filter((s) => /^[PQ]:/.test(s)).sort()).toEqual(
      results[0]!.statusCode === 200 ? ["P:2:0", "Q:1:0"] : ["P:1:0", "Q:2:0"],
    );
  });
});
