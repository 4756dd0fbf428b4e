import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, createTestUser, loginAs } from "../../../../test/auth-helpers";
import { assignSet } from "../../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../../test/test-app";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../../members/member-fixtures.testing";
import { type AnswerSeed, seedSurvey } from "./totals-fixtures.testing";

const R = "/app/api/v2/surveys/results";
const T = "/app/api/v2/surveys/totalling";
const G = "/app/api/v2/surveys/groups";

const QUESTIONS = [
  { key: "q_join", answerType: "YES_NO", label: "参加しますか" },
  { key: "q_days", answerType: "SELECT_MULTI", label: "参加できる日", choices: ["月", "火", "水"] },
  { key: "q_lunch", answerType: "SELECT_SINGLE", label: "昼食", choices: ["弁当", "給食"] },
  { key: "q_class", answerType: "DIVISION", label: "所属", divisionDepth: 3 },
  { key: "q_date", answerType: "DATE", label: "希望日" },
  { key: "q_agree", answerType: "CHECKBOX", label: "同意する" },
  { key: "q_note", answerType: "TEXT_MULTI", label: "連絡事項" },
];

const EARLY = "2026-11-01T10:00:00+09:00";
const LATE = "2026-11-10T10:00:00+09:00";

/** Seven recipients, six answered (D1 did not): the figures below are counted by hand from these. */
const ANSWERS: Record<string, { at: string; values: AnswerSeed } | null> = {
  A1: {
    at: EARLY,
    values: {
      q_join: ["はい"],
      q_days: ["月", "水"],
      q_lunch: ["弁当"],
      q_class: ["FUTSU", "F1", "F1A"],
      q_date: "2026-12-05",
      q_agree: true,
      q_note: "バスで行きます",
    },
  },
  A2: {
    at: EARLY,
    values: {
      q_join: ["いいえ"],
      q_days: ["火"],
      q_lunch: ["給食"],
      q_date: "2026-12-06",
      q_agree: false,
      q_note: "欠席します",
    },
  },
  A3: { at: LATE, values: { q_join: ["はい"], q_days: ["月"], q_lunch: ["弁当"], q_agree: true } },
  B1: {
    at: LATE,
    values: {
      q_join: ["はい"],
      q_days: ["月", "火", "水"],
      q_lunch: ["給食"],
      q_class: ["FUTSU", "F1", "F1B"],
      q_date: "2026-12-05",
      q_agree: true,
      q_note: "バス酔いが心配です 100%_",
    },
  },
  B2: { at: LATE, values: { q_join: ["いいえ"], q_lunch: ["弁当"] } },
  C1: { at: LATE, values: { q_join: ["はい"], q_days: ["水"], q_lunch: ["弁当"] } },
  D1: null,
};

