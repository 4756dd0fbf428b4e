import { beforeAll, describe, expect, it } from "vitest";
import { usePermissionTestApp } from "../../../test/permissions/permission-test-app";
import { createMemberSchool, loginAll, type MemberSchool, seedSearchRoster } from "./member-fixtures.testing";

const BASE = "/app/api/v2/members";

type Headers = Record<string, string>;
type Item = { memberId: string };

describe("member search API", () => {
  const t = usePermissionTestApp();
  let school: MemberSchool;
  let other: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let stranger: Headers;

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    other = await createMemberSchool(db);
    await seedSearchRoster(db, school, other);
    as = await loginAll(t.app, school);
    stranger = (await loginAll(t.app, other)).admin;
  });

  const search = async (body: object, headers: Headers = as.admin) => {
    const res = await t.app.inject({ method: "POST", url: `${BASE}/search`, payload: body, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      total: number;
      items: Item[];
      statusCounts: Record<string, number>;
      pageSize: number;
    };
  };
  const ids = async (body: object, headers?: Headers) =>
    (await search(body, headers)).items.map((i) => i.memberId);

  it("lists the organisation's live normal members, 20 a page, with counts per exact status", async () => {
    const result = await search({});
    expect(result).toMatchObject({ total: 6, page: 1, pageSize: 20 });
    expect(result.items.map((i) => i.memberId)).toEqual(["S001", "S002", "S003", "S004", "S005", "S006"]);
    expect(result.statusCounts).toMatchObject({
      AVAILABLE: 3,
      EXPIRED_BEFORE: 1,
      EXPIRED_AFTER: 1,
      PENDING: 1,
      APPROVAL: 0,
    });
    expect(result.items[0]).toMatchObject({
      name: "佐藤　太郎",
      gradeName: "1年",
      hierarchyNames: ["普通科", "1年", "A組"],
      exactStatus: "AVAILABLE",
      version: 1,
    });
  });

  it("finds by any fragment of name, kana or member id after normalisation, every fragment required", async () => {
    expect(await ids({ keyword: "ｻﾄｳ" })).toEqual(["S001", "S005"]);
    expect(await ids({ keyword: "佐藤　花子" })).toEqual(["S005"]);
    expect(await ids({ keyword: "サトウ ﾊﾅｺ" })).toEqual(["S005"]);
    expect(await ids({ keyword: "ｓ００４" })).toEqual(["S004"]);
    expect(await ids({ keyword: "%" })).toEqual([]);
    // Two characters go through the bigram index, one through a plain LIKE; both match anywhere in a field.
    expect(await ids({ keyword: "佐藤" })).toEqual(["S001", "S005"]);
    expect(await ids({ keyword: "花子" })).toEqual(["S002", "S005"]);
    expect(await ids({ keyword: "藤花" })).toEqual(["S005"]);
    expect(await ids({ keyword: "藤" })).toEqual(["S001", "S005", "S006"]);
    const get = await t.app.inject({
      url: `${BASE}?keyword=${encodeURIComponent("ｻﾄｳ")}`,
      headers: as.admin,
    });
    expect(get.json().items.map((i: Item) => i.memberId)).toEqual(["S001", "S005"]);
  });

  it("filters by a hierarchy node's whole subtree", async () => {
    expect(await ids({ hierarchyCd: "F1" })).toEqual(["S001", "S002"]);
    expect(await ids({ hierarchyCd: "FUTSU" })).toEqual(["S001", "S002", "S003", "S005"]);
    expect(await ids({ hierarchyCd: "F2A" })).toEqual(["S003", "S005"]);
    expect(await ids({ hierarchyCd: "NOPE" })).toEqual([]);
  });

  it("filters by exact status, computed from the validity period in Japan", async () => {
    expect(await ids({ statuses: ["EXPIRED_BEFORE"] })).toEqual(["S002"]);
    expect(await ids({ statuses: ["EXPIRED_AFTER"] })).toEqual(["S003"]);
    expect(await ids({ statuses: ["PENDING", "EXPIRED_AFTER"] })).toEqual(["S003", "S004"]);
    const available = await search({ statuses: ["AVAILABLE"] });
    expect(available.total).toBe(3);
    // The counts ignore the status condition, so every badge keeps its number.
    expect(available.statusCounts.PENDING).toBe(1);
    const get = await t.app.inject({ url: `${BASE}?statuses=EXPIRED_BEFORE,PENDING`, headers: as.admin });
    expect(get.json().total).toBe(2);
  });

  it("filters by grade, enrollment status, validity date, gender and examinee number", async () => {
    expect(await ids({ grades: [2, 3] })).toEqual(["S003", "S005", "S006"]);
    const get = await t.app.inject({ url: `${BASE}?grades=2&grades=3`, headers: as.admin });
    expect(get.json().total).toBe(3);
    expect(await ids({ enrollmentStatuses: [2] })).toEqual(["S004"]);
    expect(await ids({ validOn: "2026-04-01" })).toEqual(["S001", "S004", "S005", "S006"]);
    expect(await ids({ validOn: "1999-04-01" })).toEqual(["S001", "S003", "S004", "S005", "S006"]);
    expect(await ids({ genderCd: "2" })).toEqual(["S002", "S005"]);
    expect(await ids({ examineesNo: "Ｅ１２３４" })).toEqual(["S005"]);
  });

  it("sorts by any listed column either way with a stable tie-breaker, and pages", async () => {
    expect(await ids({ sort: "name_kana", order: "desc" })).toEqual([
      "S004",
      "S003",
      "S002",
      "S005",
      "S001",
      "S006",
    ]);
    expect(await ids({ sort: "grade", order: "desc" })).toEqual([
      "S006",
      "S003",
      "S005",
      "S001",
      "S002",
      "S004",
    ]);
    expect(await ids({ sort: "division" })).toEqual(["S001", "S002", "S003", "S005", "S004", "S006"]);
    expect(await ids({ sort: "valid_end" })).toEqual(["S003", "S001", "S002", "S004", "S005", "S006"]);
    expect((await search({ sort: "updated_at", order: "desc" })).total).toBe(6);
    const page2 = await search({ page: 2, pageSize: 4 });
    expect(page2.items.map((i) => i.memberId)).toEqual(["S005", "S006"]);
    expect(page2.total).toBe(6);
  });

  it("refuses malformed conditions with Japanese messages", async () => {
    const cases: [object, string][] = [
      [{ pageSize: 101 }, "表示件数は100件以内で指定してください"],
      [{ sort: "password" }, "並び順の項目が正しくありません"],
      [{ statuses: ["EXPIRED"] }, "選択肢の中から選択してください"],
      [{ validOn: "2026-02-30" }, "有効日は yyyy-MM-dd の形式で入力してください"],
      [{ attributeCd: "nothing" }, "指定された属性は存在しません。"],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: "POST", url: `${BASE}/search`, payload, headers: as.admin });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it("shows a reference-only user the list, but nothing of another tenant", async () => {
    expect((await search({}, as.viewer)).total).toBe(6);
    expect(await ids({}, stranger)).toEqual(["S001"]);
    expect((await search({ keyword: "他校" })).total).toBe(0);
  });

  it("limits authority 1 to the permitted node's subtree and authority 2 to one's own registrations", async () => {
    expect(await ids({}, as.scoped)).toEqual(["S001", "S002"]);
    expect(await ids({ hierarchyCd: "RIKA" }, as.scoped)).toEqual([]);
    expect(await ids({}, as.own)).toEqual(["S006"]);
  });
});
