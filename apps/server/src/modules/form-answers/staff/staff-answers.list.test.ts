import { FormAnswerStatus as S } from "@gakumu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { usePermissionTestApp } from "../../../../test/permissions/permission-test-app";
import { type AnswerSchool, addAnswer, addFormUser, createAnswerSchool } from "./answer-fixtures.testing";

type Headers = Record<string, string>;

describe("staff answer list, detail, dashboard and applicants", () => {
  const t = usePermissionTestApp();
  let school: AnswerSchool;
  let other: AnswerSchool;
  let base: string;
  const ids: Record<string, number> = {};
  let hanakoId: number;

  beforeAll(async () => {
    const db = t.database.db;
    school = await createAnswerSchool(t.app, db);
    other = await createAnswerSchool(t.app, db);
    base = `/app/api/v2/form/${school.formId}/answers`;
    const hanako = await addFormUser(db, school, {
      loginId: "hanako@example.com",
      name: "山田　花子",
      nameKana: "ヤマダ　ハナコ",
      telNo: "090-1234-5678",
    });
    hanakoId = hanako.id;
    const taro = await addFormUser(db, school, { loginId: "taro@example.com", name: "佐藤　太郎" });
    const day = (d: string) => new Date(`${d}T10:00:00+09:00`);
    ids.hanako = (
      await addAnswer(db, school, {
        formUserId: hanako.id,
        mailAddress: hanako.loginId,
        values: { name: "山田　花子", course: "2", commerceReason: "簿記を学びたいＡＢＣ", report: null },
        submittedAt: day("2026-04-01"),
      })
    ).id;
    ids.taro = (
      await addAnswer(db, school, {
        formUserId: taro.id,
        mailAddress: taro.loginId,
        status: S.FIXED,
        values: { name: "佐藤　太郎", course: "1", report: null },
        submittedAt: day("2026-04-02"),
      })
    ).id;
    ids.draft = (await addAnswer(db, school, { status: S.DRAFT, formUserId: taro.id })).id;
    for (let i = 0; i < 22; i++)
      await addAnswer(db, school, {
        values: { name: `匿名 ${String.fromCharCode(0x30a2 + i)}`, course: "1", report: null },
        submittedAt: day("2026-04-03"),
      });
    ids.otherTenant = (await addAnswer(db, other)).id;
  });

  const get = (url: string, headers: Headers = school.adminHeaders) =>
    t.app.inject({ method: "GET", url, headers });

  it("lists sent answers 20 a page, newest first, with counts per status of the whole form", async () => {
    const first = await get(base);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 24, page: 1, pageSize: 20 });
    expect(body.rows).toHaveLength(20);
    expect(body.counts).toEqual({ "1": 23, "2": 1, "3": 1, "4": 0, "5": 0 });
    expect(body.rows.map((r: { answerStatus: number }) => r.answerStatus)).not.toContain(S.DRAFT);
    const last = (await get(`${base}?page=2`)).json();
    expect(last.rows.map((r: { answerId: number }) => r.answerId).slice(-2)).toEqual([ids.taro, ids.hanako]);
    const hanako = last.rows.at(-1);
    expect(hanako).toMatchObject({
      receiptNo: 1,
      applicantName: "山田　花子",
      mailAddress: "hanako@example.com",
      summary: [
        { itemKey: "name", label: "氏名", text: "山田　花子" },
        { itemKey: "course", label: "志望学科", text: "商業科" },
        { itemKey: "commerceReason", label: "商業科の志望理由", text: "簿記を学びたいＡＢＣ" },
      ],
    });
    // The conditional item is not shown for an answer whose condition did not hold.
    expect(last.rows.at(-2).summary.map((s: { itemKey: string }) => s.itemKey)).toEqual([
      "name",
      "course",
      "report",
    ]);
  });

  it("filters by status (drafts only when asked), period in Japan time and sorts", async () => {
    const drafts = (await get(`${base}?status=2`)).json();
    expect(drafts.rows.map((r: { answerId: number }) => r.answerId)).toEqual([ids.draft]);
    const fixed = (await get(`${base}?status=3,4`)).json();
    expect(fixed.total).toBe(1);
    const day = (
      await get(`${base}?submittedFrom=2026-04-01&submittedTo=2026-04-02&sort=receiptNo&order=asc`)
    ).json();
    expect(day.rows.map((r: { answerId: number }) => r.answerId)).toEqual([ids.hanako, ids.taro]);
    const bad = await get(`${base}?status=9`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("回答状況の指定が正しくありません。");
    const badDate = await get(`${base}?submittedFrom=2026-02-30`);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain("yyyy-MM-dd");
  });

  it("finds answers by a fragment of their text, the applicant or the receipt number, however typed", async () => {
    const ids_ = async (keyword: string) =>
      (await get(`${base}?keyword=${encodeURIComponent(keyword)}`))
        .json()
        .rows.map((r: { answerId: number }) => r.answerId);
    expect(await ids_("簿記を学びたいabc")).toEqual([ids.hanako]);
    expect(await ids_("商業科")).toEqual([ids.hanako]);
    expect(await ids_("ﾔﾏﾀﾞ")).toEqual([ids.hanako]);
    expect(await ids_("TARO@EXAMPLE")).toEqual([ids.taro]);
    // A receipt number is found typed full width; as any fragment, "2" finds 12, 20… too.
    expect(await ids_("２")).toContain(ids.taro);
    expect(await ids_("２４")).toHaveLength(1);
    expect(await ids_("見つからない")).toEqual([]);
  });

  it("shows one answer with the applicant's profile and its history", async () => {
    const res = await get(`${base}/${ids.hanako}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      answerId: ids.hanako,
      formId: school.formId,
      receiptNo: 1,
      answerStatus: S.ANSWERED,
      values: { name: "山田　花子", course: "2" },
      applicant: {
        formUserId: hanakoId,
        loginId: "hanako@example.com",
        nameKana: "ヤマダ　ハナコ",
        telNo: "090-1234-5678",
      },
      version: 1,
      history: [{ fromStatus: null, toStatus: S.ANSWERED, changedBy: null }],
    });
  });

  it("answers 404 for another tenant's form or answer and for an answer of another form", async () => {
    expect((await get(base, other.adminHeaders)).statusCode).toBe(404);
    expect((await get(`${base}/${ids.hanako}`, other.adminHeaders)).statusCode).toBe(404);
    const res = await get(`${base}/${ids.otherTenant}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("回答が見つかりません。");
    expect((await get(`/app/api/v2/applicant-information/${hanakoId}`, other.adminHeaders)).statusCode).toBe(
      404,
    );
  });

  it("lets a reference-only user read", async () => {
    expect((await get(base, school.viewerHeaders)).statusCode).toBe(200);
  });

  it("gives the answer screens the form's items, within the caller's organisation only", async () => {
    const url = `/app/api/v2/form/${school.formId}/answer-form`;
    const res = await get(url, school.viewerHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json().formId).toBe(school.formId);
    expect(res.json().sections.flatMap((s: { items: unknown[] }) => s.items).length).toBeGreaterThan(0);
    expect((await get(url, other.adminHeaders)).statusCode).toBe(404);
  });

  it("counts answers per status for each form on the dashboard", async () => {
    const res = await get("/app/api/v2/form-dashboard");
    expect(res.statusCode).toBe(200);
    const row = res.json().forms.find((f: { formId: number }) => f.formId === school.formId);
    expect(row).toMatchObject({
      title: school.formTitle,
      formStatus: "PUBLISHED",
      reception: "OPEN",
      counts: { "1": 23, "2": 1, "3": 1 },
      total: 24,
    });
    const others = (await get("/app/api/v2/form-dashboard", other.adminHeaders)).json().forms;
    expect(others.map((f: { formId: number }) => f.formId)).toEqual([other.formId]);
  });

  it("finds applicants by name, kana or phone and shows what they sent", async () => {
    const search = async (keyword: string) =>
      (await get(`/app/api/v2/applicant-information?keyword=${encodeURIComponent(keyword)}`)).json();
    const byKana = await search("ヤマダ");
    expect(byKana.total).toBe(1);
    expect(byKana.rows[0]).toMatchObject({
      formUserId: hanakoId,
      name: "山田　花子",
      answerCount: 1,
      lineLinked: false,
    });
    expect((await search("09012345678")).rows.map((r: { formUserId: number }) => r.formUserId)).toEqual([
      hanakoId,
    ]);
    expect((await search("")).total).toBe(2);
    const taro = (await search("太郎")).rows[0];
    // The draft is the applicant's own: only the sent answer counts.
    expect(taro.answerCount).toBe(1);
    const detail = await get(`/app/api/v2/applicant-information/${hanakoId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().answers).toEqual([
      expect.objectContaining({
        answerId: ids.hanako,
        formTitle: school.formTitle,
        receiptNo: 1,
        answerStatus: S.ANSWERED,
      }),
    ]);
  });
});