describe("survey totals over HTTP", () => {
  const t = useTestApp();
  let school: MemberSchool;
  let other: MemberSchool;
  let staff: Awaited<ReturnType<typeof loginAll>>;
  let lecturer: Record<string, string>;
  let otherAdmin: Record<string, string>;
  let surveyId = 0;
  let anonymousId = 0;
  let emptyId = 0;
  let otherSurveyId = 0;

  const get = async (url: string, headers = staff.admin) => t.app.inject({ method: "GET", url, headers });
  const post = async (url: string, payload: object, headers = staff.admin) =>
    t.app.inject({ method: "POST", url, headers: { ...headers, ...apiHeaders }, payload });

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    other = await createMemberSchool(db);
    await addMembers(db, [
      memberRow(school, "A1"),
      memberRow(school, "A2"),
      memberRow(school, "A3"),
      memberRow(school, "D1"),
      memberRow(school, "B1", { subsectionCd: "F1B" }),
      memberRow(school, "B2", { subsectionCd: "F1B" }),
      memberRow(school, "C1", { grade: 2, sectionCd: "F2", subsectionCd: "F2A" }),
    ]);
    await addMembers(db, [memberRow(other, "X1")]);
    const ids: Record<string, number> = {};
    for (const code of Object.keys(ANSWERS)) ids[code] = await idOf(db, school.organization.id, code);
    const recipients = (answers: typeof ANSWERS) =>
      Object.entries(answers).map(([code, answer]) => ({
        memberId: ids[code]!,
        grade: code === "C1" ? 2 : 1,
        path: code === "C1" ? ["FUTSU", "F2", "F2A"] : ["FUTSU", "F1", code.startsWith("B") ? "F1B" : "F1A"],
        answeredAt: answer?.at ?? null,
        answers: answer?.values ?? null,
      }));
    surveyId = await seedSurvey(db, school, {
      title: "校外学習",
      questions: QUESTIONS,
      recipients: recipients(ANSWERS),
    });
    anonymousId = await seedSurvey(db, school, {
      title: "匿名の意見",
      anonymous: true,
      questions: [{ key: "q_note", answerType: "TEXT_SINGLE", label: "ご意見" }],
      recipients: [
        {
          memberId: ids.A1!,
          grade: 1,
          path: ["FUTSU", "F1", "F1A"],
          answeredAt: LATE,
          answers: { q_note: "給食の量を増やしてほしい" },
        },
      ],
    });
    emptyId = await seedSurvey(db, school, {
      title: "まだ誰も答えていない",
      questions: QUESTIONS,
      recipients: recipients({ A1: null, B1: null }),
    });
    const x1 = await idOf(db, other.organization.id, "X1");
    otherSurveyId = await seedSurvey(db, other, {
      title: "他校",
      questions: QUESTIONS.slice(0, 1),
      recipients: [
        { memberId: x1, grade: 1, path: ["FUTSU"], answeredAt: LATE, answers: { q_join: ["はい"] } },
      ],
    });
    staff = await loginAll(t.app, school);
    otherAdmin = (await loginAll(t.app, other)).admin;
    const lecturerUser = await createTestUser(db, school.tenant, school.organization, "lecturer");
    await assignSet(db, school, lecturerUser, school.sets.lecturer);
    lecturer = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "lecturer" });
  }, 60_000);

  it("counts each question, the answer rate and the rates by class and grade", async () => {
    const res = await get(`${R}/${surveyId}/totals`);
    expect(res.statusCode).toBe(200);
    const totals = res.json();
    expect(totals).toMatchObject({ recipients: 7, answered: 6, rate: 85.7, classLevel: 3 });
    const q = (key: string) => totals.questions.find((x: { key: string }) => x.key === key);
    expect(q("q_join")).toMatchObject({
      respondents: 6,
      buckets: [
        { value: "はい", count: 4, percent: 66.7 },
        { value: "いいえ", count: 2, percent: 33.3 },
      ],
    });
    // Several choices per respondent: percentages of the 5 respondents add up to more than 100.
    expect(q("q_days").respondents).toBe(5);
    expect(q("q_days").buckets.map((b: { count: number; percent: number }) => [b.count, b.percent])).toEqual([
      [3, 60],
      [2, 40],
      [3, 60],
    ]);
    expect(q("q_class").buckets).toEqual([
      { value: "F1A", label: "普通科 ／ 1年 ／ A組", count: 1, percent: 50 },
      { value: "F1B", label: "普通科 ／ 1年 ／ B組", count: 1, percent: 50 },
    ]);
    expect(q("q_agree").buckets).toEqual([
      { value: "true", label: "チェックあり", count: 3, percent: 75 },
      { value: "false", label: "チェックなし", count: 1, percent: 25 },
    ]);
    expect(q("q_date")).toMatchObject({ respondents: 3, earliest: "2026/12/05", latest: "2026/12/06" });
    expect(q("q_note")).toMatchObject({ respondents: 3, buckets: [] });
    expect(totals.byClass).toEqual([
      { value: "F1A", label: "普通科 ／ 1年 ／ A組", recipients: 3 + 1, answered: 3, rate: 75 },
      { value: "F1B", label: "普通科 ／ 1年 ／ B組", recipients: 2, answered: 2, rate: 100 },
      { value: "F2A", label: "普通科 ／ 2年 ／ A組", recipients: 1, answered: 1, rate: 100 },
    ]);
    expect(totals.byGrade.map((g: { label: string; rate: number }) => [g.label, g.rate])).toEqual([
      ["1年", 83.3],
      ["2年", 100],
    ]);
    expect(totals.dimensions.map((d: { value: string }) => d.value)).toContain("question:q_lunch");
  });

  it("applies the period, class, grade and answer filters to every figure", async () => {
    const late = (await get(`${R}/${surveyId}/totals?from=2026-11-05`)).json();
    expect(late).toMatchObject({ recipients: 7, answered: 4 });
    const lunch = (await get(`${R}/${surveyId}/totals?fq=q_lunch&fv=${encodeURIComponent("給食")}`)).json();
    expect(lunch.answered).toBe(2);
    expect(lunch.questions[0].buckets.map((b: { count: number }) => b.count)).toEqual([1, 1]);
    const classB = (await get(`${R}/${surveyId}/totals?node=F1B`)).json();
    expect(classB).toMatchObject({ recipients: 2, answered: 2, rate: 100 });
    const grade2 = (await get(`${R}/${surveyId}/totals?grade=2&to=2026-11-30`)).json();
    expect(grade2).toMatchObject({ recipients: 1, answered: 1 });
    const cross = (await get(`${R}/${surveyId}/cross?question=q_join&by=grade&from=2026-11-05`)).json();
    expect(cross.counts).toEqual([
      [2, 1],
      [1, 0],
    ]);
  });

  it("cross-tabulates by class, by grade and by another question", async () => {
    const byClass = (await get(`${R}/${surveyId}/cross?question=q_join&by=level:3`)).json();
    expect(byClass.columns.map((c: { label: string }) => c.label)).toEqual([
      "普通科 ／ 1年 ／ A組",
      "普通科 ／ 1年 ／ B組",
      "普通科 ／ 2年 ／ A組",
    ]);
    expect(byClass.rows.map((r: { value: string }) => r.value)).toEqual(["はい", "いいえ"]);
    expect(byClass.counts).toEqual([
      [2, 1, 1],
      [1, 1, 0],
    ]);
    expect(byClass.columnRespondents).toEqual([3, 2, 1]);
    expect(byClass.respondents).toBe(6);
    const byQuestion = (await get(`${R}/${surveyId}/cross?question=q_days&by=question:q_lunch`)).json();
    expect(byQuestion.columns.map((c: { label: string }) => c.label)).toEqual(["弁当", "給食"]);
    // 月: A1, A3 (弁当), B1 (給食); 火: A2, B1 (給食); 水: A1, C1 (弁当), B1 (給食).
    expect(byQuestion.counts).toEqual([
      [2, 1],
      [0, 2],
      [2, 1],
    ]);
    expect(byQuestion.columnRespondents).toEqual([3, 2]);
    const byGrade = (await get(`${R}/${surveyId}/cross?question=q_agree&by=grade`)).json();
    // C1 (grade 2) left the checkbox unanswered: no grade-2 column.
    expect(byGrade.columns.map((c: { label: string }) => c.label)).toEqual(["1年"]);
    expect(byGrade.counts).toEqual([[3], [1]]);
  });

  it("lists free-text answers with a search that takes % and _ literally", async () => {
    const all = (await get(`${R}/${surveyId}/texts?question=q_note`)).json();
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({ name: "生徒　B1", placement: "普通科 ／ 1年 ／ B組" });
    const bus = (
      await get(`${R}/${surveyId}/texts?question=q_note&keyword=${encodeURIComponent("バス")}`)
    ).json();
    expect(bus.total).toBe(2);
    const literal = (
      await get(`${R}/${surveyId}/texts?question=q_note&keyword=${encodeURIComponent("%_")}`)
    ).json();
    expect(literal.items.map((i: { text: string }) => i.text)).toEqual(["バス酔いが心配です 100%_"]);
  });

  it("shows an anonymous survey's answers without names, in the list and in the files", async () => {
    const texts = (await get(`${R}/${anonymousId}/texts?question=q_note`)).json();
    expect(texts.items).toEqual([expect.objectContaining({ name: null, placement: null })]);
    const csv = await post(`${R}/${anonymousId}/export`, {
      kind: "answers",
      format: "Csv",
      csvEncoding: "utf8-bom",
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("給食の量を増やしてほしい");
    expect(csv.body).not.toContain("生徒");
    expect(csv.body).not.toContain("氏名");
  });

  it("totals a survey nobody answered yet as zeros", async () => {
    const totals = (await get(`${R}/${emptyId}/totals`)).json();
    expect(totals).toMatchObject({ recipients: 2, answered: 0, rate: 0 });
    expect(totals.questions[0].buckets).toEqual([
      { value: "はい", label: "はい", count: 0, percent: 0 },
      { value: "いいえ", label: "いいえ", count: 0, percent: 0 },
    ]);
    const cross = (await get(`${R}/${emptyId}/cross?question=q_join&by=level:3`)).json();
    expect(cross).toMatchObject({ columns: [], respondents: 0 });
    const pdf = await post(`${R}/${emptyId}/export`, { kind: "totals", format: "Pdf" });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("exports the answers with one column per choice and labels, in Excel and Shift_JIS CSV", async () => {
    const xlsx = await post(`${R}/${surveyId}/export`, { kind: "answers", format: "Excel" });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      "回答日時",
      "会員番号",
      "氏名",
      "学年",
      "所属",
      "参加しますか",
      "参加できる日：月",
      "参加できる日：火",
      "参加できる日：水",
      "昼食",
      "所属",
      "希望日",
      "同意する",
      "連絡事項",
    ]);
    expect(sheet.rowCount).toBe(7);
    const a1 = (sheet.getRow(2).values as unknown[]).slice(2);
    expect(a1).toEqual([
      "A1",
      "生徒　A1",
      "1年",
      "普通科 ／ 1年 ／ A組",
      "はい",
      "○",
      undefined,
      "○",
      "弁当",
      "普通科 ／ 1年 ／ A組",
      "2026/12/05",
      "チェックあり",
      "バスで行きます",
    ]);
    const csv = await post(`${R}/${surveyId}/export`, {
      kind: "answers",
      format: "Csv",
      filter: { node: "F1B" },
    });
    const text = iconv.decode(csv.rawPayload, "cp932");
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(3);
    expect(text).toContain('"2026/11/10 10:00","B1"');
  });

  it("exports the totals as Excel and as a PDF report", async () => {
    const xlsx = await post(`${R}/${surveyId}/export`, {
      kind: "totals",
      format: "Excel",
      cross: { question: "q_join", by: "level:3" },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(["集計", "回答率", "クロス集計"]);
    expect(book.getWorksheet("クロス集計")!.getRow(3).values).toEqual([undefined, "はい", 2, 1, 1, 4]);
    const pdf = await post(`${R}/${surveyId}/export`, {
      kind: "totals",
      format: "Pdf",
      cross: { question: "q_join", by: "grade" },
    });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.length).toBeGreaterThan(5000);
    const csvTotals = await post(`${R}/${surveyId}/export`, { kind: "totals", format: "Csv" });
    expect(csvTotals.statusCode).toBe(400);
    expect(csvTotals.body).toContain("集計はExcelかPDFで出力できます");
  });

  it.each([
    [`/totals?fv=${encodeURIComponent("給食")}`, "絞り込む質問を選択してください"],
    ["/totals?from=2026-11-30&to=2026-11-01", "開始日が終了日より後です"],
    ["/totals?from=2026-02-30", "回答日（から）はyyyy-MM-dd形式の正しい日付で入力してください"],
    ["/totals?grade=99999999999", "学年が正しくありません"],
    ["/totals?fq=q_note&fv=x", "回答の値で絞り込めるのは選択式の質問だけです。"],
    ["/totals?fq=nothing&fv=x", "絞り込む質問が見つかりません。"],
    ["/totals?node=%00", "使用できない文字が含まれています"],
    ["/cross?question=q_note&by=grade", "クロス集計できるのは選択式の質問だけです。"],
    ["/cross?question=q_join&by=question:q_join", "同じ質問どうしはクロス集計できません"],
    ["/cross?question=q_join&by=attribute:nothing", "集計軸の属性が見つかりません。"],
    ["/cross?question=q_join&by=drop%20table", "集計軸の指定が正しくありません"],
    ["/texts?question=q_join", "自由記述の質問を選択してください。"],
    ["/texts?question=q_note&keyword=%00", "使用できない文字が含まれています"],
    ["/texts?question=q_note&keyword=%ED%A0%80", null],
  ])("refuses %s with a Japanese message", async (path, message) => {
    const res = await get(`${R}/${surveyId}${path}`);
    if (message === null) {
      // A lone surrogate is not an error: it simply matches nothing.
      expect(res.statusCode).toBe(200);
      return;
    }
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });

  it("answers another tenant's survey with a Japanese 404 and refuses staff without the menu", async () => {
    for (const path of ["/totals", "/cross?question=q_join&by=grade", "/texts?question=q_join"]) {
      const res = await get(`${R}/${otherSurveyId}${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("アンケートが見つかりません。");
    }
    expect((await get(`${R}/${surveyId}/totals`, otherAdmin)).statusCode).toBe(404);
    expect((await post(`${R}/${otherSurveyId}/export`, { kind: "answers", format: "Csv" })).statusCode).toBe(
      404,
    );
    expect((await get(`${R}/${surveyId}/totals`, lecturer)).statusCode).toBe(403);
    expect((await get(`${T}/${surveyId}/totals`, lecturer)).statusCode).toBe(403);
    expect((await get(G, lecturer)).statusCode).toBe(403);
    // 参照のみ reads the totals and takes files, but cannot change groups.
    expect((await get(`${T}/${surveyId}/totals`, staff.viewer)).statusCode).toBe(200);
    expect((await post(G, { name: "x", surveyIds: [surveyId] }, staff.viewer)).statusCode).toBe(403);
  });

  it("groups surveys for アンケート集計 and refuses another organisation's survey in a group", async () => {
    const created = await post(G, { name: "  2学期のアンケート ", surveyIds: [surveyId, emptyId] });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({ name: "2学期のアンケート", version: 1 });
    expect(group.surveys.map((s: { id: number; answerRate: number }) => [s.id, s.answerRate])).toEqual([
      [surveyId, 85.7],
      [emptyId, 0],
    ]);
    const foreign = await post(G, { name: "他校入り", surveyIds: [surveyId, otherSurveyId] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe("選択したアンケートが見つかりません。画面を開き直してください。");
    const twice = await post(G, { name: "重複", surveyIds: [surveyId, surveyId] });
    expect(twice.body).toContain("同じアンケートが重複しています");
    const put = (version: number) =>
      t.app.inject({
        method: "PUT",
        url: `${G}/${group.id}`,
        headers: { ...staff.admin, ...apiHeaders },
        payload: { name: "2学期", surveyIds: [emptyId], version },
      });
    expect((await put(1)).json()).toMatchObject({ name: "2学期", version: 2 });
    expect((await put(1)).statusCode).toBe(409);
    expect((await get(G, otherAdmin)).json().items).toEqual([]);
    const otherPut = await t.app.inject({
      method: "PUT",
      url: `${G}/${group.id}`,
      headers: { ...otherAdmin, ...apiHeaders },
      payload: { name: "乗っ取り", surveyIds: [otherSurveyId], version: 2 },
    });
    expect(otherPut.statusCode).toBe(404);
    expect((await get(`${T}/${surveyId}/totals`)).json().answered).toBe(6);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `${G}/${group.id}?version=2`,
      headers: { ...staff.admin, ...apiHeaders },
    });
    expect(removed.statusCode).toBe(204);
  });
});
