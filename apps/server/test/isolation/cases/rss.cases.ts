import { expectCall, type FactoryContext } from "../../factories";
import { own, query, type RouteCases, refused } from "../route-case";
import type { Victim } from "../seed-tenants";

// RSS連携: A's feed is registered by A's administrator when the walk plans its calls (before A's
// fingerprint). Its address is never fetched by the walk (the sweep runs every five minutes; B's
// 「今すぐ確認」 of it is refused before any request).

const BASE = "/app/api/v2/rss-linkage";
const FEEDS = `${BASE}/feeds`;

const made = new WeakMap<Victim, Promise<number>>();

const victimFeed = (a: Victim, t: FactoryContext) => {
  let promise = made.get(a);
  if (!promise) {
    promise = expectCall(
      t,
      {
        method: "POST",
        url: FEEDS,
        headers: a.s.headers,
        payload: {
          name: `${a.s.marker} 学校ニュース`,
          url: "https://school.invalid/feed.xml",
          target: { memberIds: [a.member.id] },
        },
      },
      201,
    ).then((res) => res.json().id as number);
    made.set(a, promise);
  }
  return promise;
};

export const rssCases: RouteCases = {
  [`GET ${FEEDS}`]: own(() => [{ url: FEEDS }]),
  [`POST ${FEEDS}`]: {
    expect: { kind: "status", status: [400], why: "A's member is nobody of B's: the target reaches nobody" },
    calls: (a) => [
      {
        url: FEEDS,
        payload: { name: "侵入", url: "https://school.invalid/b.xml", target: { memberIds: [a.member.id] } },
      },
    ],
  },
  [`PUT ${FEEDS}/:id`]: refused(async (a, _b, t) => [
    {
      url: `${FEEDS}/${await victimFeed(a, t)}`,
      payload: { name: "侵入", url: "https://school.invalid/b.xml", target: { nodes: [a.node.divisionCd] } },
    },
  ]),
  [`DELETE ${FEEDS}/:id`]: refused(async (a, _b, t) => [{ url: `${FEEDS}/${await victimFeed(a, t)}` }]),
  [`POST ${FEEDS}/:id/check`]: refused(async (a, _b, t) => [
    { url: `${FEEDS}/${await victimFeed(a, t)}/check` },
  ]),
  [`POST ${FEEDS}/:id/resume`]: refused(async (a, _b, t) => [
    { url: `${FEEDS}/${await victimFeed(a, t)}/resume` },
  ]),
  [`GET ${FEEDS}/:id/items`]: refused(async (a, _b, t) => [
    { url: `${FEEDS}/${await victimFeed(a, t)}/items` },
  ]),
  [`GET ${BASE}/target-options`]: own(() => [{ url: `${BASE}/target-options` }]),
  [`GET ${BASE}/member-candidates`]: own((a) => [
    { url: `${BASE}/member-candidates${query({ keyword: a.member.memberId })}` },
  ]),
  [`POST ${BASE}/target-count`]: own((a) => [
    {
      url: `${BASE}/target-count`,
      payload: { target: { memberIds: [a.member.id], nodes: [a.node.divisionCd] } },
    },
  ]),
};
