import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";
import { loginClassTeacher } from "../members/class-teacher.testing";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { csvRows, HEALTH_BASE } from "./health-fixtures.testing";

// The list reference authority (spec §6) on 体調報告一覧: the dashboard, the trend, the list and the
// export show only the members the staff member may see in lists.

const DAY = "2026-04-10";

describe("ヘルスケア and the staff member's reference scope", () => {
  const t = useTestApp();
  let school: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>> & { teacher: Record<string, string> };

  const get = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ url: `${HEALTH_BASE}${url}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const exported = async (headers: Record<string, string>) => {
    const res = await t.app.inject({
      method: "POST",
      url: `${HEALTH_BASE}/observations/export`,
      headers,
      payload: { from: DAY, to: DAY, format: "Csv", csvEncoding: "utf8-bom" },
    });
    expect(res.statusCode, res.body).toBe(200);
    return csvRows(res)
      .slice(1)
      .map((r) => r[2]);
  };
  const codes = (items: { memberCode: string }[]) => items.map((i) => i.memberCode).sort();

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    await addMembers(db, [
      memberRow(school, "S001"),
      memberRow(school, "S002"),
      memberRow(school, "S003", { subsectionCd: "F1B" }),
      memberRow(school, "S004", { grade: 2, sectionCd: "F2", subsectionCd: "F2A" }),
    ]);
    // The class teacher of 1年 A組: organisation part, that one class.
    as = {
      ...(await loginAll(t.app, school)),
      teacher: await loginClassTeacher(t.app, db, school, "teacher", "F1A"),
    };
    const cough = (await get("/symptoms", as.admin)).items.find((s: { name: string }) => s.name === "咳").id;
    // Staff entry, so the fevers of A組 and B組 raise their alerts as a member's report would.
    const reports: [string, number, number[]][] = [
      ["S001", 38.2, []],
      ["S002", 36.5, [cough]],
      ["S003", 38.5, []],
      ["S004", 36.6, []],
    ];
    for (const [code, temperature, symptomIds] of reports) {
      const res = await t.app.inject({
        method: "PUT",
        url: `${HEALTH_BASE}/observations`,
        headers: as.admin,
        payload: {
          memberId: await idOf(db, school.organization.id, code),
          date: DAY,
          temperature,
          symptomIds,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it("the class teacher sees their class only: counts, classes, alerts, list, trend and export", async () => {
    const board = await get(`/dashboard?date=${DAY}`, as.teacher);
    expect(board.school).toEqual({ members: 2, reported: 2, fever: 1, withSymptoms: 1 });
    expect(board.classes).toEqual([
      expect.objectContaining({ classCd: "F1A", members: 2, reported: 2, fever: 1, flagged: true }),
    ]);
    expect(board.alerts.map((a: { classCd: string; kind: string }) => [a.classCd, a.kind])).toEqual([
      ["F1A", "FEVER"],
    ]);
    const list = await get(`/observations?date=${DAY}`, as.teacher);
    expect(list.total).toBe(2);
    expect(codes(list.items)).toEqual(["S001", "S002"]);
    // Another class asked for by its code is simply empty.
    expect((await get(`/observations?date=${DAY}&classCd=F1B`, as.teacher)).total).toBe(0);
    const trend = await get(`/trends?until=${DAY}`, as.teacher);
    expect(trend.items.at(-1)).toEqual({ date: DAY, reported: 2, fever: 1, withSymptoms: 1 });
    expect((await exported(as.teacher)).sort()).toEqual(["S001", "S002"]);
  });

  it("the class teacher cannot enter, read records of or link a member outside the class (404)", async () => {
    const db = t.database.db;
    const other = await idOf(db, school.organization.id, "S004");
    const own = await idOf(db, school.organization.id, "S001");
    // S001's own values again, so the counts the other cases expect stay as they are.
    const enter = (memberId: number) =>
      t.app.inject({
        method: "PUT",
        url: `${HEALTH_BASE}/observations`,
        headers: as.teacher,
        payload: { memberId, date: DAY, temperature: 38.2, symptomIds: [] },
      });
    expect((await enter(other)).statusCode).toBe(404);
    expect((await enter(own)).statusCode).toBe(200);
    const records = (memberId: number) =>
      t.app.inject({ url: `${HEALTH_BASE}/records?memberId=${memberId}`, headers: as.teacher });
    expect((await records(other)).statusCode).toBe(404);
    expect((await records(own)).statusCode).toBe(200);
    const link = await t.app.inject({
      method: "POST",
      url: `${HEALTH_BASE}/web-links`,
      headers: as.teacher,
      payload: { memberId: other },
    });
    expect(link.statusCode).toBe(404);
    // S004's own report stays as the administrator entered it.
    const list = await get(`/observations?date=${DAY}`, as.admin);
    expect(list.items.find((i: { memberCode: string }) => i.memberCode === "S004").temperature).toBe(36.6);
  });

  it("a scope on 1年 covers both of its classes", async () => {
    const board = await get(`/dashboard?date=${DAY}`, as.scoped);
    expect(board.school).toEqual({ members: 3, reported: 3, fever: 2, withSymptoms: 1 });
    expect(board.classes.map((c: { classCd: string }) => c.classCd).sort()).toEqual(["F1A", "F1B"]);
    expect(board.alerts).toHaveLength(2);
    expect((await exported(as.scoped)).sort()).toEqual(["S001", "S002", "S003"]);
  });

  it("the administrator (reference 0) sees the whole school", async () => {
    const board = await get(`/dashboard?date=${DAY}`, as.admin);
    expect(board.school).toEqual({ members: 4, reported: 4, fever: 2, withSymptoms: 1 });
    expect(board.classes.map((c: { classCd: string }) => c.classCd).sort()).toEqual(["F1A", "F1B", "F2A"]);
    expect(board.classes.find((c: { classCd: string }) => c.classCd === "F1A").members).toBe(2);
    expect(board.alerts).toHaveLength(2);
    const list = await get(`/observations?date=${DAY}`, as.admin);
    expect(codes(list.items)).toEqual(["S001", "S002", "S003", "S004"]);
    expect((await get(`/trends?until=${DAY}`, as.admin)).items.at(-1).reported).toBe(4);
    expect((await exported(as.admin)).sort()).toEqual(["S001", "S002", "S003", "S004"]);
  });

  it("only myself: a staff member who registered none of these members sees none of them", async () => {
    const board = await get(`/dashboard?date=${DAY}`, as.own);
    expect(board.school).toEqual({ members: 0, reported: 0, fever: 0, withSymptoms: 0 });
    expect(board.classes).toEqual([]);
    expect(board.alerts).toEqual([]);
    expect((await get(`/observations?date=${DAY}`, as.own)).total).toBe(0);
    expect(await exported(as.own)).toEqual([]);
  });
});
