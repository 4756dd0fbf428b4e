import fs from "node:fs/promises";
import path from "node:path";
import { FormAnswerStatus as S } from "@gakumu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { createForm, FORMS, sampleDefinition } from "../../../../test/forms/form-test-kit";
import { usePermissionTestApp } from "../../../../test/permissions/permission-test-app";
import {
  type AnswerSchool,
  addAnswer,
  addAnswerFile,
  addFormUser,
  createAnswerSchool,
  fileRootOf,
  pdfBytes,
} from "./answer-fixtures.testing";

type Headers = Record<string, string>;

describe("staff answer correction and status changes", () => {
  const t = usePermissionTestApp();
  let school: AnswerSchool;
  let other: AnswerSchool;
  let base: string;

  beforeAll(async () => {
    school = await createAnswerSchool(t.app, t.database.db);
    other = await createAnswerSchool(t.app, t.database.db);
    base = `/app/api/v2/form/${school.formId}/answers`;
  });

  const call = (
    method: "GET" | "PUT" | "POST" | "DELETE",
    url: string,
    payload?: object,
    headers: Headers = school.adminHeaders,
  ) => t.app.inject({ method, url, headers, payload });
  const newAnswer = async (status: number = S.ANSWERED) => {
    const user = await addFormUser(t.database.db, school, {
      loginId: `u${Math.random()}@example.com`,
      name: "鈴木　一郎",
    });
    return addAnswer(t.database.db, school, { status, formUserId: user.id, mailAddress: user.loginId });
  };

  it("corrects values checked like the applicant's, refreshes the search text and logs it", async () => {
    const answer = await newAnswer();
    const bad = await call("PUT", `${base}/${answer.id}`, { values: { name: "", course: "3" }, version: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^「氏名」：/);
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(["name", "course"]);

    const ok = await call("PUT", `${base}/${answer.id}`, {
      values: { name: "鈴木　一郎", course: "2", commerceReason: "訂正後の理由", extra: "捨てる" },
      version: 1,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      version: 2,
      answerStatus: S.ANSWERED,
      values: { course: "2", commerceReason: "訂正後の理由" },
    });
    expect(ok.json().values).not.toHaveProperty("extra");
    expect(ok.json().history.at(-1)).toMatchObject({
      changedBy: "テスト admin",
      message: "職員が回答内容を修正しました。",
    });
    const found = (await call("GET", `${base}?keyword=${encodeURIComponent("訂正後")}`)).json();
    expect(found.rows.map((r: { answerId: number }) => r.answerId)).toEqual([answer.id]);

    const stale = await call("PUT", `${base}/${answer.id}`, {
      values: { name: "x", course: "1" },
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      "他の操作で回答が更新されています。画面を再読み込みしてから操作してください。",
    );
  });

  it("lets staff keep or remove the answer's own files, never add one", async () => {
    const root = fileRootOf(t);
    const answer = await newAnswer();
    const file = await addAnswerFile(t.database.db, root, answer, {
      fileName: "調査書.pdf",
      content: pdfBytes("a"),
    });
    const value = (status: string, fileId = file.id) => ({
      name: "鈴木　一郎",
      course: "1",
      report: [{ fileId, fileName: "偽.pdf", mimeType: "application/pdf", size: 1, status }],
    });
    const added = await call("PUT", `${base}/${answer.id}`, { values: value("ADD"), version: 1 });
    expect(added.statusCode).toBe(400);
    expect(added.json().message).toBe("「調査書」：ファイルの追加・差し替えは申込者のみが行えます。");
    const foreign = await call("PUT", `${base}/${answer.id}`, {
      values: value("NONE", "00000000-0000-4000-8000-000000000000"),
      version: 1,
    });
    expect(foreign.statusCode).toBe(400);
    const kept = await call("PUT", `${base}/${answer.id}`, { values: value("NONE"), version: 1 });
    expect(kept.statusCode, kept.body).toBe(200);
    // The stored name, not the one the caller sent.
    expect(kept.json().values.report).toEqual([
      {
        fileId: file.id,
        fileName: "調査書.pdf",
        mimeType: "application/pdf",
        size: file.size,
        status: "NONE",
      },
    ]);
    const removed = await call("PUT", `${base}/${answer.id}`, { values: value("DELETE"), version: 2 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().values.report).toBeNull();
    await expect(fs.stat(path.join(root, file.storagePath))).rejects.toThrow();
    expect((await call("GET", `${base}/${answer.id}/files/${file.id}`)).statusCode).toBe(404);
  });

  it("refuses to correct a draft or a cancelled answer", async () => {
    const draft = await newAnswer(S.DRAFT);
    const res = await call("PUT", `${base}/${draft.id}`, { values: { name: "x", course: "1" }, version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("一時保存中の回答は修正できません。");
  });

  it("fixes, remands with a mailed message, cancels and restores, following the transition rules", async () => {
    const answer = await newAnswer();
    const status = (body: object) => call("POST", `${base}/${answer.id}/status`, body);
    const noMessage = await status({ status: S.REMAND, message: "  ", version: 1 });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().message).toBe("差し戻しの理由（申込者へのメッセージ）を入力してください。");

    const remanded = await status({
      status: S.REMAND,
      message: "写真が不鮮明です。\n撮り直してください。",
      version: 1,
    });
    expect(remanded.statusCode, remanded.body).toBe(200);
    expect(remanded.json()).toMatchObject({
      answerStatus: S.REMAND,
      remandMessage: "写真が不鮮明です。\n撮り直してください。",
      mailQueued: true,
      version: 2,
    });
    const mails = await t.mailer.listOutbox({ tenantId: school.tenant.id });
    const mail = mails.find((m) => m.toAddress === answer.mailAddress);
    expect(mail?.subject).toBe(`【${school.formTitle}】回答の差し戻しのお知らせ`);
    expect(mail?.textBody).toContain("写真が不鮮明です。\n撮り直してください。");
    expect(mail?.textBody).toContain("までに回答を修正し、再度送信してください。");
    expect(mail?.textBody).toContain("鈴木　一郎 様");

    const fixFromRemand = await status({ status: S.FIXED, version: 2 });
    expect(fixFromRemand.statusCode).toBe(409);
    expect(fixFromRemand.json().message).toBe("「差し戻し」の回答は「確定」にできません。");
    const stale = await status({ status: S.ANSWERED, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await status({ status: S.ANSWERED, version: 2 })).json()).toMatchObject({
      answerStatus: S.ANSWERED,
      remandMessage: null,
    });
    expect((await status({ status: S.FIXED, version: 3 })).json().answerStatus).toBe(S.FIXED);
    expect((await status({ status: S.CANCEL, version: 4 })).json().answerStatus).toBe(S.CANCEL);
    const back = await status({ status: S.ANSWERED, version: 5 });
    expect(back.json().history.map((h: { toStatus: number }) => h.toStatus)).toEqual([1, 4, 1, 3, 5, 1]);
    expect(back.json().history.at(-1)).toMatchObject({ fromStatus: S.CANCEL, changedBy: "テスト admin" });
  });

  it("greets an applicant without login by the form's name item in the remand mail", async () => {
    const sample = sampleDefinition();
    const [first, ...rest] = sample.sections[0]!.items;
    const named = await createAnswerSchool(t.app, t.database.db, {
      ...sample,
      sections: [{ ...sample.sections[0], items: [{ ...first, applicantName: true }, ...rest] }],
    });
    const to = `guest.${Date.now()}@example.com`;
    const answer = await addAnswer(t.database.db, named, {
      values: { name: "東雲　花子", course: "1" },
      mailAddress: to,
    });
    const res = await t.app.inject({
      method: "POST",
      url: `/app/api/v2/form/${named.formId}/answers/${answer.id}/status`,
      headers: named.adminHeaders,
      payload: { status: S.REMAND, message: "写真を添付してください。", version: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await t.mailer.listOutbox({ tenantId: named.tenant.id });
    expect(mails.find((m) => m.toAddress === to)?.textBody).toContain("東雲　花子 様");
  });

  it("changes many answers in one call and reports the ones it skipped", async () => {
    const a = await newAnswer();
    const b = await newAnswer();
    const fixed = await newAnswer(S.FIXED);
    const draft = await newAnswer(S.DRAFT);
    const foreign = await addAnswer(t.database.db, other);
    const before = (await t.mailer.listOutbox({ tenantId: school.tenant.id, limit: 1000 })).length;
    const res = await call("POST", `${base}/bulk-status`, {
      answerIds: [a.id, b.id, fixed.id, draft.id, foreign.id],
      status: S.REMAND,
      message: "不備があります。",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      changed: 2,
      skipped: [
        { answerId: fixed.id, reason: "「確定」の回答は「差し戻し」にできません。" },
        { answerId: draft.id, reason: "一時保存中の回答は状態を変更できません。" },
        { answerId: foreign.id, reason: "回答が見つかりません。" },
      ],
    });
    const after = await t.mailer.listOutbox({ tenantId: school.tenant.id, limit: 1000 });
    expect(after.length - before).toBe(2);
    expect((await call("GET", `${base}/${a.id}`)).json().answerStatus).toBe(S.REMAND);
    const empty = await call("POST", `${base}/bulk-status`, { answerIds: [a.id], status: S.REMAND });
    expect(empty.statusCode).toBe(400);
  });

  it("gives a reference-only user 403 on every change and another tenant 404", async () => {
    const answer = await newAnswer();
    const viewer = school.viewerHeaders;
    expect((await call("PUT", `${base}/${answer.id}`, { values: {}, version: 1 }, viewer)).statusCode).toBe(
      403,
    );
    expect(
      (await call("POST", `${base}/${answer.id}/status`, { status: 3, version: 1 }, viewer)).statusCode,
    ).toBe(403);
    expect(
      (await call("POST", `${base}/bulk-status`, { answerIds: [answer.id], status: 3 }, viewer)).statusCode,
    ).toBe(403);
    const stranger = other.adminHeaders;
    expect((await call("PUT", `${base}/${answer.id}`, { values: {}, version: 1 }, stranger)).statusCode).toBe(
      404,
    );
    expect(
      (await call("POST", `${base}/${answer.id}/status`, { status: 3, version: 1 }, stranger)).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", `${base}/bulk-status`, { answerIds: [answer.id], status: 3 }, stranger)).statusCode,
    ).toBe(404);
    expect((await call("GET", `${base}/${answer.id}`)).json().answerStatus).toBe(S.ANSWERED);
  });

  it("keeps a form with sent answers from being deleted; drafts alone do not", async () => {
    const made = async () => {
      const form = await createForm(t.app, school.adminHeaders, sampleDefinition({ title: "削除テスト" }));
      return form as { formId: number; version: number };
    };
    const withAnswer = await made();
    await addAnswer(t.database.db, school, { formId: withAnswer.formId });
    const refused = await call("DELETE", `${FORMS}/${withAnswer.formId}?version=${withAnswer.version}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^回答があるため削除できません/);
    const withDraft = await made();
    await addAnswer(t.database.db, school, { formId: withDraft.formId, status: S.DRAFT });
    expect(
      (await call("DELETE", `${FORMS}/${withDraft.formId}?version=${withDraft.version}`)).statusCode,
    ).toBe(204);
  });
});
