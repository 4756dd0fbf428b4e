import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";
import { loginClassTeacher } from "../members/class-teacher.testing";
import {
  addMembers,
  createMemberSchool,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";

// 手帳管理 and 閲覧状況 by list reference authority (spec §6): the list as forms' (all the organisation's
// notebooks for 0 and 1, the caller's own for 2), the tracking rows as every member list (authority 1
// the members of the caller's classes, 2 the members the caller registered).

const API = "/app/api/v2/notebooks";

describe("notebooks by reference authority", () => {
  const t = useTestApp();
  let school: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let classA: Record<string, string>; // authority 1 on 普通科 1年 A組 only
  let adminsId = 0; // made by admin, for 1年 (A1, B1, O1)
  let ownsId = 0; // made by "own" (authority 2), published by admin to 1年

  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  async function create(
    headers: Record<string, string>,
    title: string,
  ): Promise<{ id: number; version: number }> {
    const res = await call("POST", API, headers, {
      title,
      target: { nodes: ["F1"] },
      pages: [{ pageType: 1, title: "校則", bodyHtml: "<p>遅刻しない</p>" }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function publish(headers: Record<string, string>, notebook: { id: number; version: number }) {
    const res = await call("POST", `${API}/${notebook.id}/publish`, headers, { version: notebook.version });
    expect(res.statusCode, res.body).toBe(200);
  }

  const codes = (progress: { rows: { memberCode: string }[] }) =>
    progress.rows.map((r) => r.memberCode).sort();

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    await addMembers(db, [
      memberRow(school, "A1"),
      memberRow(school, "B1", { subsectionCd: "F1B" }),
      memberRow(school, "O1", { createdByLoginUserId: school.users.ownId }),
    ]);
    as = await loginAll(t.app, school);
    classA = await loginClassTeacher(t.app, db, school, "class-a", "F1A");
    const admins = await create(as.admin, "生徒手帳");
    await publish(as.admin, admins);
    adminsId = admins.id;
    const owns = await create(as.own, "A組の手帳");
    await publish(as.admin, owns);
    ownsId = owns.id;
  }, 180_000);

  it("lists every notebook of the organisation to authority 0 and 1, only their own to authority 2", async () => {
    const titles = async (headers: Record<string, string>) =>
      (await call("GET", API, headers))
        .json()
        .items.map((n: { title: string }) => n.title)
        .sort();
    expect(await titles(as.admin)).toEqual(["A組の手帳", "生徒手帳"]);
    expect(await titles(classA)).toEqual(["A組の手帳", "生徒手帳"]);
    expect(await titles(as.own)).toEqual(["A組の手帳"]);
    expect((await call("GET", API, as.own)).json().total).toBe(1);
  });

  it("answers 404 to authority 2 for someone else's notebook, read, tracked, exported or changed", async () => {
    expect((await call("GET", `${API}/${ownsId}`, as.own)).statusCode).toBe(200);
    expect((await call("GET", `${API}/${adminsId}`, as.own)).statusCode).toBe(404);
    expect((await call("GET", `${API}/${adminsId}/progress`, as.own)).statusCode).toBe(404);
    const exported = await call("POST", `${API}/${adminsId}/progress/export`, as.own, { format: "Csv" });
    expect(exported.statusCode).toBe(404);
    const changed = await call("PUT", `${API}/${adminsId}`, as.own, {
      title: "書き換え",
      target: { nodes: ["F1"] },
      pages: [],
      version: 1,
    });
    expect(changed.statusCode).toBe(404);
  });

  it("shows the tracking rows of the members the caller may see, on screen and in the export", async () => {
    const progress = async (headers: Record<string, string>, id: number) => {
      const res = await call("GET", `${API}/${id}/progress`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const admin = await progress(as.admin, adminsId);
    expect(codes(admin)).toEqual(["A1", "B1", "O1"]);
    expect(admin.total).toBe(3);
    const teacher = await progress(classA, adminsId);
    expect(codes(teacher)).toEqual(["A1", "O1"]);
    expect(teacher.total).toBe(2);
    // Their own notebook, sent to the whole of 1年 by admin: only the member "own" registered.
    const own = await progress(as.own, ownsId);
    expect(codes(own)).toEqual(["O1"]);
    expect(own.total).toBe(1);
    expect(codes(await progress(as.admin, ownsId))).toEqual(["A1", "B1", "O1"]);

    const csv = await call("POST", `${API}/${adminsId}/progress/export`, classA, {
      format: "Csv",
      csvEncoding: "utf8-bom",
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("A1");
    expect(csv.body).toContain("O1");
    expect(csv.body).not.toContain("B1");
  });
});
