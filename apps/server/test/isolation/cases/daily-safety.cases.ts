import { expectCall, type FactoryContext } from "../../factories";
import { own, query, type RouteCases, refused } from "../route-case";
import type { Victim } from "../seed-tenants";

// 定時安否確認: every route reads the caller's own organisation, except deleting a calendar entry by
// id. A's 休校日 is registered by A's administrator when the walk plans its calls; B deleting it must
// find nothing. A's member in B's setting or count reaches nobody of B's.

const BASE = "/app/api/v2/daily-safety";

const made = new WeakMap<Victim, Promise<number>>();

const victimClosedDay = (a: Victim, t: FactoryContext) => {
  let promise = made.get(a);
  if (!promise) {
    promise = expectCall(
      t,
      {
        method: "POST",
        url: `${BASE}/school-days`,
        headers: a.s.headers,
        payload: { date: "2030-04-30", kind: "CLOSED", reason: `${a.s.marker} 創立記念日` },
      },
      201,
    ).then((res) => res.json().id as number);
    made.set(a, promise);
  }
  return promise;
};

export const dailySafetyCases: RouteCases = {
  [`GET ${BASE}/setting`]: own(() => [{ url: `${BASE}/setting` }]),
  [`PUT ${BASE}/setting`]: {
    expect: { kind: "status", status: [400], why: "A's member is nobody of B's: the target reaches nobody" },
    calls: (a) => [
      {
        url: `${BASE}/setting`,
        payload: {
          enabled: true,
          title: "定時安否確認",
          bodyHtml: "<p>体調を教えてください</p>",
          target: { memberIds: [a.member.id] },
          sendTime: "08:00",
          reminderTime: null,
        },
      },
    ],
  },
  [`GET ${BASE}/target-options`]: own(() => [{ url: `${BASE}/target-options` }]),
  [`GET ${BASE}/member-candidates`]: own((a) => [
    { url: `${BASE}/member-candidates${query({ keyword: a.member.memberId })}` },
  ]),
  [`POST ${BASE}/target-count`]: own((a) => [
    { url: `${BASE}/target-count`, payload: { target: { memberIds: [a.member.id] } } },
  ]),
  [`GET ${BASE}/school-days`]: own(() => [{ url: `${BASE}/school-days` }]),
  [`POST ${BASE}/school-days`]: own(() => [
    { url: `${BASE}/school-days`, payload: { date: "2030-04-30", kind: "CLOSED", reason: "B の休校日" } },
  ]),
  [`DELETE ${BASE}/school-days/:id`]: refused(async (a, _b, t) => [
    { url: `${BASE}/school-days/${await victimClosedDay(a, t)}`, control: false },
  ]),
  [`GET ${BASE}/day`]: own(() => [{ url: `${BASE}/day${query({ date: "2030-04-30" })}` }]),
  [`GET ${BASE}/days`]: own(() => [{ url: `${BASE}/days${query({ page: 1 })}` }]),
  [`GET ${BASE}/trends`]: own(() => [{ url: `${BASE}/trends${query({ until: "2030-04-30" })}` }]),
};
