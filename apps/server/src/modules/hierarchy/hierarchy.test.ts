import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { loginAs } from "../../../test/auth-helpers";
import { useTestApp } from "../../../test/test-app";
import { auditLog } from "../../platform/audit/audit.tables";
import { hierarchyNode } from "../../platform/hierarchy/hierarchy.tables";
import { assignPermission, findPermission } from "../../platform/permissions/login-user-permissions";
import { createTreeTenant, type TreeTenant } from "./hierarchy-fixtures.testing";

const BASE = "/app/api/v2/hierarchy";
type Method = "GET" | "POST" | "PUT" | "DELETE";

interface Node {
  divisionCd: string;
  depth: number;
  name: string;
  disabled: boolean;
  memberCount: number;
  childCount: number;
  children: Node[];
}

/** "code:depth:count" per node, parents before children, for compact comparisons. */
const outline = (nodes: Node[]): string[] =>
  nodes.flatMap((n) => [`${n.divisionCd}:${n.depth}:${n.memberCount}`, ...outline(n.children)]);

describe("hierarchy tree API", () => {
  const t = useTestApp();
  const call = (a: TreeTenant, method: Method, url: string, payload?: object, headers = a.adminHeaders) =>
    t.app.inject({ method, url, headers, payload });
  const tree = async (a: TreeTenant) => (await call(a, "GET", BASE)).json().nodeList as Node[];
  const tenant = () => createTreeTenant(t.app, t.database.db);

  it("nests the tree in order with member counts covering each subtree (not deleted, every mode)", async () => {
    const a = await tenant();
    const res = await call(a, "GET", BASE);
    expect(res.statusCode).toBe(200);
    expect(res.json().maxDepth).toBe(5);
    const nodes = res.json().nodeList as Node[];
    expect(outline(nodes)).toEqual([
      "D1:1:3",
      "C1:2:2",
      "G1:3:2",
      "K1:4:1",
      "H1:5:1",
      "K2:4:1",
      "C2:2:1",
      "D2:1:2",
    ]);
    expect(nodes[0]).toMatchObject({ name: "普通科", parentDivisionCd: "0", disabled: false });
    // What decides whether 削除 can be offered comes with each node.
    const counts = (list: Node[]): string[] =>
      list.flatMap((n) => [`${n.divisionCd}:${n.memberCount}:${n.childCount}`, ...counts(n.children)]);
    expect(counts(nodes)).toEqual([
      "D1:3:2",
      "C1:2:1",
      "G1:2:2",
      "K1:1:1",
      "H1:1:0",
      "K2:1:0",
      "C2:1:0",
      "D2:2:0",
    ]);
  });

  it("adds roots and children last among their siblings, within five levels", async () => {
    const a = await tenant();
    const root = await call(a, "POST", `${BASE}/nodes`, {
      parentDivisionCd: "0",
      divisionCd: "D3",
      name: " 看護科 ",
    });
    expect(root.statusCode).toBe(201);
    expect(root.json().node).toMatchObject({ divisionCd: "D3", depth: 1, name: "看護科", sortOrder: 3 });
    const child = await call(a, "POST", `${BASE}/nodes`, {
      parentDivisionCd: "C1",
      divisionCd: "G2",
      name: "2年",
    });
    expect(child.json().node).toMatchObject({ depth: 3, parentDivisionCd: "C1", sortOrder: 2 });
    expect(outline(await tree(a))).toContain("G2:3:0");

    const sixth = await call(a, "POST", `${BASE}/nodes`, {
      parentDivisionCd: "H1",
      divisionCd: "X1",
      name: "深すぎ",
    });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe("所属の階層は5階層までです。");
  });

  it("refuses a duplicate code (409), a bad code or name (400) and an unknown parent (404)", async () => {
    const a = await tenant();
    const add = (body: object) =>
      call(a, "POST", `${BASE}/nodes`, { parentDivisionCd: "0", name: "新", ...body });
    const dup = await add({ divisionCd: "K2" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("所属コード「K2」は既に使用されています。");
    for (const [body, message] of [
      [{ divisionCd: "あ1" }, "所属コードは半角英数字で入力してください"],
      [{ divisionCd: "A-1" }, "所属コードは半角英数字で入力してください"],
      [{ divisionCd: "" }, "所属コードを入力してください"],
      [{ divisionCd: "A".repeat(33) }, "32文字以内"],
      [{ divisionCd: "OK1", name: "　" }, "所属名を入力してください"],
      // "0" is the parent code of every top-level node: a node called "0" would own the whole tree.
      [{ divisionCd: "0" }, "「0」だけの所属コードは最上位を表すために予約されているため使用できません"],
      [{ divisionCd: "00", parentDivisionCd: "D1" }, "予約されているため使用できません"],
    ] as const) {
      const res = await add(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await add({ divisionCd: "OK2", parentDivisionCd: "NOPE" })).statusCode).toBe(404);
  });

  it("renames a node, leaving an audit row on the hierarchy", async () => {
    const a = await tenant();
    const res = await call(a, "PUT", `${BASE}/nodes/C2`, { name: "特別進学コース" });
    expect(res.json().node).toMatchObject({ divisionCd: "C2", name: "特別進学コース", depth: 2 });
    // The audit hook writes after the reply has gone out.
    await vi.waitFor(async () => {
      const rows = await t.database.db
        .select({ targetType: auditLog.targetType, targetId: auditLog.targetId })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.tenantId, a.tenant.id),
            eq(auditLog.action, "PUT /app/api/v2/hierarchy/nodes/:divisionCd"),
          ),
        );
      expect(rows).toEqual([{ targetType: "hierarchy", targetId: "C2" }]);
    });
    expect((await call(a, "PUT", `${BASE}/nodes/NOPE`, { name: "x" })).statusCode).toBe(404);
  });

  it("reorders siblings and refuses a list that is not exactly the current children", async () => {
    const a = await tenant();
    const ok = await call(a, "PUT", `${BASE}/order`, { parentDivisionCd: "D1", divisionCds: ["C2", "C1"] });
    expect(ok.statusCode).toBe(204);
    expect((await tree(a))[0]!.children.map((n) => n.divisionCd)).toEqual(["C2", "C1"]);
    const roots = await call(a, "PUT", `${BASE}/order`, { parentDivisionCd: "0", divisionCds: ["D2", "D1"] });
    expect(roots.statusCode).toBe(204);
    expect((await tree(a)).map((n) => n.divisionCd)).toEqual(["D2", "D1"]);
    for (const divisionCds of [["C1"], ["C1", "C1"], ["C1", "K1"]]) {
      const stale = await call(a, "PUT", `${BASE}/order`, { parentDivisionCd: "D1", divisionCds });
      expect(stale.statusCode, divisionCds.join()).toBe(409);
    }
  });

  it("disables a node with its subtree, and enables it only under an enabled parent", async () => {
    const a = await tenant();
    const off = await call(a, "PUT", `${BASE}/nodes/G1/disabled`, { disabled: true });
    expect(off.json().node).toMatchObject({ divisionCd: "G1", disabled: true });
    const flags = (nodes: Node[]): string[] =>
      nodes.flatMap((n) => [...(n.disabled ? [n.divisionCd] : []), ...flags(n.children)]);
    expect(flags(await tree(a))).toEqual(["G1", "K1", "H1", "K2"]);

    const underDisabled = await call(a, "PUT", `${BASE}/nodes/K1/disabled`, { disabled: false });
    expect(underDisabled.statusCode).toBe(400);
    expect(underDisabled.json().message).toContain("上位の所属が無効のため有効にできません。");
    const add = await call(a, "POST", `${BASE}/nodes`, {
      parentDivisionCd: "G1",
      divisionCd: "K3",
      name: "3組",
    });
    expect(add.statusCode).toBe(400);
    expect(add.json().message).toBe("無効な所属の下には追加できません。");

    await call(a, "PUT", `${BASE}/nodes/G1/disabled`, { disabled: false });
    expect(flags(await tree(a))).toEqual([]);
  });

  it("keeps a node stored as 0 before the code was reserved from owning the whole tree", async () => {
    const a = await tenant();
    await t.database.db.insert(hierarchyNode).values({
      tenantId: a.tenant.id,
      organizationId: a.organization.id,
      depth: 1,
      divisionCd: "0",
      parentDivisionCd: "0",
      name: "旧データ",
      sortOrder: 9,
    });
    const off = await call(a, "PUT", `${BASE}/nodes/0/disabled`, { disabled: true });
    expect(off.statusCode).toBe(200);
    const disabled = (nodes: Node[]): string[] =>
      nodes.flatMap((n) => [...(n.disabled ? [n.divisionCd] : []), ...disabled(n.children)]);
    expect(disabled(await tree(a))).toEqual(["0"]);
    const on = await call(a, "PUT", `${BASE}/nodes/0/disabled`, { disabled: false });
    expect(on.statusCode).toBe(200);
    expect(disabled(await tree(a))).toEqual([]);
  });

  it("deletes an unused leaf with the permission scopes naming it", async () => {
    const a = await tenant();
    const target = {
      tenantId: a.tenant.id,
      loginUserId: a.viewer.id,
      organizationId: a.organization.id,
      processMode: 0,
    };
    await call(a, "POST", `${BASE}/nodes`, { parentDivisionCd: "D2", divisionCd: "E1", name: "空き" });
    await assignPermission(t.database.db, target, {
      permissionSetId: a.sets.referenceOnly,
      referenceAuthority: 1,
      gradePermission: -1,
      scopes: [
        { dataType: "PERMISSION", divisionCd: "E1" },
        { dataType: "IN_CHARGE", divisionCd: "E1" },
        { dataType: "PERMISSION", divisionCd: "D1" },
      ],
    });
    const res = await call(a, "DELETE", `${BASE}/nodes/E1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removedScopeCount: 2 });
    expect((await findPermission(t.database.db, target))?.scopes).toEqual([
      { dataType: "PERMISSION", divisionCd: "D1" },
    ]);
    expect(outline(await tree(a))).not.toContain("E1:2:0");
    expect((await call(a, "DELETE", `${BASE}/nodes/E1`)).statusCode).toBe(404);
  });

  it("refuses to delete a node with members (409, saying how many) or with children", async () => {
    const a = await tenant();
    const withMembers = await call(a, "DELETE", `${BASE}/nodes/D1`);
    expect(withMembers.statusCode).toBe(409);
    expect(withMembers.json().message).toBe(
      "この所属には在籍者が3名いるため削除できません。無効化してください。",
    );
    // D2's only current members are an alumnus and a normal member: every process mode counts.
    expect((await call(a, "DELETE", `${BASE}/nodes/D2`)).json().message).toContain("在籍者が2名");
    await call(a, "POST", `${BASE}/nodes`, { parentDivisionCd: "0", divisionCd: "D3", name: "空" });
    await call(a, "POST", `${BASE}/nodes`, { parentDivisionCd: "D3", divisionCd: "D3A", name: "空の下" });
    const withChildren = await call(a, "DELETE", `${BASE}/nodes/D3`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toBe(
      "下位の所属があるため削除できません。先に下位の所属を削除してください。",
    );
  });

  it("answers 404 for another tenant's nodes and never shows them", async () => {
    const a = await tenant();
    const b = await tenant();
    await call(b, "POST", `${BASE}/nodes`, { parentDivisionCd: "0", divisionCd: "BONLY", name: "B専用" });
    const bCode = "BONLY";
    for (const [method, url, body] of [
      ["PUT", `${BASE}/nodes/${bCode}`, { name: "乗っ取り" }],
      ["POST", `${BASE}/nodes/${bCode}/move`, { parentDivisionCd: "D1" }],
      ["PUT", `${BASE}/nodes/${bCode}/disabled`, { disabled: true }],
      ["DELETE", `${BASE}/nodes/${bCode}`, undefined],
      ["POST", `${BASE}/nodes`, { parentDivisionCd: bCode, divisionCd: "Z9", name: "x" }],
      ["PUT", `${BASE}/order`, { parentDivisionCd: bCode, divisionCds: ["X"] }],
    ] as const) {
      const res = await call(a, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(outline(await tree(a)).some((s) => s.startsWith("BONLY"))).toBe(false);
    expect(outline(await tree(b))).toContain("BONLY:1:0");
  });

  it("lets a reference-only user read the tree but refuses every change with 403", async () => {
    const a = await tenant();
    const viewer = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "viewer" });
    expect((await call(a, "GET", BASE, undefined, viewer)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ["POST", `${BASE}/nodes`, { parentDivisionCd: "0", divisionCd: "V1", name: "x" }],
      ["PUT", `${BASE}/nodes/C2`, { name: "x" }],
      ["POST", `${BASE}/nodes/C2/move`, { parentDivisionCd: "D2" }],
      ["PUT", `${BASE}/nodes/C2/disabled`, { disabled: true }],
      ["PUT", `${BASE}/order`, { parentDivisionCd: "D1", divisionCds: ["C2", "C1"] }],
      ["DELETE", `${BASE}/nodes/C2`, undefined],
    ] as const) {
      const res = await call(a, method, url, body, viewer);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(outline(await tree(a))).toContain("C2:2:1");
  });
});
