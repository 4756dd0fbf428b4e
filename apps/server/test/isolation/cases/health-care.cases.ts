import crypto from "node:crypto";
import { apiHeaders } from "../../auth-helpers";
import { expectCall, type FactoryContext, newMember } from "../../factories";
import { registerByQr } from "../../member-accounts/member-account-test-kit";
import { own, query, type RouteCases, refused } from "../route-case";
import type { Intruder, Victim } from "../seed-tenants";
import { exportHoldsNothingOfVictim } from "./export-follow";

// ヘルスケア: every staff route reads the caller's own organisation; A's member in B's staff entry,
// web link or health record, and A's record by id, are not found. A's symptom id in B's list is a
// conflict (the list changed under the screen), never a write to A's. The member routes act on the
// logged-in member of B only; a web-link key that is nobody's opens nothing. B's export of today holds
// nothing of A's observation of today, and A's class code is no class of B's.

const BASE = "/app/api/v2/health-care";
const APP = "/app/api/member-app/health";
const LINK = "/app/api/health-link";

const records = new WeakMap<Victim, Promise<number>>();
const victimRecord = (a: Victim, t: FactoryContext) => {
  let promise = records.get(a);
  if (!promise) {
    promise = expectCall(
      t,
      {
        method: "POST",
        url: `${BASE}/records`,
        headers: a.s.headers,
        payload: {
          memberId: a.member.id,
          kind: "NOTE",
          recordedOn: "2030-04-01",
          title: `${a.s.marker} 特記事項`,
        },
      },
      201,
    ).then((res) => res.json().id as number);
    records.set(a, promise);
  }
  return promise;
};

const victimSymptom = async (a: Victim, t: FactoryContext) =>
  (await expectCall(t, { method: "GET", url: `${BASE}/symptoms`, headers: a.s.headers }, 200)).json().items[0]
    .id as number;

async function intruderMember(b: Intruder, t: FactoryContext) {
  const m = await newMember(t, b.s);
  return { ...apiHeaders, cookie: await registerByQr(t, b.s, m.id) };
}

const nobodysKey = () => crypto.randomBytes(32).toString("base64url");
const today = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/** A's observation of today (entered by A's staff), so B's export of today has something to leak. */
const observations = new WeakMap<Victim, Promise<void>>();
const victimObservation = (a: Victim, t: FactoryContext) => {
  let promise = observations.get(a);
  if (!promise) {
    promise = expectCall(
      t,
      {
        method: "PUT",
        url: `${BASE}/observations`,
        headers: a.s.headers,
        payload: { memberId: a.member.id, date: today(), temperature: 36.8, note: `${a.s.marker} 頭痛` },
      },
      200,
    ).then(() => undefined);
    observations.set(a, promise);
  }
  return promise;
};

const exportBody = (extra: Record<string, string> = {}) => ({
  from: today(),
  to: today(),
  format: "Csv",
  csvEncoding: "utf8-bom",
  ...extra,
});

export const healthCareCases: RouteCases = {
  [`GET ${BASE}/setting`]: own(() => [{ url: `${BASE}/setting` }]),
  [`PUT ${BASE}/setting`]: own(() => [
    {
      url: `${BASE}/setting`,
      payload: { feverThreshold: 37.5, spreadThreshold: 3, webLinkEnabled: true, webLinkValidDays: 30 },
    },
  ]),
  [`GET ${BASE}/symptoms`]: own(() => [{ url: `${BASE}/symptoms` }]),
  [`PUT ${BASE}/symptoms`]: {
    expect: {
      kind: "status",
      status: [409],
      why: "A's symptom is not in B's list: B's screen is out of date",
    },
    calls: async (a, _b, t) => [
      {
        url: `${BASE}/symptoms`,
        payload: { items: [{ id: await victimSymptom(a, t), name: "咳", active: true }] },
      },
    ],
  },
  [`POST ${BASE}/web-links`]: refused((a) => [
    { url: `${BASE}/web-links`, payload: { memberId: a.member.id }, control: false },
  ]),
  [`GET ${BASE}/member-candidates`]: own((a) => [
    { url: `${BASE}/member-candidates${query({ keyword: a.member.memberId })}` },
  ]),
  [`GET ${BASE}/dashboard`]: own(() => [{ url: `${BASE}/dashboard` }]),
  [`GET ${BASE}/trends`]: own(() => [{ url: `${BASE}/trends` }]),
  [`GET ${BASE}/observations`]: own(() => [{ url: `${BASE}/observations` }]),
  [`PUT ${BASE}/observations`]: refused((a) => [
    {
      url: `${BASE}/observations`,
      payload: { memberId: a.member.id, date: today(), temperature: 38.2 },
      control: false,
    },
  ]),
  [`POST ${BASE}/observations/export`]: own(
    () => [{ url: `${BASE}/observations/export`, payload: exportBody() }],
    exportHoldsNothingOfVictim,
  ),
  [`POST ${BASE}/observations/export ~ A's class`]: {
    expect: { kind: "status", status: [400], why: "A's class is no class of B's" },
    // Planned before A's rows are fingerprinted: A's observation of today is in place for the export.
    calls: async (a, _b, t) => {
      await victimObservation(a, t);
      return [{ url: `${BASE}/observations/export`, payload: exportBody({ classCd: a.node.divisionCd }) }];
    },
  },
  [`GET ${BASE}/observation-candidates`]: own((a) => [
    { url: `${BASE}/observation-candidates${query({ keyword: a.member.memberId })}` },
  ]),
  [`GET ${BASE}/records`]: refused((a) => [{ url: `${BASE}/records${query({ memberId: a.member.id })}` }]),
  [`GET ${BASE}/record-candidates`]: own((a) => [
    { url: `${BASE}/record-candidates${query({ keyword: a.member.memberId })}` },
  ]),
  [`POST ${BASE}/records`]: refused((a) => [
    {
      url: `${BASE}/records`,
      payload: { memberId: a.member.id, kind: "ALLERGY", recordedOn: "2030-04-01", title: "B の記録" },
      control: false,
    },
  ]),
  [`PUT ${BASE}/records/:id`]: refused(async (a, _b, t) => [
    {
      url: `${BASE}/records/${await victimRecord(a, t)}`,
      payload: { memberId: a.member.id, kind: "NOTE", recordedOn: "2030-04-01", title: "B の上書き" },
      control: false,
    },
  ]),
  [`DELETE ${BASE}/records/:id`]: refused(async (a, _b, t) => [
    { url: `${BASE}/records/${await victimRecord(a, t)}`, control: false },
  ]),
  [`GET ${APP}`]: own(async (_a, b, t) => [{ url: APP, headers: await intruderMember(b, t) }]),
  [`PUT ${APP}`]: own(async (_a, b, t) => [
    { url: APP, headers: await intruderMember(b, t), payload: { temperature: 36.5 } },
  ]),
  [`POST ${LINK}/open`]: {
    expect: { kind: "status", status: [403], why: "a key that is nobody's opens nothing" },
    calls: () => [{ url: `${LINK}/open`, as: "key", payload: { key: nobodysKey() } }],
  },
  [`POST ${LINK}`]: {
    expect: { kind: "status", status: [403], why: "a key that is nobody's reports nothing" },
    calls: () => [{ url: LINK, as: "key", payload: { key: nobodysKey(), temperature: 36.5 } }],
  },
};
