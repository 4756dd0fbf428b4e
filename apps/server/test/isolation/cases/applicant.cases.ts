import crypto from "node:crypto";
import { STRONG_PASSWORD } from "../../form-users/form-user-test-app";
import { multipart, own, query, type RouteCases, refused } from "../route-case";
import type { Victim } from "../seed-tenants";
import { setLogo } from "./settings.cases";

// The form frontend: B's link (access key) and B's logged-in applicant ask for A's forms, answers,
// files and applicants.

const FA = "/app/form-api";
const ANSWER = `${FA}/form-answer`;

const values = { name: "侵入　花子", course: "1", report: null };

const uploadTo = (formId: number) => {
  const body = multipart([
    {
      name: "data",
      fileName: "blob",
      type: "application/json",
      bytes: Buffer.from(JSON.stringify({ formId, itemKey: "report" })),
    },
    {
      name: "files",
      fileName: "a.pdf",
      type: "application/pdf",
      bytes: Buffer.from("%PDF-1.7\n%%EOF\n".padEnd(1024)),
    },
  ]);
  return { payload: body.payload, contentType: body.contentType };
};

/** The reset id in the last password reset mail to the address. */
async function mailedResetId(
  t: { database: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } },
  tenantId: number,
  to: string,
): Promise<string> {
  const { rows } = (await t.database.executeSql(
    "select text_body from mail_outbox where tenant_id = $1 and to_address = $2 order by id desc limit 1",
    [tenantId, to],
  )) as { rows: { text_body: string }[] };
  const resetId = /[?&]resetId=([\w-]+)/.exec(rows[0]?.text_body ?? "")?.[1];
  if (!resetId) throw new Error(`no reset link mailed to ${to}`);
  return resetId;
}

/** The code B's organisation mailed to the address, read from B's outbox. */
async function mailedCode(
  t: { database: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } },
  tenantId: number,
  to: string,
): Promise<string> {
  const { rows } = (await t.database.executeSql(
    "select text_body from mail_outbox where tenant_id = $1 and to_address = $2 order by id desc limit 1",
    [tenantId, to],
  )) as { rows: { text_body: string }[] };
  const code = /認証コード：(\d{6})/.exec(rows[0]?.text_body ?? "")?.[1];
  if (!code) throw new Error(`no verification code mailed to ${to}`);
  return code;
}

const victimLogin = (a: Victim) => ({ loginId: a.formUser.loginId, password: STRONG_PASSWORD });

