import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, loginAs } from "../../../test/auth-helpers";
import { assignSet } from "../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../test/test-app";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { safetyRecipient, safetySend } from "./safety.tables";

// 安否確認結果's dashboard and export over HTTP: a drill to 普通科 and 理数科 with answers placed at
// known seconds after the send, read at the school, a course, a class and a grade.

const B = "/app/api/v2/safety";
const SENT_AT = new Date("2026-04-01T00:00:00.000Z");
const after = (seconds: number) => new Date(SENT_AT.getTime() + seconds * 1000);

describe("safety dashboard and export over HTTP", () => {
  const t = useTestApp();
  let school: MemberSchool;
  let staff: Awaited<ReturnType<typeof loginAll>>;
  let otherAdmin: Record<string, string>;
  let lecturer: Record<string, string>;
  let sendId = 0;
  const id: Record<string, number> = {};

  const call = (
    method: InjectOptions["method"],
    url: string,
    headers: Record<string, string>,
    body?: object,
  ) => t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body }) });
  const dashboard = (query = "", headers = staff.admin, base = "results") =>
    call("GET", `${B}/${base}/${sendId}/dashboard${query}`, headers);

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    const other = await createMemberSchool(db);
    await addMembers(db, [
      memberRow(school, "A1", { mobileTelNo: "090-1111-2222" }),
      memberRow(school, "A2", { telNo: "03-0000-0002" }),
      memberRow(school, "B1", { subsectionCd: "F1B", telNo: "03-1234-5678" }),
      memberRow(school, "C1", { grade: 2, sectionCd: "F2", subsectionCd: "F2A" }),
      memberRow(school, "R1", { divisionCd: "RIKA", sectionCd: "R1", subsectionCd: null }),
    ]);
    await addMembers(db, [memberRow(other, "X1")]);
    for (const code of ["A1", "A2", "B1", "C1", "R1"])
      id[code] = await idOf(db, school.organization.id, code);
    staff = await loginAll(t.app, school);
    otherAdmin = (await loginAll(t.app, other)).admin;
    const user = await createTestUser(db, school.tenant, school.organization, "lecturer");
    await assignSet(db, school, user, school.sets.lecturer);
    lecturer = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "lecturer" });

    const sent = await call("POST", `${B}/sends`, staff.admin, {
      title: "避難訓練",
      bodyHtml: "<p>訓練です。</p>",
      questions: ["LOCATION", "FREE_TEXT"],
      isDrill: true,
      target: { nodes: ["FUTSU", "RIKA"] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    sendId = sent.json().id;
    await db.update(safetySend).set({ sentAt: SENT_AT }).where(eq(safetySend.id, sendId));
    const answer = async (code: string, safetyState: number, seconds: number, extra = {}) => {
      const [row] = await db
        .select({ id: safetyRecipient.id })
        .from(safetyRecipient)
        .where(eq(safetyRecipient.memberId, id[code]!));
      await db
        .update(safetyRecipient)
        .set({ safetyState, firstAnsweredAt: after(seconds), answeredAt: after(seconds), ...extra })
        .where(eq(safetyRecipient.id, row!.id));
    };
    await answer("A1", 3, 60, { answerMethod: "MAIL_LINK", answers: { LOCATION: "SHELTER" } });
    await answer("B1", 2, 120, { answerMethod: "MOBILE_APP", answers: { FREE_TEXT: "=1+1 足を打撲" } });
    await answer("C1", 1, 300, { answerMethod: "MOBILE_APP", answers: { LOCATION: "HOME" } });
  }, 60_000);

  it("shows the school: rate, counts per state, courses, grades, time to 25/50/75 % and the lists", async () => {
    const res = await dashboard();
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.send).toMatchObject({ id: sendId, displayTitle: "【訓練】避難訓練", isDrill: true });
    expect(d.path).toEqual([]);
    expect(d.counts).toMatchObject({
      recipients: 5,
      answered: 3,
      noContact: 2,
      safe: 1,
      minorInjury: 1,
      seriousInjury: 1,
      answerRate: 60,
    });
    expect(
      d.children.map((c: { code: string; name: string; counts: { recipients: number } }) => [
        c.code,
        c.name,
        c.counts.recipients,
      ]),
    ).toEqual([
      ["FUTSU", "普通科", 4],
      ["RIKA", "理数科", 1],
    ]);
    expect(d.children[0]).toMatchObject({
      depth: 1,
      drillable: true,
      counts: { seriousInjury: 1, answerRate: 75 },
    });
    expect(
      d.grades.map((g: { name: string; counts: { recipients: number } }) => [g.name, g.counts.recipients]),
    ).toEqual([
      ["1年", 4],
      ["2年", 1],
    ]);
    // 5 people: 25 % is the 2nd answer (120 s), 50 % the 3rd (300 s), 75 % (4th) not yet.
    expect(d.milestones).toEqual([
      { percent: 25, seconds: 120, reachedAt: after(120).toISOString() },
      { percent: 50, seconds: 300, reachedAt: after(300).toISOString() },
      { percent: 75, seconds: null, reachedAt: null },
    ]);
    expect(d.lists.seriousInjury).toMatchObject({
      total: 1,
      items: [{ memberNo: "A1", telNo: "090-1111-2222", placement: "普通科 ／ 1年 ／ A組", safetyState: 3 }],
    });
    expect(d.lists.minorInjury.items[0]).toMatchObject({ memberNo: "B1", telNo: "03-1234-5678" });
    // In placement order, a class together: 普通科 before 理数科.
    expect(d.lists.noContact.items.map((r: { memberNo: string }) => r.memberNo)).toEqual(["A2", "R1"]);
    expect(d.lists.noContact.items[0].telNo).toBe("03-0000-0002");
  });

  it("drills down to a year, a class and a grade, with the breadcrumb", async () => {
    const year = (await dashboard("?node=F1")).json();
    expect(year.path).toEqual([
      { code: "FUTSU", name: "普通科", depth: 1 },
      { code: "F1", name: "1年", depth: 2 },
    ]);
    expect(year.counts).toMatchObject({ recipients: 3, seriousInjury: 1, minorInjury: 1, noContact: 1 });
    expect(
      year.children.map((c: { code: string; counts: { recipients: number } }) => [
        c.code,
        c.counts.recipients,
      ]),
    ).toEqual([
      ["F1A", 2],
      ["F1B", 1],
    ]);
    expect(year.milestones[0]).toMatchObject({ percent: 25, seconds: 60 });

    const cls = (await dashboard("?node=F1A")).json();
    expect(cls.path.map((p: { name: string }) => p.name)).toEqual(["普通科", "1年", "A組"]);
    expect(cls.counts).toMatchObject({ recipients: 2, seriousInjury: 1, noContact: 1, answerRate: 50 });
    expect(cls.children).toEqual([]);
    expect(cls.lists.noContact.items.map((r: { memberNo: string }) => r.memberNo)).toEqual(["A2"]);
    expect(cls.lists.minorInjury).toEqual({ total: 0, items: [] });
    // The send's own figures stay the whole school's.
    expect(cls.send.counts.recipients).toBe(5);

    const second = (await dashboard("?grade=2")).json();
    expect(second.grade).toEqual({ grade: 2, name: "2年" });
    expect(second.counts).toMatchObject({ recipients: 1, safe: 1, answerRate: 100 });
    expect(second.children.map((c: { code: string }) => c.code)).toEqual(["FUTSU"]);
    const both = (await dashboard("?node=FUTSU&grade=1")).json();
    expect(both.counts.recipients).toBe(3);
  });

  it("refuses bad nodes and grades in Japanese", async () => {
    const unknown = await dashboard("?node=NOPE");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("指定した所属が見つかりません。");
    // A lone surrogate arrives as U+FFFD after decoding: an unknown code like any other.
    for (const query of ["?node=F1%27--", "?node=%F0%9F%98%80", "?node=FUTSU%20", "?node=%ED%A0%80"]) {
      const res = await dashboard(query);
      expect(res.statusCode, query).toBe(404);
      expect(res.json().message).toBe("指定した所属が見つかりません。");
    }
    for (const query of ["?node=%00", `?node=${"A".repeat(33)}`]) {
      const res = await dashboard(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/所属の指定が正しくありません|使用できない文字が含まれています/);
    }
    for (const query of ["?grade=abc", "?grade=100", "?grade=0", "?grade=1e99"]) {
      const res = await dashboard(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain("学年が正しくありません");
    }
    const huge = await call("GET", `${B}/results/99999999999/dashboard`, staff.admin);
    expect(huge.statusCode).toBe(400);
  });

  it("answers 404 to another school's staff and 403 without the menu; reference only may read", async () => {
    const foreign = await dashboard("", otherAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("安否確認が見つかりません。");
    const foreignExport = await call("POST", `${B}/results/${sendId}/export`, otherAdmin, { format: "Csv" });
    expect(foreignExport.statusCode).toBe(404);
    expect((await dashboard("", lecturer)).statusCode).toBe(403);
    expect(
      (await call("POST", `${B}/results/${sendId}/export`, lecturer, { format: "Csv" })).statusCode,
    ).toBe(403);
    expect((await dashboard("", staff.viewer)).statusCode).toBe(200);
    expect((await dashboard("", staff.admin, "sends")).statusCode).toBe(200);
    const noCsrf = await t.app.inject({
      method: "POST",
      url: `${B}/results/${sendId}/export`,
      headers: { cookie: staff.admin.cookie! },
      payload: { format: "Csv" },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it("exports CSV with labels, not codes, and dates as yyyy/MM/dd HH:mm in Japan time", async () => {
    const res = await call("POST", `${B}/results/${sendId}/export`, staff.viewer, {
      format: "Csv",
      csvEncoding: "utf8-bom",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain(encodeURIComponent("安否確認結果_訓練_避難訓練"));
    const lines = res.body
      .replaceAll('"', "")
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      "メンバーID,氏名,所属,学年,電話番号,安否,現在地,自由記述,回答方法,代理登録した職員,回答日時,既読日時",
    );
    expect(lines).toHaveLength(6);
    const a1 = lines.find((l) => l.startsWith("A1,"))!;
    expect(a1).toBe(
      "A1,生徒　A1,普通科 ／ 1年 ／ A組,1年,090-1111-2222,重傷,避難所,,メールリンク,,2026/04/01 09:01,",
    );
    // A free text that starts like a formula stays text.
    expect(lines.find((l) => l.startsWith("B1,"))).toContain(",'=1+1 足を打撲,");
    expect(lines.find((l) => l.startsWith("A2,"))).toContain(",未連絡,");
  });

  it("exports the dashboard's scope, and Excel as an .xlsx file", async () => {
    const cls = await call("POST", `${B}/results/${sendId}/export`, staff.admin, {
      format: "Csv",
      node: "F1A",
      csvEncoding: "utf8-bom",
    });
    expect(cls.statusCode, cls.body).toBe(200);
    const rows = cls.body.replaceAll('"', "").trim().split(/\r?\n/).slice(1);
    expect(rows.map((l) => l.split(",")[0]).sort()).toEqual(["A1", "A2"]);
    const excel = await call("POST", `${B}/sends/${sendId}/export`, staff.admin, {
      format: "Excel",
      grade: 2,
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const bad = await call("POST", `${B}/results/${sendId}/export`, staff.admin, { format: "Pdf" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("ファイル形式は Excel か Csv を選択してください");
    const unknown = await call("POST", `${B}/results/${sendId}/export`, staff.admin, {
      format: "Csv",
      node: "NOPE",
    });
    expect(unknown.statusCode).toBe(404);
  });
});
