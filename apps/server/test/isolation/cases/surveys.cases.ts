import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { survey, surveyRecipient } from "../../../src/modules/surveys/surveys.tables";
import { apiHeaders } from "../../auth-helpers";
import { expectCall, type FactoryContext, newMember } from "../../factories";
import { registerByQr } from "../../member-accounts/member-account-test-kit";
import { own, query, type RouteCases, refused } from "../route-case";
import type { Intruder, Victim } from "../seed-tenants";

// アンケート作成 / アンケート結果 and the answer routes: A's administrator sends A's member a survey
// when the walk plans its calls; B's staff, B's member and a made-up mail key try it.

const B = "/app/api/v2/surveys";
const APP = "/app/api/member-app/surveys";
const ANSWER = "/app/api/survey-answer";

interface VictimSurvey {
  surveyId: number;
  deliveryId: number;
}

const made = new WeakMap<Victim, Promise<VictimSurvey>>();
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const questions = [{ key: "q1", answerType: "YES_NO", label: "参加しますか", required: true }];

async function makeVictimSurvey(a: Victim, t: FactoryContext): Promise<VictimSurvey> {
  const sent = await expectCall(
    t,
    {
      method: "POST",
      url: B,
      headers: a.s.headers,
      payload: {
        title: `${a.s.marker} アンケート`,
        bodyHtml: "<p>回答してください</p>",
        questions,
        deadline: inAWeek(),
        target: { memberIds: [a.member.id] },
      },
    },
    201,
  );
  const surveyId = sent.json().id as number;
  const [row] = await t.database.db
    .select({ deliveryId: survey.deliveryId })
    .from(survey)
    .innerJoin(surveyRecipient, eq(surveyRecipient.surveyId, survey.id))
    .where(and(eq(survey.id, surveyId), eq(surveyRecipient.memberId, a.member.id)));
  if (!row?.deliveryId) throw new Error("A's survey has no delivery");
  return { surveyId, deliveryId: row.deliveryId };
}

export const victimSurvey = (a: Victim, t: FactoryContext) => {
  let promise = made.get(a);
  if (!promise) {
    promise = makeVictimSurvey(a, t);
    made.set(a, promise);
  }
  return promise;
};

async function intruderMember(b: Intruder, t: FactoryContext) {
  const m = await newMember(t, b.s);
  return { ...apiHeaders, cookie: await registerByQr(t, b.s, m.id) };
}

const randomKey = () => crypto.randomBytes(32).toString("base64url");
const answers = { q1: "はい" };

export const surveyCases: RouteCases = {
  [`GET ${B}/target-options`]: own(() => [{ url: `${B}/target-options` }]),
  [`GET ${B}/member-candidates`]: own((a) => [
    { url: `${B}/member-candidates${query({ keyword: a.member.memberId })}` },
  ]),
  [`POST ${B}/target-count`]: own((a) => [
    {
      url: `${B}/target-count`,
      payload: { target: { memberIds: [a.member.id], nodes: [a.node.divisionCd] } },
    },
  ]),
  [`POST ${B}`]: {
    expect: { kind: "status", status: [400], why: "A's member and node reach nobody of B's" },
    calls: (a) => [
      {
        url: B,
        payload: {
          title: "侵入",
          bodyHtml: "<p>侵入</p>",
          questions,
          deadline: inAWeek(),
          target: { memberIds: [a.member.id], nodes: [a.node.divisionCd] },
        },
      },
    ],
  },
  [`GET ${B}`]: own(() => [{ url: B }]),
  [`GET ${B}/:id`]: refused(async (a, _b, t) => [{ url: `${B}/${(await victimSurvey(a, t)).surveyId}` }]),
  [`POST ${B}/:id/resend`]: refused(async (a, _b, t) => [
    { url: `${B}/${(await victimSurvey(a, t)).surveyId}/resend`, payload: { resendType: 3 } },
  ]),
  [`POST ${B}/:id/cancel`]: refused(async (a, _b, t) => [
    { url: `${B}/${(await victimSurvey(a, t)).surveyId}/cancel` },
  ]),
  [`GET ${B}/results`]: own(() => [{ url: `${B}/results` }]),
  [`GET ${B}/results/:id`]: refused(async (a, _b, t) => [
    { url: `${B}/results/${(await victimSurvey(a, t)).surveyId}` },
  ]),
  [`GET ${B}/results/:id/answers`]: refused(async (a, _b, t) => [
    { url: `${B}/results/${(await victimSurvey(a, t)).surveyId}/answers` },
  ]),
  [`GET ${APP}/:deliveryId`]: refused(async (a, b, t) => [
    {
      url: `${APP}/${(await victimSurvey(a, t)).deliveryId}`,
      headers: await intruderMember(b, t),
      control: false,
    },
  ]),
  [`PUT ${APP}/:deliveryId/answer`]: refused(async (a, b, t) => [
    {
      url: `${APP}/${(await victimSurvey(a, t)).deliveryId}/answer`,
      headers: await intruderMember(b, t),
      payload: { answers },
      control: false,
    },
  ]),
  [`POST ${APP}/:deliveryId/files`]: refused(async (a, b, t) => [
    {
      url: `${APP}/${(await victimSurvey(a, t)).deliveryId}/files`,
      headers: await intruderMember(b, t),
      payload: { questionKey: "q1" },
      control: false,
    },
  ]),
  [`POST ${ANSWER}/files`]: {
    expect: { kind: "status", status: [400, 403], why: "no personal key, no file: nothing is stored" },
    calls: () => [{ url: `${ANSWER}/files`, as: "key", payload: { key: randomKey(), questionKey: "q1" } }],
  },
  [`POST ${ANSWER}/open`]: {
    expect: {
      kind: "status",
      status: [403],
      why: "the personal key is the permission: one B makes up opens nothing",
    },
    calls: () => [{ url: `${ANSWER}/open`, as: "key", payload: { key: randomKey() } }],
  },
  [`POST ${ANSWER}`]: {
    expect: {
      kind: "status",
      status: [403],
      why: "the personal key is the permission: one B makes up answers nothing",
    },
    calls: () => [{ url: ANSWER, as: "key", payload: { key: randomKey(), answers } }],
  },
};
