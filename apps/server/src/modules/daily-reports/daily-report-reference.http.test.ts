import { formatDate } from "@gakumu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/test-app";
import { addDays } from "../daily-safety/school-days";
import { loginClassTeacher } from "../members/class-teacher.testing";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { dailyReport } from "./daily-reports.tables";

// The staff's 日報 screens by list reference authority (spec §6): 提出状況, a member's history, a
// report with its comments and the export keep to the members the caller may see — all for 0, the
// caller's classes for 1, the members the caller registered for 2.

const B = "/app/api/v2/daily-reports";
const today = formatDate(new Date(), "yyyy-MM-dd");

describe("日報 by reference authority", () => {
  const t = useTestApp();
  let school: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let classA: Record<string, string>; // authority 1 on 普通科 1年 A組 only
  let templateId = 0;
  const id: Record<string, number> = {};
  const reportOf: Record<string, number> = {};

  const call = (method: "GET" | "POST", url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

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
    const created = await call("POST", `${B}/templates`, as.admin, {
      name: "学習日報",
      description: "",
      enabled: true,
      target: { nodes: ["F1"] },
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      skipHolidays: false,
      reminderTime: "17:00",
      items: [{ key: "look", label: "今日の振り返り", kind: "LONG_TEXT", required: true }],
    });
    expect(created.statusCode, created.body).toBe(201);
    templateId = created.json().id;
    // The members' submissions, as the member app stores them (its own tests cover that path).
    for (const code of ["A1", "B1", "O1"]) {
      id[code] = await idOf(db, school.organization.id, code);
      const [row] = await db
        .insert(dailyReport)
        .values({
          tenantId: school.tenant.id,
          organizationId: school.organization.id,
          templateId,
          memberId: id[code]!,
          date: today,
          answers: { look: `${code}の振り返り` },
        })
        .returning({ id: dailyReport.id });
      reportOf[code] = row!.id;
    }
  }, 180_000);

  it("lists 提出状況 of the members the caller may see", async () => {
    const members = async (headers: Record<string, string>) => {
      const res = await call("GET", `${B}/templates/${templateId}/day?date=${today}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().rows.map((r: { memberCd: string }) => r.memberCd);
    };
    expect(await members(as.admin)).toEqual(["A1", "O1", "B1"]);
    expect(await members(classA)).toEqual(["A1", "O1"]);
    expect(await members(as.own)).toEqual(["O1"]);
  });

  it("opens a member's history only for a member the caller may see", async () => {
    const history = (headers: Record<string, string>, code: string) =>
      call("GET", `${B}/members/${id[code]}/reports`, headers);
    for (const code of ["A1", "B1", "O1"]) {
      const res = await history(as.admin, code);
      expect(res.statusCode, code).toBe(200);
      expect(res.json()).toMatchObject({ total: 1, items: [{ reportId: reportOf[code] }] });
    }
    expect((await history(classA, "A1")).json()).toMatchObject({ total: 1, member: { memberCd: "A1" } });
    expect((await history(classA, "B1")).statusCode).toBe(404);
    expect((await history(classA, "B1")).json().message).toBe("メンバーが見つかりません。");
    expect((await history(as.own, "O1")).statusCode).toBe(200);
    expect((await history(as.own, "A1")).statusCode).toBe(404);
  });

  it("opens and comments on a report only of a member the caller may see", async () => {
    expect((await call("GET", `${B}/reports/${reportOf.B1}`, as.admin)).statusCode).toBe(200);
    expect((await call("GET", `${B}/reports/${reportOf.A1}`, classA)).statusCode).toBe(200);
    expect((await call("GET", `${B}/reports/${reportOf.B1}`, classA)).statusCode).toBe(404);
    expect((await call("GET", `${B}/reports/${reportOf.A1}`, as.own)).statusCode).toBe(404);
    const comment = await call("POST", `${B}/reports/${reportOf.B1}/comments`, classA, {
      body: "確認しました",
    });
    expect(comment.statusCode).toBe(404);
  });

  it("exports the reports of the members the caller may see", async () => {
    const exported = async (headers: Record<string, string>) => {
      const res = await call("POST", `${B}/templates/${templateId}/export`, headers, {
        format: "Csv",
        csvEncoding: "utf8-bom",
        from: addDays(today, -1),
        to: today,
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return ["A1", "B1", "O1"].filter((code) => res.body.includes(`${code}の振り返り`));
    };
    expect(await exported(as.admin)).toEqual(["A1", "B1", "O1"]);
    expect(await exported(classA)).toEqual(["A1", "O1"]);
    expect(await exported(as.own)).toEqual(["O1"]);
  });
});
