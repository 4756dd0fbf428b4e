import { beforeAll, describe, expect, it } from "vitest";
import { useFormUserTestApp } from "../../../../test/form-users/form-user-test-app";
import { setOrganizationParameters } from "../../../platform/tenancy/tenancy.service";
import {
  ANSWER,
  type AnswerSchool,
  addForm,
  callAs,
  createAnswerSchool,
  goodValues,
  registerUser,
  submitBody,
} from "./applicant-test-kit.testing";

describe("mypage, form list and routing after login", () => {
  const t = useFormUserTestApp();
  let school: AnswerSchool;
  beforeAll(async () => {
    school = await createAnswerSchool(t, { showInFormList: true, title: "一覧に出る出願フォーム" });
  });

  it("routes by the user's answer status for a form code, and only for the user's own id", async () => {
    const user = await registerUser(t, school);
    const me = { ...school, cookie: user.cookie };
    const url = (id: number) => `${ANSWER}/get-form-by-form-cd?formUserId=${id}&formCd=${school.formCd}`;
    expect((await callAs(t, me, "GET", url(user.formUserId))).json()).toEqual({
      formId: school.formId,
      answer: { answerStatus: 0 },
    });
    await callAs(t, me, "POST", `${ANSWER}/submit`, submitBody(school.formId, goodValues()));
    expect((await callAs(t, me, "GET", url(user.formUserId))).json().answer.answerStatus).toBe(1);

    const other = await callAs(t, me, "GET", url(user.formUserId + 1));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("ログイン中の利用者の情報のみ参照できます。");
    expect((await callAs(t, school, "GET", url(user.formUserId))).statusCode).toBe(401);
    const unknown = await callAs(
      t,
      me,
      "GET",
      `${ANSWER}/get-form-by-form-cd?formUserId=${user.formUserId}&formCd=NOPE`,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("lists the user's answers on the mypage and the listed forms with their status", async () => {
    const hidden = await addForm(t, school, { title: "招待者だけのフォーム" });
    const user = await registerUser(t, school);
    const me = { ...school, cookie: user.cookie };
    await callAs(t, me, "PUT", `${ANSWER}/draft`, { formId: school.formId, values: { name: "途中" } });

    const mine = await callAs(t, { keyHeaders: {}, cookie: user.cookie }, "GET", `${ANSWER}/mine`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().answers).toEqual([
      expect.objectContaining({
        formId: school.formId,
        formTitle: "一覧に出る出願フォーム",
        answerStatus: 2,
        editable: true,
        reception: "OPEN",
      }),
    ]);
    expect((await callAs(t, school, "GET", `${ANSWER}/mine`)).statusCode).toBe(401);

    const list = await callAs(t, me, "GET", "/app/form-api/form-list");
    expect(list.statusCode, list.body).toBe(200);
    const forms = list.json().forms as { formId: number; answerStatus: number }[];
    expect(forms.find((f) => f.formId === school.formId)).toMatchObject({
      answerStatus: 2,
      reception: "OPEN",
    });
    expect(forms.some((f) => f.formId === hidden.formId)).toBe(false);
    const searched = await callAs(
      t,
      me,
      "GET",
      `/app/form-api/form-list?keyword=${encodeURIComponent("出願")}`,
    );
    expect(searched.json().forms).toHaveLength(1);

    const opened = await callAs(t, me, "POST", "/app/form-api/form-list/open", { formId: school.formId });
    expect(opened.statusCode, opened.body).toBe(200);
    const resolved = await t.app.inject({
      method: "GET",
      url: "/app/form-api/access-key/resolve",
      headers: { "x-access-key": opened.json().accessKey },
    });
    expect(resolved.json()).toMatchObject({ route: `/${school.formId}/answer` });
    expect(Date.parse(resolved.json().accessKey.expiresAt) - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    const notListed = await callAs(t, me, "POST", "/app/form-api/form-list/open", { formId: hidden.formId });
    expect(notListed.statusCode).toBe(404);
    const otherTenant = await createAnswerSchool(t, { showInFormList: true });
    const far = await callAs(t, me, "POST", "/app/form-api/form-list/open", { formId: otherTenant.formId });
    expect(far.statusCode).toBe(404);
  });

  it("tells the form frontend the sender address and the organisation's analytics ids", async () => {
    const withIds = await createAnswerSchool(t, { senderMailAddress: "nyushi@school.example.jp" });
    await setOrganizationParameters(t.database.db, withIds.organization, [
      {
        parameterCategory: "ANALYTICS",
        parameterType: "GA4_IDS",
        value: 'G-ABC1234XYZ, bad"><script>, g-lower12',
      },
      { parameterCategory: "ANALYTICS", parameterType: "GTM_IDS", value: "GTM-ABCD123" },
    ]);
    const resolved = await callAs(t, withIds, "GET", "/app/form-api/access-key/resolve");
    expect(resolved.json()).toMatchObject({
      senderMailAddress: "nyushi@school.example.jp",
      analytics: { ga4Ids: ["G-ABC1234XYZ", "G-LOWER12"], gtmIds: ["GTM-ABCD123"] },
    });
  });
});
