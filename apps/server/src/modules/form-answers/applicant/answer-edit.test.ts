import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useFormUserTestApp } from "../../../../test/form-users/form-user-test-app";
import { FORMS } from "../../../../test/forms/form-test-kit";
import { form } from "../../forms/forms.tables";
import { formAnswer } from "../form-answers.tables";
import {
  ANSWER,
  type AnswerSchool,
  callAs,
  createAnswerSchool,
  goodValues,
  registerUser,
  submitBody,
} from "./applicant-test-kit.testing";

describe("changing an answer: editing, remand, a form that closes meanwhile", () => {
  const t = useFormUserTestApp();
  let school: AnswerSchool;
  beforeAll(async () => {
    school = await createAnswerSchool(t, {
      editableAfterSubmit: true,
      editDeadline: "2099-01-01T00:00:00+09:00",
    });
  });

  async function sentAnswer() {
    const user = await registerUser(t, school);
    const me = { ...school, cookie: user.cookie };
    const sent = await callAs(t, me, "POST", `${ANSWER}/submit`, submitBody(school.formId, goodValues()));
    expect(sent.statusCode, sent.body).toBe(200);
    return { me, user, sent: sent.json() };
  }
  const setForm = (columns: Partial<typeof form.$inferInsert>) =>
    t.database.db.update(form).set(columns).where(eq(form.id, school.formId));
  const rowOf = async (answerId: number) =>
    (await t.database.db.select().from(formAnswer).where(eq(formAnswer.id, answerId)))[0]!;

  it("edits a sent answer before the deadline: same receipt number, still answered", async () => {
    const { me, sent } = await sentAnswer();
    const current = (await callAs(t, me, "GET", `${ANSWER}/current?formId=${school.formId}`)).json().answer;
    expect(current).toMatchObject({
      answerStatus: 1,
      editable: true,
      editDeadline: "2098-12-31T15:00:00.000Z",
    });
    const edited = await callAs(
      t,
      me,
      "POST",
      `${ANSWER}/submit`,
      submitBody(school.formId, goodValues({ name: "変更後" }), { version: current.version }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      answerId: sent.answerId,
      receiptNo: sent.receiptNo,
      answerStatus: 1,
    });
    expect((await rowOf(sent.answerId)).answerValues).toMatchObject({ name: "変更後" });
    // A sent answer is never overwritten by a draft: unchecked input would show as answered.
    const draft = await callAs(t, me, "PUT", `${ANSWER}/draft`, {
      formId: school.formId,
      values: {},
      version: edited.json().version,
    });
    expect(draft.statusCode).toBe(409);
  });

  it("refuses an edit after the deadline and leaves the answer as it was", async () => {
    const { me, sent } = await sentAnswer();
    await setForm({ editDeadline: new Date(Date.now() - 60_000) });
    try {
      const current = (await callAs(t, me, "GET", `${ANSWER}/current?formId=${school.formId}`)).json().answer;
      expect(current.editable).toBe(false);
      const late = await callAs(
        t,
        me,
        "POST",
        `${ANSWER}/submit`,
        submitBody(school.formId, goodValues({ name: "遅すぎ" }), { version: sent.version }),
      );
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe("回答の変更期限を過ぎたため、送信できません。");
      expect((await rowOf(sent.answerId)).answerValues).toMatchObject({ name: "東雲 花子" });
    } finally {
      await setForm({ editDeadline: new Date("2099-01-01T00:00:00+09:00") });
    }
  });

  it("shows a remand with its message and takes the corrected answer as answered again", async () => {
    const { me, sent } = await sentAnswer();
    await t.database.db
      .update(formAnswer)
      .set({ answerStatus: 4, remandMessage: "志望学科を見直してください。", version: sent.version + 1 })
      .where(eq(formAnswer.id, sent.answerId));
    const current = (await callAs(t, me, "GET", `${ANSWER}/current?formId=${school.formId}`)).json().answer;
    expect(current).toMatchObject({
      answerStatus: 4,
      editable: true,
      remandMessage: "志望学科を見直してください。",
    });
    const draft = await callAs(t, me, "PUT", `${ANSWER}/draft`, {
      formId: school.formId,
      values: { name: "修正中" },
      version: current.version,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const fixed = await callAs(
      t,
      me,
      "POST",
      `${ANSWER}/submit`,
      submitBody(school.formId, goodValues({ course: "2" }), { version: draft.json().version }),
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ answerStatus: 1, receiptNo: sent.receiptNo });
  });

  it("refuses a draft once the form is unpublished or closed, and keeps the stored draft", async () => {
    const other = await createAnswerSchool(t);
    const user = await registerUser(t, other);
    const me = { ...other, cookie: user.cookie };
    const saved = await callAs(t, me, "PUT", `${ANSWER}/draft`, {
      formId: other.formId,
      values: { name: "保存済み" },
    });
    const detail = await t.app.inject({
      method: "GET",
      url: `${FORMS}/${other.formId}`,
      headers: other.adminHeaders,
    });
    const unpublished = await t.app.inject({
      method: "POST",
      url: `${FORMS}/${other.formId}/unpublish`,
      headers: other.adminHeaders,
      payload: { version: detail.json().form.version },
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    const refused = await callAs(t, me, "PUT", `${ANSWER}/draft`, {
      formId: other.formId,
      values: { name: "消えてはいけない" },
      version: saved.json().version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("このフォームは現在公開されていないため、保存できません。");
    const send = await callAs(
      t,
      me,
      "POST",
      `${ANSWER}/submit`,
      submitBody(other.formId, goodValues(), {
        version: saved.json().version,
      }),
    );
    expect(send.statusCode).toBe(409);
    expect((await rowOf(saved.json().answerId)).answerValues).toEqual({ name: "保存済み" });

    await t.database.db
      .update(form)
      .set({ status: "PUBLISHED", answerPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(form.id, other.formId));
    const late = await callAs(t, me, "PUT", `${ANSWER}/draft`, {
      formId: other.formId,
      values: { name: "期間後" },
      version: saved.json().version,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("このフォームの回答期間は終了したため、保存できません。");
    expect((await rowOf(saved.json().answerId)).answerValues).toEqual({ name: "保存済み" });
  });

  it("shows another user's or another form's answer to no one", async () => {
    const { sent } = await sentAnswer();
    const stranger = await registerUser(t, school);
    const mine = await callAs(
      t,
      { ...school, cookie: stranger.cookie },
      "GET",
      `${ANSWER}/current?formId=${school.formId}`,
    );
    expect(mine.json()).toEqual({ answer: null });
    // Naming the other's version does not reach their answer either.
    const steal = await callAs(
      t,
      { ...school, cookie: stranger.cookie },
      "POST",
      `${ANSWER}/submit`,
      submitBody(school.formId, goodValues(), { version: sent.version }),
    );
    expect(steal.statusCode).toBe(409);
    const otherSchool = await createAnswerSchool(t);
    const wrongForm = await callAs(t, otherSchool, "GET", `${ANSWER}/current?formId=${school.formId}`);
    expect(wrongForm.statusCode).toBe(404);
    expect(wrongForm.json().message).toBe("フォームが見つかりません。");
  });
});
