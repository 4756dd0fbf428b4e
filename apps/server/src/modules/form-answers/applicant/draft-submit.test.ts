import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailTo, useFormUserTestApp } from "../../../../test/form-users/form-user-test-app";
import { formAnswer, formAnswerStatusLog } from "../form-answers.tables";
import {
  ANSWER,
  type AnswerSchool,
  callAs,
  createAnswerSchool,
  goodValues,
  registerUser,
  submitBody,
} from "./applicant-test-kit.testing";

describe("saving midway and sending an answer", () => {
  const t = useFormUserTestApp();
  let school: AnswerSchool;
  beforeAll(async () => {
    school = await createAnswerSchool(t);
  });

  const answersOf = async (formUserId: number) =>
    t.database.db
      .select()
      .from(formAnswer)
      .where(and(eq(formAnswer.formId, school.formId), eq(formAnswer.formUserId, formUserId)));

  it("keeps a draft as typed, only the form's own items, and gives it back", async () => {
    const user = await registerUser(t, school);
    const me = { keyHeaders: school.keyHeaders, cookie: user.cookie };
    const values = {
      name: "x".repeat(80),
      course: "9",
      unknownItem: "消える",
      commerceReason: "<b>理由</b>",
    };
    const saved = await callAs(t, me, "PUT", `${ANSWER}/draft`, { formId: school.formId, values });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1 });

    const current = await callAs(t, me, "GET", `${ANSWER}/current?formId=${school.formId}`);
    expect(current.json().answer).toMatchObject({
      answerId: saved.json().answerId,
      answerStatus: 2,
      values: { name: "x".repeat(80), course: "9", commerceReason: "<b>理由</b>" },
      receiptNo: null,
      editable: true,
      version: 1,
    });
    expect(current.json().answer.values).not.toHaveProperty("unknownItem");

    const again = await callAs(t, me, "PUT", `${ANSWER}/draft`, {
      formId: school.formId,
      values: { name: "東雲" },
      version: 1,
    });
    expect(again.json()).toMatchObject({ answerId: saved.json().answerId, version: 2 });
    const stale = await callAs(t, me, "PUT", `${ANSWER}/draft`, {
      formId: school.formId,
      values: { name: "古い画面" },
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain("画面を再読み込み");
    expect((await answersOf(user.formUserId))[0]!.answerValues).toEqual({ name: "東雲" });
  });

  it("refuses a draft without login and one too large, in Japanese", async () => {
    const anonymous = await callAs(t, school, "PUT", `${ANSWER}/draft`, {
      formId: school.formId,
      values: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe("一時保存するにはログインしてください。");

    const user = await registerUser(t, school);
    const huge = await callAs(t, { ...school, cookie: user.cookie }, "PUT", `${ANSWER}/draft`, {
      formId: school.formId,
      values: { commerceReason: "あ".repeat(100_000) },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain("入力内容が大きすぎる");
  });

  it("answers each issue of a sent answer with its Japanese message", async () => {
    const user = await registerUser(t, school);
    const res = await callAs(
      t,
      { ...school, cookie: user.cookie },
      "POST",
      `${ANSWER}/submit`,
      submitBody(school.formId, { name: "", course: "9" }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.message).toContain("氏名");
    expect(body.details).toEqual([
      { path: "values.name", message: expect.stringMatching(/入力してください/) },
      { path: "values.course", message: expect.stringMatching(/選択/) },
    ]);
    expect(await answersOf(user.formUserId)).toHaveLength(0);
  });

  it("sends a draft: receipt number, status log, search text and the completion mail", async () => {
    const user = await registerUser(t, school);
    const me = { ...school, cookie: user.cookie };
    const draft = await callAs(t, me, "PUT", `${ANSWER}/draft`, {
      formId: school.formId,
      values: { name: "途中" },
    });
    const before = t.smtp.received.length;
    const sent = await callAs(
      t,
      me,
      "POST",
      `${ANSWER}/submit`,
      submitBody(
        school.formId,
        goodValues({ name: "<script>ｼﾉﾉﾒ</script>", course: "2", commerceReason: "商業" }),
        {
          version: draft.json().version,
        },
      ),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ answerId: draft.json().answerId, answerStatus: 1, mailQueued: true });
    const receiptNo = sent.json().receiptNo;
    expect(receiptNo).toBeGreaterThan(0);

    const [row] = await answersOf(user.formUserId);
    expect(row!.answerValues).toMatchObject({ name: "<script>ｼﾉﾉﾒ</script>", commerceReason: "商業" });
    expect(row!.mailAddress).toBe(user.loginId);
    expect(row!.searchText).toContain("<script>シノノメ</script>");
    expect(row!.searchText).toContain("商業科");
    const logs = await t.database.db
      .select()
      .from(formAnswerStatusLog)
      .where(eq(formAnswerStatusLog.formAnswerId, row!.id));
    expect(logs.map((l) => [l.fromStatus, l.toStatus])).toEqual([
      [null, 2],
      [2, 1],
    ]);

    const mail = await mailTo(t, user.loginId, "2027年度 推薦入試 出願フォーム 受付完了", before);
    expect(mail.text).toContain(`受付番号：${receiptNo}`);
  });

  it("lets one of two racing first answers of a user through, and a repeated token is the same answer", async () => {
    const user = await registerUser(t, school);
    const me = { ...school, cookie: user.cookie };
    const [a, b] = await Promise.all([
      callAs(t, me, "POST", `${ANSWER}/submit`, submitBody(school.formId, goodValues())),
      callAs(t, me, "POST", `${ANSWER}/submit`, submitBody(school.formId, goodValues())),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(
      "このフォームには既に回答を送信済みです。",
    );
    expect(await answersOf(user.formUserId)).toHaveLength(1);

    const other = await registerUser(t, school);
    const body = submitBody(school.formId, goodValues());
    const twice = await Promise.all([
      callAs(t, { ...school, cookie: other.cookie }, "POST", `${ANSWER}/submit`, body),
      callAs(t, { ...school, cookie: other.cookie }, "POST", `${ANSWER}/submit`, body),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(twice[0]!.json().answerId).toBe(twice[1]!.json().answerId);
    expect(twice[0]!.json().receiptNo).toBe(twice[1]!.json().receiptNo);
    expect(await answersOf(other.formUserId)).toHaveLength(1);
  });

  it("numbers the answers of different users sent at once without a repeat or a gap", async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => registerUser(t, school)));
    const sent = await Promise.all(
      users.map((u) =>
        callAs(
          t,
          { ...school, cookie: u.cookie },
          "POST",
          `${ANSWER}/submit`,
          submitBody(school.formId, goodValues()),
        ),
      ),
    );
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const numbers = sent.map((r) => r.json().receiptNo);
    expect(new Set(numbers).size).toBe(5);
    // Schools use them as application numbers: the form's sent answers (this file's earlier ones
    // included, the refused and racing ones among them) hold exactly 1…N.
    const stored = await t.database.db
      .select({ receiptNo: formAnswer.receiptNo })
      .from(formAnswer)
      .where(eq(formAnswer.formId, school.formId));
    const sentNumbers = stored
      .map((r) => r.receiptNo)
      .filter((n) => n !== null)
      .sort((a, b) => a - b);
    expect(sentNumbers).toEqual(Array.from({ length: sentNumbers.length }, (_, i) => i + 1));
    for (const n of numbers) expect(sentNumbers).toContain(n);
  });

  it("needs a login to send to a form that requires one", async () => {
    const res = await callAs(t, school, "POST", `${ANSWER}/submit`, submitBody(school.formId, goodValues()));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("このフォームに回答するにはログインしてください。");
  });

  it("takes an answer without login when the form needs none, mailing the default text to its address item", async () => {
    const open = await createAnswerSchool(t, {
      loginRequired: 0,
      senderMailAddress: "nyushi@school.example.jp",
      completionMailSubject: "",
      completionMailBody: "",
      sections: [
        {
          title: "申込者",
          items: [
            { itemKey: "name", itemType: "TEXT_SINGLE", label: "氏名", required: true },
            { itemKey: "mail", itemType: "MAIL_ADDRESS", label: "メールアドレス", required: true },
          ],
        },
      ],
    });
    const to = `guest.${Date.now()}@example.com`;
    const before = t.smtp.received.length;
    const sent = await callAs(
      t,
      open,
      "POST",
      `${ANSWER}/submit`,
      submitBody(open.formId, { name: "来場 太郎", mail: to }),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ answerStatus: 1, mailQueued: true });
    const mail = await mailTo(t, to, "回答受付完了のお知らせ（2027年度 推薦入試 出願フォーム）", before);
    expect(mail.envelopeFrom).toBe("nyushi@school.example.jp");
    expect(mail.text).toContain(`【ご回答内容】\n氏名: 来場 太郎\nメールアドレス: ${to}`);
    const edit = await callAs(
      t,
      open,
      "POST",
      `${ANSWER}/submit`,
      submitBody(open.formId, { name: "x", mail: to }, { version: 1 }),
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe("送信済みの回答を変更するにはログインしてください。");
  });

  it("addresses the completion mail of an answer without login by the form's name item", async () => {
    const open = await createAnswerSchool(t, {
      loginRequired: 0,
      completionMailSubject: "{name}様 受付番号{answerNumber}",
      completionMailBody: "{name}様\nお申し込みありがとうございました。",
      sections: [
        {
          title: "申込者",
          items: [
            { itemKey: "guardian", itemType: "TEXT_SINGLE", label: "保護者氏名" },
            { itemKey: "name", itemType: "TEXT_SINGLE", label: "氏名", required: true, applicantName: true },
            { itemKey: "mail", itemType: "MAIL_ADDRESS", label: "メールアドレス", required: true },
          ],
        },
      ],
    });
    const to = `named.${Date.now()}@example.com`;
    const before = t.smtp.received.length;
    const values = { guardian: "来場 一郎", name: " 来場 花子 ", mail: to };
    const sent = await callAs(t, open, "POST", `${ANSWER}/submit`, submitBody(open.formId, values));
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await mailTo(t, to, `来場 花子様 受付番号${sent.json().receiptNo}`, before);
    expect(mail.text).toContain("来場 花子様\nお申し込みありがとうございました。");
    // Staff read the answer by the same name, and the builder gets the mark back.
    const list = await t.app.inject({
      method: "GET",
      url: `/app/api/v2/form/${open.formId}/answers`,
      headers: open.adminHeaders,
    });
    expect(list.json().rows[0]).toMatchObject({ applicantName: "来場 花子", mailAddress: to });
    const form = await t.app.inject({
      method: "GET",
      url: `/app/api/v2/form/${open.formId}`,
      headers: open.adminHeaders,
    });
    const items = form.json().form.sections[0].items as { itemKey: string; applicantName: boolean }[];
    expect(items.map((i) => [i.itemKey, i.applicantName])).toEqual([
      ["guardian", false],
      ["name", true],
      ["mail", false],
    ]);
  });
});
