import { FormAnswerStatus } from "@gakumu/domain";
import type { FormFixture } from "../../factories";
import { sampleDefinition } from "../../forms/form-test-kit";
import { own, query, type RouteCases, refused } from "../route-case";
import type { Intruder, Victim } from "../seed-tenants";
import { exportHoldsNothingOfVictim } from "./export-follow";

// The form builder, links and the staff's answer screens, called by tenant B with tenant A's ids:
// A's form alone, and B's own form with A's answer, file or link inside it.

const F = "/app/api/v2/form";

const answerValues = { name: "侵入　花子", course: "1", report: null };

/** The nested routes: A's form and answer; B's form with A's answer. */
const answerUrls = (a: Victim, b: Intruder, tail = "") => [
  { url: `${F}/${a.form.formId}/answers/${a.answer.answerId}${tail}` },
  { url: `${F}/${b.form.formId}/answers/${a.answer.answerId}${tail}`, control: false },
];

/** The order body of `form` at its version, listing the sections and items of `items`. */
const orderOf = (form: FormFixture, items: FormFixture) => ({
  version: form.version,
  sections: items.sections.map((s) => ({ sectionId: s.sectionId, itemIds: s.items.map((i) => i.itemId) })),
});

const answerFilter = (a: Victim) => ({ keyword: a.s.marker, answerIds: [a.answer.answerId] });

export const formCases: RouteCases = {
  [`GET ${F}`]: own((a) => [{ url: `${F}${query({ keyword: a.s.marker })}` }]),
  [`POST ${F}`]: own((a) => [{ url: F, payload: sampleDefinition({ formCd: a.form.formCd }) }]),
  [`GET ${F}/:formId`]: refused((a) => [{ url: `${F}/${a.form.formId}` }]),
  [`PUT ${F}/:formId`]: refused((a) => [
    {
      url: `${F}/${a.form.formId}`,
      payload: { ...sampleDefinition({ title: "侵入" }), version: a.form.version },
    },
  ]),
  [`PUT ${F}/:formId/order`]: refused((a) => [
    { url: `${F}/${a.form.formId}/order`, payload: orderOf(a.form, a.form) },
  ]),
  // B's own form ordered with A's sections and items: the order must name exactly the form's own
  // items, so A's are refused as items that do not exist (400, with the screen's reload message).
  [`PUT ${F}/:formId/order ~ B's form`]: {
    expect: { kind: "status", status: [400], why: "A's sections and items do not exist in B's form" },
    calls: (a, b) => [{ url: `${F}/${b.form.formId}/order`, payload: orderOf(b.form, a.form) }],
    check: (res) => {
      if (!res.json().message?.includes("存在しない項目"))
        throw new Error(`not refused as unknown items: ${res.body}`);
    },
  },
  [`POST ${F}/:formId/copy`]: refused((a) => [{ url: `${F}/${a.form.formId}/copy` }]),
  [`POST ${F}/:formId/publish`]: refused((a) => [
    { url: `${F}/${a.form.formId}/publish`, payload: { version: a.form.version } },
  ]),
  [`POST ${F}/:formId/unpublish`]: refused((a) => [
    { url: `${F}/${a.form.formId}/unpublish`, payload: { version: a.form.version } },
  ]),
  [`DELETE ${F}/:formId`]: refused((a) => [{ url: `${F}/${a.form.formId}?version=${a.form.version}` }]),
  [`GET ${F}/:formId/preview`]: refused((a) => [{ url: `${F}/${a.form.formId}/preview` }]),
  [`GET ${F}/:formId/access-keys`]: refused((a) => [{ url: `${F}/${a.form.formId}/access-keys` }]),
  [`POST ${F}/:formId/access-keys`]: refused((a) => [
    { url: `${F}/${a.form.formId}/access-keys`, payload: { inviteeName: "侵入" } },
  ]),
  [`POST ${F}/:formId/access-keys/:accessKeyId/revoke`]: refused((a, b) => [
    { url: `${F}/${a.form.formId}/access-keys/${a.form.accessKeyId}/revoke` },
    { url: `${F}/${b.form.formId}/access-keys/${a.form.accessKeyId}/revoke` },
  ]),

  [`GET ${F}/:formId/answers`]: refused((a) => [{ url: `${F}/${a.form.formId}/answers` }]),
  [`GET ${F}/:formId/answer-form`]: refused((a) => [{ url: `${F}/${a.form.formId}/answer-form` }]),
  [`GET ${F}/:formId/answers/:answerId`]: refused((a, b) => answerUrls(a, b)),
  [`GET ${F}/:formId/answers/:answerId/files/:fileId`]: refused((a, b) => [
    ...answerUrls(a, b, `/files/${a.answer.fileId}`),
  ]),
  [`PUT ${F}/:formId/answers/:answerId`]: refused((a, b) =>
    answerUrls(a, b).map((c) => ({ ...c, payload: { values: answerValues, version: a.answer.version } })),
  ),
  [`POST ${F}/:formId/answers/:answerId/status`]: refused((a, b) =>
    answerUrls(a, b, "/status").map((c) => ({
      ...c,
      payload: { status: FormAnswerStatus.CANCEL, version: a.answer.version },
    })),
  ),
  [`POST ${F}/:formId/answers/bulk-status`]: refused((a) => [
    {
      url: `${F}/${a.form.formId}/answers/bulk-status`,
      payload: { answerIds: [a.answer.answerId], status: FormAnswerStatus.CANCEL },
    },
  ]),
  [`POST ${F}/:formId/answers/export`]: refused((a) => [
    {
      url: `${F}/${a.form.formId}/answers/export`,
      payload: { format: "Csv", encoding: "UTF-8", ...answerFilter(a) },
    },
  ]),
  [`POST ${F}/:formId/answers/files-zip`]: refused((a) => [
    { url: `${F}/${a.form.formId}/answers/files-zip`, payload: answerFilter(a) },
  ]),
  "GET /app/api/v2/form-dashboard": own(() => [{ url: "/app/api/v2/form-dashboard" }]),
  "GET /app/api/v2/applicant-information": own((a) => [
    { url: `/app/api/v2/applicant-information${query({ keyword: a.formUser.loginId })}` },
  ]),
  "GET /app/api/v2/applicant-information/:formUserId": refused((a) => [
    { url: `/app/api/v2/applicant-information/${a.formUser.formUserId}` },
  ]),
};

/** B's own form with A's answers in the list of an export or a bulk change. */
export const formOwnWithVictimIds: RouteCases = {
  "POST /app/api/v2/form/:formId/answers/bulk-status ~ B's form": own(
    (a, b) => [
      {
        url: `${F}/${b.form.formId}/answers/bulk-status`,
        payload: { answerIds: [a.answer.answerId], status: FormAnswerStatus.CANCEL },
      },
    ],
    (res) => {
      if (res.json().changed !== 0) throw new Error(`B's bulk change touched A's answer: ${res.body}`);
    },
  ),
  "POST /app/api/v2/form/:formId/answers/export ~ B's form": own(
    (a, b) => [
      {
        url: `${F}/${b.form.formId}/answers/export`,
        payload: { format: "Csv", encoding: "UTF-8", answerIds: [a.answer.answerId] },
      },
    ],
    exportHoldsNothingOfVictim,
  ),
};
