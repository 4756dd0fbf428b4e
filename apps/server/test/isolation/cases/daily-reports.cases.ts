import { formatDate } from "@gakumu/domain";
import { apiHeaders } from "../../auth-helpers";
import { expectCall, type FactoryContext, newMember } from "../../factories";
import { registerByQr } from "../../member-accounts/member-account-test-kit";
import { own, query, type RouteCases, refused } from "../route-case";
import type { Intruder, Victim } from "../seed-tenants";

// 日報: A's administrator makes a template for A's member (due every day) and A's member hands in
// today's report when the walk plans its calls. B's administrator and B's logged-in member name A's
// template, report and member: nothing of A's is found or changed.

const BASE = "/app/api/v2/daily-reports";
const MEMBER = "/app/api/member-app/daily-reports";
const today = () => formatDate(new Date(), "yyyy-MM-dd");

const templateBody = (memberId: number, name: string) => ({
  name,
  enabled: true,
  target: { memberIds: [memberId] },
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  skipHolidays: false,
  reminderTime: null,
  items: [{ key: "look", label: "今日の振り返り", kind: "LONG_TEXT", required: true }],
});

const made = new WeakMap<Victim, Promise<{ templateId: number; reportId: number }>>();

async function makeVictimReport(a: Victim, t: FactoryContext) {
  const created = await expectCall(
    t,
    {
      method: "POST",
      url: `${BASE}/templates`,
      headers: a.s.headers,
      payload: templateBody(a.member.id, `${a.s.marker} 学習日報`),
    },
    201,
  );
  const templateId = created.json().id as number;
  const cookie = await registerByQr(t, a.s, a.member.id);
  const submitted = await expectCall(
    t,
    {
      method: "PUT",
      url: `${MEMBER}/${templateId}/${today()}`,
      headers: { ...apiHeaders, cookie },
      payload: { answers: { look: `${a.s.marker} 数学を復習した` } },
    },
    200,
  );
  return { templateId, reportId: submitted.json().report.id as number };
}

const victimReport = (a: Victim, t: FactoryContext) => {
  let promise = made.get(a);
  if (!promise) {
    promise = makeVictimReport(a, t);
    made.set(a, promise);
  }
  return promise;
};

async function intruderMember(b: Intruder, t: FactoryContext) {
  const m = await newMember(t, b.s);
  return { ...apiHeaders, cookie: await registerByQr(t, b.s, m.id) };
}

export const dailyReportCases: RouteCases = {
  [`GET ${BASE}/templates`]: own(() => [{ url: `${BASE}/templates` }]),
  [`POST ${BASE}/templates`]: {
    expect: { kind: "status", status: [400], why: "A's member is nobody of B's: the target reaches nobody" },
    calls: (a) => [{ url: `${BASE}/templates`, payload: templateBody(a.member.id, "B の日報") }],
  },
  [`GET ${BASE}/templates/:id`]: refused(async (a, _b, t) => [
    { url: `${BASE}/templates/${(await victimReport(a, t)).templateId}` },
  ]),
  [`PUT ${BASE}/templates/:id`]: refused(async (a, b, t) => [
    {
      url: `${BASE}/templates/${(await victimReport(a, t)).templateId}`,
      payload: { ...templateBody(b.self.id, "B の日報"), version: 1 },
    },
  ]),
  [`GET ${BASE}/templates/:id/day`]: refused(async (a, _b, t) => [
    { url: `${BASE}/templates/${(await victimReport(a, t)).templateId}/day${query({ date: today() })}` },
  ]),
  [`POST ${BASE}/templates/:id/export`]: refused(async (a, _b, t) => [
    {
      url: `${BASE}/templates/${(await victimReport(a, t)).templateId}/export`,
      payload: { format: "Csv", from: "2026-01-01", to: "2026-12-31" },
    },
  ]),
  [`GET ${BASE}/reports/:id`]: refused(async (a, _b, t) => [
    { url: `${BASE}/reports/${(await victimReport(a, t)).reportId}` },
  ]),
  [`POST ${BASE}/reports/:id/comments`]: refused(async (a, _b, t) => [
    { url: `${BASE}/reports/${(await victimReport(a, t)).reportId}/comments`, payload: { body: "B から" } },
  ]),
  [`GET ${BASE}/members/:memberId/reports`]: refused((a) => [
    { url: `${BASE}/members/${a.member.id}/reports` },
  ]),
  [`GET ${BASE}/target-options`]: own(() => [{ url: `${BASE}/target-options` }]),
  [`GET ${BASE}/member-candidates`]: own((a) => [
    { url: `${BASE}/member-candidates${query({ keyword: a.member.memberId })}` },
  ]),
  [`POST ${BASE}/target-count`]: own((a) => [
    { url: `${BASE}/target-count`, payload: { target: { memberIds: [a.member.id] } } },
  ]),
  [`GET ${MEMBER}`]: own(async (_a, b, t) => [{ url: MEMBER, headers: await intruderMember(b, t) }]),
  [`GET ${MEMBER}/history`]: own(async (_a, b, t) => [
    { url: `${MEMBER}/history`, headers: await intruderMember(b, t) },
  ]),
  [`GET ${MEMBER}/:templateId/:date`]: refused(async (a, b, t) => [
    {
      url: `${MEMBER}/${(await victimReport(a, t)).templateId}/${today()}`,
      headers: await intruderMember(b, t),
      control: false,
    },
  ]),
  [`PUT ${MEMBER}/:templateId/:date`]: refused(async (a, b, t) => [
    {
      url: `${MEMBER}/${(await victimReport(a, t)).templateId}/${today()}`,
      headers: await intruderMember(b, t),
      payload: { answers: { look: "B から" } },
      control: false,
    },
  ]),
};
