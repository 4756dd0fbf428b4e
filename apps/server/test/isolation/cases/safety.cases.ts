import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { safetyRecipient, safetySend } from "../../../src/modules/safety/safety.tables";
import { apiHeaders } from "../../auth-helpers";
import { expectCall, type FactoryContext, newMember } from "../../factories";
import { registerByQr } from "../../member-accounts/member-account-test-kit";
import { own, query, type RouteCases, refused } from "../route-case";
import type { Intruder, Victim } from "../seed-tenants";

// 安否確認配信 / 安否確認結果 and the answer routes: A's administrator sends A's member a safety
// confirmation when the walk plans its calls; B's staff, B's member and a made-up mail key try it.

const B = "/app/api/v2/safety";
const APP = "/app/api/member-app/safety";
const ANSWER = "/app/api/safety-answer";

interface VictimSafety {
  sendId: number;
  deliveryId: number;
  recipientId: number;
  templateId: number;
}

const made = new WeakMap<Victim, Promise<VictimSafety>>();

async function makeVictimSafety(a: Victim, t: FactoryContext): Promise<VictimSafety> {
  const send = await expectCall(
    t,
    {
      method: "POST",
      url: `${B}/sends`,
      headers: a.s.headers,
      payload: {
        title: `${a.s.marker} 安否確認`,
        bodyHtml: "<p>安否を回答してください</p>",
        isDrill: true,
        target: { memberIds: [a.member.id] },
      },
    },
    201,
  );
  const template = await expectCall(
    t,
    {
      method: "POST",
      url: `${B}/templates`,
      headers: a.s.headers,
      payload: { name: `${a.s.marker} 地震`, title: "地震", bodyHtml: "<p>地震です</p>" },
    },
    201,
  );
  const sendId = send.json().id as number;
  const [row] = await t.database.db
    .select({ deliveryId: safetySend.deliveryId, recipientId: safetyRecipient.id })
    .from(safetySend)
    .innerJoin(safetyRecipient, eq(safetyRecipient.safetySendId, safetySend.id))
    .where(and(eq(safetySend.id, sendId), eq(safetyRecipient.memberId, a.member.id)));
  if (!row?.deliveryId) throw new Error("A's safety send has no delivery");
  return { sendId, deliveryId: row.deliveryId, recipientId: row.recipientId, templateId: template.json().id };
}

const victimSafety = (a: Victim, t: FactoryContext) => {
  let promise = made.get(a);
  if (!promise) {
    promise = makeVictimSafety(a, t);
    made.set(a, promise);
  }
  return promise;
};

async function intruderMember(b: Intruder, t: FactoryContext) {
  const m = await newMember(t, b.s);
  return { ...apiHeaders, cookie: await registerByQr(t, b.s, m.id) };
}

const randomKey = () => crypto.randomBytes(32).toString("base64url");

const sendCases = (base: string): RouteCases => ({
  [`GET ${base}`]: own(() => [{ url: base }]),
  [`GET ${base}/:id`]: refused(async (a, _b, t) => [{ url: `${base}/${(await victimSafety(a, t)).sendId}` }]),
  [`GET ${base}/:id/recipients`]: refused(async (a, _b, t) => [
    { url: `${base}/${(await victimSafety(a, t)).sendId}/recipients` },
  ]),
  [`GET ${base}/:id/dashboard`]: refused(async (a, _b, t) => [
    { url: `${base}/${(await victimSafety(a, t)).sendId}/dashboard` },
    { url: `${base}/${(await victimSafety(a, t)).sendId}/dashboard${query({ node: a.node.divisionCd })}` },
  ]),
  [`POST ${base}/:id/export`]: refused(async (a, _b, t) => [
    { url: `${base}/${(await victimSafety(a, t)).sendId}/export`, payload: { format: "Csv" } },
  ]),
});

export const safetyCases: RouteCases = {
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
  [`GET ${B}/templates`]: own(() => [{ url: `${B}/templates` }]),
  [`POST ${B}/templates`]: own(() => [
    { url: `${B}/templates`, payload: { name: "Bの地震", title: "地震", bodyHtml: "<p>Bの地震</p>" } },
  ]),
  [`PUT ${B}/templates/:id`]: refused(async (a, _b, t) => [
    {
      url: `${B}/templates/${(await victimSafety(a, t)).templateId}`,
      payload: { name: "侵入", title: "侵入", bodyHtml: "<p>侵入</p>", version: 1 },
    },
  ]),
  [`DELETE ${B}/templates/:id`]: refused(async (a, _b, t) => [
    { url: `${B}/templates/${(await victimSafety(a, t)).templateId}${query({ version: 1 })}` },
  ]),
  [`POST ${B}/sends`]: {
    expect: { kind: "status", status: [400], why: "A's member and node reach nobody of B's" },
    calls: (a) => [
      {
        url: `${B}/sends`,
        payload: {
          title: "侵入",
          bodyHtml: "<p>侵入</p>",
          target: { memberIds: [a.member.id], nodes: [a.node.divisionCd] },
        },
      },
    ],
  },
  ...sendCases(`${B}/sends`),
  ...sendCases(`${B}/results`),
  [`POST ${B}/sends/:id/close`]: refused(async (a, _b, t) => [
    { url: `${B}/sends/${(await victimSafety(a, t)).sendId}/close` },
  ]),
  [`POST ${B}/sends/:id/reopen`]: refused(async (a, _b, t) => [
    { url: `${B}/sends/${(await victimSafety(a, t)).sendId}/reopen` },
  ]),
  [`POST ${B}/sends/:id/resend`]: refused(async (a, _b, t) => [
    { url: `${B}/sends/${(await victimSafety(a, t)).sendId}/resend`, payload: { resendType: 1 } },
  ]),
  [`PUT ${B}/results/:id/recipients/:recipientId/answer`]: refused(async (a, _b, t) => {
    const v = await victimSafety(a, t);
    return [
      { url: `${B}/results/${v.sendId}/recipients/${v.recipientId}/answer`, payload: { safetyState: 3 } },
    ];
  }),
  [`GET ${APP}/:deliveryId`]: refused(async (a, b, t) => [
    {
      url: `${APP}/${(await victimSafety(a, t)).deliveryId}`,
      headers: await intruderMember(b, t),
      control: false,
    },
  ]),
  [`PUT ${APP}/:deliveryId/answer`]: refused(async (a, b, t) => [
    {
      url: `${APP}/${(await victimSafety(a, t)).deliveryId}/answer`,
      headers: await intruderMember(b, t),
      payload: { safetyState: 3 },
      control: false,
    },
  ]),
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
    calls: () => [{ url: ANSWER, as: "key", payload: { key: randomKey(), safetyState: 1 } }],
  },
};
