import { formatDate, NonLoginAccessKeyDataType } from "@gakumu/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders } from "../../../test/auth-helpers";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { useTestApp } from "../../../test/test-app";
import { issueAccessKey } from "../../platform/access-keys/non-login-access-keys";
import { addDays } from "../daily-safety/school-days";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { remindTemplate } from "./daily-report-reminders";
import { dailyReportReminder, dailyReportTemplate } from "./daily-reports.tables";

const B = "/app/api/v2/daily-reports";
const M = "/app/api/member-app/daily-reports";
const today = formatDate(new Date(), "yyyy-MM-dd");
const everyDay = [0, 1, 2, 3, 4, 5, 6];

const items = [
  { key: "hours", label: "学習時間", kind: "NUMBER", unit: "時間", required: true },
  { key: "look", label: "今日の振り返り", kind: "LONG_TEXT", required: true },
  { key: "mood", label: "調子", kind: "CHOICE", choices: ["良い", "普通", "悪い"] },
];
const answers = { hours: 2.5, look: "数学の復習をした", mood: "良い" };

describe("日報 over HTTP", () => {
  const t = useTestApp();
  let school: MemberSchool;
  let other: MemberSchool;
  let staff: Awaited<ReturnType<typeof loginAll>>;
  let otherAdmin: Record<string, string>;
  const id: Record<string, number> = {};
  const member: Record<string, Record<string, string>> = {};
  let templateId = 0;

  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const template = (patch: Record<string, unknown> = {}) => ({
    name: "学習日報",
    description: "毎日の学習を記録します",
    enabled: true,
    target: { nodes: ["F1"] },
    weekdays: everyDay,
    skipHolidays: false,
    reminderTime: "17:00",
    items,
    ...patch,
  });

  /** The member app's session of a member: a login QR used once, with a password chosen. */
  async function loginMember(schoolOf: MemberSchool, memberRowId: number) {
    const key = await issueAccessKey(t.database.db, {
      tenantId: schoolOf.tenant.id,
      dataType: NonLoginAccessKeyDataType.LOGIN_QR,
      memberId: memberRowId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/app/api/member-app/auth/qr-login",
      headers: apiHeaders,
      payload: { token: key.token, password: "Sakura-2026", passwordConfirm: "Sakura-2026" },
      remoteAddress: `192.0.2.${(memberRowId % 250) + 1}`,
    });
    const set = res.cookies.find((c) => c.name === "gakumu_member");
    if (!set) throw new Error(`member login failed: ${res.statusCode} ${res.body}`);
    return { ...apiHeaders, cookie: `gakumu_member=${set.value}` };
  }

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    other = await createMemberSchool(db);
    await addMembers(db, [
      memberRow(school, "A1"),
      memberRow(school, "A2"),
      memberRow(school, "B1", { subsectionCd: "F1B" }),
      memberRow(school, "C1", { grade: 2, sectionCd: "F2", subsectionCd: "F2A" }),
    ]);
    await addMembers(db, [memberRow(other, "X1", { sectionCd: "F1", subsectionCd: "F1A" })]);
    for (const code of ["A1", "A2", "B1", "C1"]) id[code] = await idOf(db, school.organization.id, code);
    id.X1 = await idOf(db, other.organization.id, "X1");
    staff = await loginAll(t.app, school);
    otherAdmin = (await loginAll(t.app, other)).admin;
    for (const code of ["A1", "A2", "C1"]) member[code] = await loginMember(school, id[code]!);
    member.X1 = await loginMember(other, id.X1!);
    const created = await call("POST", `${B}/templates`, staff.admin, template());
    expect(created.statusCode, created.body).toBe(201);
    templateId = created.json().id;
  }, 240_000);

  describe("templates", () => {
    it("lists the template with its items, and refuses reference-only staff a change", async () => {
      const list = await call("GET", `${B}/templates`, staff.viewer);
      expect(list.statusCode).toBe(200);
      expect(list.json().items).toEqual([
        expect.objectContaining({ id: templateId, name: "学習日報", itemCount: 3 }),
      ]);
      const refused = await call("POST", `${B}/templates`, staff.viewer, template());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("操作は許可されていません。");
    });

    it.each([
      [{ weekdays: [] }, "提出する曜日を1つ以上選んでください"],
      [{ weekdays: [7] }, "曜日が正しくありません"],
      [{ items: [] }, "項目を1つ以上追加してください"],
      [
        { items: [{ key: "a", label: "調子", kind: "CHOICE", choices: ["良い"] }] },
        "選択肢を2つ以上入力してください",
      ],
      [{ items: [{ key: "a", label: "x", kind: "VIDEO" }] }, ""],
      [{ reminderTime: "25:00" }, "リマインド時刻は00:00〜23:59の時刻（例 17:00）で入力してください"],
      [{ name: " " }, "日報名を入力してください"],
      [{ target: { memberIds: [2_147_483_000] } }, ""],
    ])("refuses %j with a Japanese 400", async (patch, message) => {
      const res = await call("POST", `${B}/templates`, staff.admin, template(patch));
      expect(res.statusCode).toBe(400);
      if (message) expect(res.body).toContain(message);
      expect(res.json().message).toMatch(/[ぁ-んァ-ン一-龥]/);
    });

    it("saves with the version read; an old version gets a 409", async () => {
      const read = (await call("GET", `${B}/templates/${templateId}`, staff.admin)).json();
      const saved = await call(
        "PUT",
        `${B}/templates/${templateId}`,
        staff.admin,
        template({ version: read.version }),
      );
      expect(saved.statusCode).toBe(200);
      const stale = await call(
        "PUT",
        `${B}/templates/${templateId}`,
        staff.admin,
        template({ version: read.version }),
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toContain("他のユーザーがこの日報を更新しました");
    });
  });

  describe("a member's report", () => {
    const url = (date: string, tpl = templateId) => `${M}/${tpl}/${date}`;

    it("lists today's report as due, and leaves members outside the target without it", async () => {
      const mine = (await call("GET", M, member.A1!)).json();
      expect(mine.today).toBe(today);
      expect(mine.items).toHaveLength(1);
      expect(mine.items[0].days[0]).toEqual({ date: today, submitted: false, commented: false });
      expect((await call("GET", M, member.C1!)).json().items).toEqual([]);
      expect((await call("GET", url(today), member.C1!)).statusCode).toBe(404);
    });

    it("takes today's report once; a second first submission at the same time gets a 409", async () => {
      const [first, second] = await Promise.all([
        call("PUT", url(today), member.A1!, { answers }),
        call("PUT", url(today), member.A1!, { answers: { ...answers, look: "別の画面から" } }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const loser = first.statusCode === 409 ? first : second;
      expect(loser.json().message).toBe(
        "この日の日報はすでに提出されています。画面を開き直してから修正してください。",
      );
      const form = (await call("GET", url(today), member.A1!)).json();
      expect(form.report.version).toBe(1);
      expect(form.editable).toBe(true);
    });

    it("changes it with the version read, and refuses an old version", async () => {
      const edited = await call("PUT", url(today), member.A1!, {
        answers: { ...answers, hours: 3 },
        version: 1,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().report).toMatchObject({ version: 2, answers: { hours: 3, mood: "良い" } });
      const stale = await call("PUT", url(today), member.A1!, { answers, version: 1 });
      expect(stale.statusCode).toBe(409);
    });

    it.each([
      ["2026-02-30", "提出日はyyyy-MM-dd形式の正しい日付で入力してください"],
      [addDays(today, 1), "未来の日付の日報は提出できません。"],
      [addDays(today, -30), "提出期限を過ぎています。日報は7日後まで提出・修正できます。"],
    ])("refuses the date %s", async (date, message) => {
      const res = await call("PUT", url(date), member.A2!, { answers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it("refuses a day that is not due", async () => {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      const other = await call(
        "POST",
        `${B}/templates`,
        staff.admin,
        template({ name: "週1の日報", weekdays: [(weekday + 1) % 7] }),
      );
      const res = await call("PUT", url(today, other.json().id), member.A2!, { answers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("は日報の提出日ではありません。");
    });

    it.each([
      [{ ...answers, look: "途中に\u0000NUL" }, "使用できない文字が含まれています"],
      [{ ...answers, look: "孤立した\ud800サロゲート" }, "使用できない文字が含まれています"],
      [{ ...answers, hours: 1e308 }, "「学習時間」は1,000,000未満の数値で入力してください"],
      [{ ...answers, hours: null }, "「学習時間」を入力してください"],
      [{ ...answers, mood: "最高" }, "「調子」は選択肢から選んでください"],
      [{ ...answers, extra: "x" }, "この日報にない項目が含まれています"],
    ])("refuses bad answers %#", async (bad, message) => {
      const res = await call("PUT", url(today), member.A2!, { answers: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect((await call("GET", url(today), member.A2!)).json().report).toBeNull();
    });

    it("keeps another school's member and ids out", async () => {
      expect((await call("GET", url(today), member.X1!)).statusCode).toBe(404);
      expect((await call("PUT", url(today), member.X1!, { answers })).statusCode).toBe(404);
      expect((await call("GET", M, member.X1!)).json().items).toEqual([]);
    });
  });

  describe("the staff's side", () => {
    let reportId = 0;

    it("lists who has and has not submitted today, by class", async () => {
      const res = await call("GET", `${B}/templates/${templateId}/day?date=${today}`, staff.admin);
      expect(res.statusCode).toBe(200);
      const day = res.json();
      expect(day).toMatchObject({ due: true, total: 3, submitted: 1 });
      expect(day.groups).toEqual([
        { code: "F1A", name: "普通科 ／ 1年 ／ A組", total: 2, submitted: 1 },
        { code: "F1B", name: "普通科 ／ 1年 ／ B組", total: 1, submitted: 0 },
      ]);
      const a1 = day.rows.find((r: { memberCd: string }) => r.memberCd === "A1");
      expect(a1.reportId).toBeGreaterThan(0);
      expect(day.rows.find((r: { memberCd: string }) => r.memberCd === "B1").reportId).toBeNull();
      reportId = a1.reportId;
      const onlyB = (
        await call("GET", `${B}/templates/${templateId}/day?date=${today}&node=F1B`, staff.admin)
      ).json();
      expect(onlyB.rows.map((r: { memberCd: string }) => r.memberCd)).toEqual(["B1"]);
      const bad = await call("GET", `${B}/templates/${templateId}/day?date=2026-02-30`, staff.admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain("日付はyyyy-MM-dd形式の正しい日付で入力してください");
    });

    it("refuses reference-only staff a comment; a comment reaches the member and locks the report", async () => {
      const refused = await call("POST", `${B}/reports/${reportId}/comments`, staff.viewer, {
        body: "よく頑張りました",
      });
      expect(refused.statusCode).toBe(403);
      const empty = await call("POST", `${B}/reports/${reportId}/comments`, staff.admin, { body: "   " });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain("コメントを入力してください");
      const res = await call("POST", `${B}/reports/${reportId}/comments`, staff.admin, {
        body: "よく頑張りました",
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().comments).toEqual([expect.objectContaining({ body: "よく頑張りました" })]);

      const form = (await call("GET", `${M}/${templateId}/${today}`, member.A1!)).json();
      expect(form.comments.map((c: { body: string }) => c.body)).toEqual(["よく頑張りました"]);
      expect(form).toMatchObject({
        editable: false,
        lockedReason: "先生がコメントした日報は修正できません。",
      });
      const locked = await call("PUT", `${M}/${templateId}/${today}`, member.A1!, { answers, version: 2 });
      expect(locked.statusCode).toBe(409);
      const inbox = await t.delivery.inbox(school.tenant.id, id.A1!, { size: 10 });
      expect(inbox.map((m) => m.title)).toContain(
        `日報へのコメント（${today.slice(5, 7)}/${today.slice(8, 10)}）`,
      );
      const history = (await call("GET", `${M}/history`, member.A1!)).json();
      expect(history.items[0]).toMatchObject({ templateName: "学習日報", date: today });
      expect(history.items[0].comments).toHaveLength(1);
    });

    it("shows a report and a member's history; another school's admin finds neither", async () => {
      const detail = await call("GET", `${B}/reports/${reportId}`, staff.viewer);
      expect(detail.json()).toMatchObject({ member: { memberCd: "A1" }, answers: { hours: 3 } });
      const history = await call("GET", `${B}/members/${id.A1}/reports`, staff.admin);
      expect(history.json()).toMatchObject({ total: 1, items: [{ reportId, commentCount: 1 }] });
      for (const url of [
        `${B}/reports/${reportId}`,
        `${B}/templates/${templateId}`,
        `${B}/templates/${templateId}/day`,
        `${B}/members/${id.A1}/reports`,
      ])
        expect((await call("GET", url, otherAdmin)).statusCode, url).toBe(404);
      const comment = await call("POST", `${B}/reports/${reportId}/comments`, otherAdmin, { body: "x" });
      expect(comment.statusCode).toBe(404);
      expect((await call("GET", `${B}/reports/99999999999`, staff.admin)).statusCode).toBe(400);
    });

    it("exports the reports as CSV with the items as columns", async () => {
      const res = await call("POST", `${B}/templates/${templateId}/export`, staff.admin, {
        format: "Csv",
        csvEncoding: "utf8-bom",
        from: addDays(today, -7),
        to: today,
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const text = res.body;
      expect(text).toContain("学習時間（時間）");
      expect(text).toContain("数学の復習をした");
      expect(text).toContain("よく頑張りました");
      const wrong = await call("POST", `${B}/templates/${templateId}/export`, staff.admin, {
        format: "Csv",
        from: today,
        to: addDays(today, -1),
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toContain("期間（まで）は期間（から）以降の日付にしてください");
    });

    it("reminds those who have not submitted, once a day", async () => {
      const deps = { db: t.database.db, delivery: t.delivery };
      const [row] = await t.database.db
        .select()
        .from(dailyReportTemplate)
        .where(eq(dailyReportTemplate.id, templateId));
      const date = addDays(today, -1);
      expect(await remindTemplate(deps, row!, date)).toBe("sent");
      expect(await remindTemplate(deps, row!, date)).toBe("duplicate");
      const [claim] = await t.database.db
        .select()
        .from(dailyReportReminder)
        .where(eq(dailyReportReminder.templateId, templateId));
      expect(claim?.recipientCount).toBe(3);
      // Yesterday nobody had submitted: all three of 1年 are reminded, through the delivery engine.
      const title = `日報の提出をお願いします（${date.slice(5, 7)}/${date.slice(8, 10)}）`;
      await waitUntil(async () =>
        (await t.delivery.inbox(school.tenant.id, id.A2!, { size: 10 })).some((m) => m.title === title),
      );
      const sent = await t.delivery.recipients(school.tenant.id, claim!.deliveryId!, { page: 1, size: 10 });
      expect(sent.rows.map((r) => r.memberId).sort()).toEqual([id.A1, id.A2, id.B1].sort());
      // The link opens that template's form of that day (in the member app, after its login).
      const message = await t.delivery.openForMember(
        school.tenant.id,
        id.A2!,
        claim!.deliveryId!,
        "MOBILE_APP",
      );
      expect(message?.linkUrl).toMatch(
        new RegExp(`/regist-daily-report\\?template=${templateId}&date=${date}$`),
      );
    });
  });
});
