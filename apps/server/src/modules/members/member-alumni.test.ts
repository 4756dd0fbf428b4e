import { beforeAll, describe, expect, it } from "vitest";
import { usePermissionTestApp } from "../../../test/permissions/permission-test-app";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "./member-fixtures.testing";

const MEMBERS = "/app/api/v2/members";
const ALUMNI = "/app/api/v2/members/alumni";

type Headers = Record<string, string>;
type Item = { memberId: string; enrollmentStatus: number; version: number };

describe("alumni API", () => {
  const t = usePermissionTestApp();
  let school: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let stranger: Headers;
  const id = (memberId: string) => idOf(t.database.db, school.organization.id, memberId);

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    const riken = { divisionCd: "RIKA", sectionCd: "R1", subsectionCd: null };
    await addMembers(db, [
      memberRow(school, "G001", { name: "卒業　一郎", nameKana: "ソツギョウ　イチロウ" }),
      memberRow(school, "G002", { name: "卒業　二郎", enrollmentStatus: 3, transferReason: 2 }),
      memberRow(school, "G003", { name: "在校　三郎" }),
      memberRow(school, "G004", { name: "理数　四郎", ...riken }),
      memberRow(school, "G005", { name: "理数　五郎", ...riken }),
      memberRow(school, "G006", { name: "重複　六郎" }),
      memberRow(school, "G006", { name: "既卒　六郎", processMode: 1, enrollmentStatus: 6 }),
    ]);
    as = await loginAll(t.app, school);
    stranger = (await loginAll(t.app, await createMemberSchool(db))).admin;
  });

  const post = (url: string, payload: object, headers = as.admin) =>
    t.app.inject({ method: "POST", url, payload, headers });
  const list = async (base: string, body: object = {}, headers = as.admin) => {
    const res = await post(`${base}/search`, body, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as Item[];
  };

  it("moves ticked members only at the versions shown, as a whole", async () => {
    const [g1, g2] = [await id("G001"), await id("G002")];
    const stale = await post(`${MEMBERS}/move-to-alumni`, {
      members: [
        { id: g1, version: 1 },
        { id: g2, version: 9 },
      ],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      "他のユーザーがメンバーを更新しました。画面を再読み込みしてから操作してください。",
    );
    expect((await list(ALUMNI)).map((i) => i.memberId)).toEqual(["G006"]);

    const moved = await post(`${MEMBERS}/move-to-alumni`, {
      members: [
        { id: g1, version: 1 },
        { id: g2, version: 1 },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ moved: 2 });
    expect((await list(MEMBERS)).map((i) => i.memberId)).toEqual(["G003", "G004", "G005", "G006"]);
    const alumni = await list(ALUMNI);
    expect(alumni.map((i) => [i.memberId, i.enrollmentStatus, i.version])).toEqual([
      ["G001", 6, 2],
      ["G002", 6, 2],
      ["G006", 6, 1],
    ]);
  });

  it("moves every member the list's conditions find, with a chosen enrollment status", async () => {
    const res = await post(`${MEMBERS}/move-to-alumni`, {
      filter: { hierarchyCd: "RIKA" },
      enrollmentStatus: 5,
    });
    expect(res.json()).toEqual({ moved: 2 });
    const alumni = await list(ALUMNI, { hierarchyCd: "RIKA" });
    expect(alumni.map((i) => [i.memberId, i.enrollmentStatus])).toEqual([
      ["G004", 5],
      ["G005", 5],
    ]);
    const none = await post(`${MEMBERS}/move-to-alumni`, { filter: { hierarchyCd: "RIKA" } });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("移動するメンバーがいません。");
  });

  it("refuses a move that would give two alumni one member id, and malformed requests", async () => {
    const g6 = await id("G006");
    const res = await post(`${MEMBERS}/move-to-alumni`, { members: [{ id: g6, version: 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("卒業生に同じ会員IDのメンバーが既に登録されています（G006）。");
    const neither = await post(`${MEMBERS}/move-to-alumni`, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toContain("移動するメンバーを選択するか、検索条件を指定してください。");
    const g3 = await id("G003");
    const outside = await post(`${MEMBERS}/move-to-alumni`, { members: [{ id: g3, version: 1 }] }, stranger);
    expect(outside.statusCode).toBe(404);
    const own = await post(`${MEMBERS}/move-to-alumni`, { members: [{ id: g3, version: 1 }] }, as.own);
    expect(own.statusCode).toBe(404);
  });

  it("reads alumni through their own list and detail, never through the member routes", async () => {
    const g1 = await id("G001");
    const detail = await t.app.inject({ url: `${ALUMNI}/${g1}`, headers: as.viewer });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().member).toMatchObject({
      processMode: 1,
      enrollmentStatus: 6,
      fields: { member_id: "G001" },
    });
    expect((await t.app.inject({ url: `${MEMBERS}/${g1}`, headers: as.admin })).statusCode).toBe(404);
    const g3 = await id("G003");
    expect((await t.app.inject({ url: `${ALUMNI}/${g3}`, headers: as.admin })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${ALUMNI}/${g1}`, headers: stranger })).statusCode).toBe(404);
    expect(await list(ALUMNI, {}, stranger)).toEqual([]);
    const get = await t.app.inject({
      url: `${ALUMNI}?keyword=${encodeURIComponent("ｿﾂｷﾞｮｳ")}`,
      headers: as.admin,
    });
    expect(get.json().items.map((i: Item) => i.memberId)).toEqual(["G001"]);
    const options = await t.app.inject({ url: `${ALUMNI}/options`, headers: as.viewer });
    expect(options.json().importFields.length).toBeGreaterThan(30);
  });

  it("applies the reader's reference authority to the alumni list too", async () => {
    expect((await list(ALUMNI, {}, as.scoped)).map((i) => i.memberId)).toEqual(["G001", "G002", "G006"]);
    expect(await list(ALUMNI, {}, as.own)).toEqual([]);
  });

  it("exports the alumni list with the import titles and the status", async () => {
    const res = await post(
      `${ALUMNI}/export`,
      { format: "Csv", csvEncoding: "utf8-bom", filter: { keyword: "G00" } },
      as.viewer,
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-disposition"]).toContain(encodeURIComponent("卒業生一覧"));
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toMatch(/^"会員ID","氏名","氏名カナ",.*"学科","学年（階層）",.*"ステータス"$/);
    expect(lines[0]).not.toContain("FAX番号");
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([
      '"G001"',
      '"G002"',
      '"G004"',
      '"G005"',
      '"G006"',
    ]);
    expect(
      (await post(`${ALUMNI}/export`, { format: "Csv", filter: {} }, stranger)).body.trimEnd().split("\r\n"),
    ).toHaveLength(1);
  });
});