export const applicantCases: RouteCases = {
  [`GET ${FA}/access-key/resolve`]: own(() => [{ url: `${FA}/access-key/resolve`, as: "key" }]),
  [`GET ${FA}/organization-logo`]: own(async (_a, b, t) => {
    await setLogo(t, b.s.headers);
    return [{ url: `${FA}/organization-logo`, as: "key" }];
  }),
  [`GET ${FA}/form-definition`]: own(() => [{ url: `${FA}/form-definition`, as: "key" }]),
  // A's applicant signs in through B's link: unknown in B's organisation.
  "POST /app/form-login/id-pass/sign-in": {
    expect: { kind: "status", status: [401], why: "A's applicant is unknown in B's organisation" },
    calls: (a) => [{ url: "/app/form-login/id-pass/sign-in", as: "key", payload: victimLogin(a) }],
  },
  // A's applicant's address registers in B as a new account of B's own.
  [`POST ${FA}/form-login/id-pass/confirm-mail-address`]: own((a) => [
    { url: `${FA}/form-login/id-pass/confirm-mail-address`, as: "key", payload: victimLogin(a) },
  ]),
  [`POST ${FA}/form-login/id-pass/sign-up`]: own(async (a, b, t) => {
    const loginId = `again.${a.formUser.loginId}`;
    const asked = await t.app.inject({
      method: "POST",
      url: `${FA}/form-login/id-pass/confirm-mail-address`,
      headers: b.form.keyHeaders,
      payload: { loginId, password: STRONG_PASSWORD },
    });
    if (asked.statusCode !== 200) throw new Error(`confirm-mail-address: ${asked.statusCode} ${asked.body}`);
    const code = await mailedCode(t, b.s.tenant.id, loginId);
    return [
      { url: `${FA}/form-login/id-pass/sign-up`, as: "key", payload: { loginId, verificationCode: code } },
    ];
  }),
  [`POST ${FA}/logout`]: own(() => [{ url: `${FA}/logout`, as: "fresh-applicant" }]),
  [`POST ${FA}/password/send-reset-mail`]: own((a) => [
    { url: `${FA}/password/send-reset-mail`, as: "key", payload: { mailAddress: a.formUser.loginId } },
  ]),
  // A's applicant's real reset link, opened through B's link: refused like a link that does not exist.
  [`PUT ${FA}/password/do-reset`]: {
    expect: { kind: "status", status: [400], why: "the same answer as an unknown or expired reset link" },
    calls: async (a, _b, t) => {
      const asked = await t.app.inject({
        method: "POST",
        url: `${FA}/password/send-reset-mail`,
        headers: a.form.keyHeaders,
        payload: { mailAddress: a.formUser.loginId },
      });
      if (asked.statusCode !== 200) throw new Error(`send-reset-mail: ${asked.statusCode} ${asked.body}`);
      const resetId = await mailedResetId(t, a.s.tenant.id, a.formUser.loginId);
      return [
        {
          url: `${FA}/password/do-reset`,
          as: "key",
          payload: { password: "Intruder-2026", passwordConfirm: "Intruder-2026", resetId },
        },
      ];
    },
    check: (res) => {
      if (!res.json().message?.includes("パスワード再設定のURLが正しくありません"))
        throw new Error(`not the unknown-link answer: ${res.body}`);
    },
  },
  [`GET ${FA}/form-user/me`]: own(() => [{ url: `${FA}/form-user/me`, as: "applicant" }]),
  [`PUT ${FA}/form-user/me`]: own((_a, b) => [
    {
      url: `${FA}/form-user/me`,
      as: "applicant",
      payload: {
        name: "侵入　花子",
        nameKana: "シンニュウ　ハナコ",
        telNo: "090-0000-1111",
        version: b.formUser.version,
      },
    },
  ]),
  [`DELETE ${FA}/form-user/me`]: own(() => [{ url: `${FA}/form-user/me`, as: "fresh-applicant" }]),
  [`GET ${FA}/form-login/line/url/sign-in`]: refused((a) => [
    {
      url: `${FA}/form-login/line/url/sign-in${query({ formId: a.form.formId })}`,
      as: "key",
      control: false,
    },
  ]),
  [`GET ${FA}/form-login/line/url/sign-up`]: refused((a) => [
    {
      url: `${FA}/form-login/line/url/sign-up${query({ formId: a.form.formId })}`,
      as: "key",
      control: false,
    },
  ]),
  // The callback answers every failed LINE login by sending the browser back to the form frontend.
  [`GET ${FA}/form-login/line/callback`]: {
    expect: { kind: "status", status: [302], why: "a failed LINE login goes back to the form frontend" },
    calls: () => [{ url: `${FA}/form-login/line/callback${query({ code: "x", state: "y" })}`, as: "key" }],
  },

  [`GET ${ANSWER}/get-form-by-form-cd`]: refused((a, b) => [
    {
      url: `${ANSWER}/get-form-by-form-cd${query({ formCd: a.form.formCd, formUserId: a.formUser.formUserId })}`,
      as: "applicant",
    },
    {
      url: `${ANSWER}/get-form-by-form-cd${query({ formCd: a.form.formCd, formUserId: b.formUser.formUserId })}`,
      as: "applicant",
      control: false,
    },
  ]),
  [`GET ${ANSWER}/current`]: refused((a) => [
    { url: `${ANSWER}/current${query({ formId: a.form.formId })}`, as: "applicant" },
  ]),
  [`PUT ${ANSWER}/draft`]: refused((a) => [
    { url: `${ANSWER}/draft`, as: "applicant", payload: { formId: a.form.formId, values } },
    {
      url: `${ANSWER}/draft`,
      as: "applicant",
      payload: { formId: a.form.formId, values, version: a.answer.version },
    },
  ]),
  [`POST ${ANSWER}/submit`]: refused((a) => [
    {
      url: `${ANSWER}/submit`,
      as: "applicant",
      payload: { formId: a.form.formId, values, submissionToken: crypto.randomUUID() },
    },
  ]),
  [`GET ${ANSWER}/mine`]: own(() => [{ url: `${ANSWER}/mine`, as: "applicant" }]),
  [`GET ${FA}/form-list`]: own((a) => [
    { url: `${FA}/form-list`, as: "applicant" },
    { url: `${FA}/form-list${query({ keyword: a.s.marker })}`, as: "applicant" },
  ]),
  [`POST ${FA}/form-list/open`]: refused((a) => [
    { url: `${FA}/form-list/open`, as: "applicant", payload: { formId: a.form.formId } },
  ]),
  [`POST ${ANSWER}/upload`]: refused((a) => [
    { url: `${ANSWER}/upload`, as: "applicant", ...uploadTo(a.form.formId) },
  ]),
  [`POST ${ANSWER}/file/download`]: refused((a) => [
    { url: `${ANSWER}/file/download`, as: "applicant", payload: { fileId: a.answer.fileId } },
  ]),
};
