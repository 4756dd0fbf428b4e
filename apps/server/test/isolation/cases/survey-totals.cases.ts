import { expectCall, type FactoryContext } from "../../factories";
import { own, query, type RouteCases, refused } from "../route-case";
import type { Victim } from "../seed-tenants";
import { victimSurvey } from "./surveys.cases";

// 集計 under アンケート結果 and アンケート集計, and アンケートグループ: B's staff try A's survey (the one the
// surveys cases send) and A's group, made by A's administrator when the walk plans its calls.

const S = "/app/api/v2/surveys";
const G = `${S}/groups`;

const groups = new WeakMap<Victim, Promise<number>>();

function victimGroup(a: Victim, t: FactoryContext): Promise<number> {
  let promise = groups.get(a);
  if (!promise) {
    promise = (async () => {
      const surveyId = (await victimSurvey(a, t)).surveyId;
      const res = await expectCall(
        t,
        {
          method: "POST",
          url: G,
          headers: a.s.headers,
          payload: { name: `${a.s.marker} グループ`, surveyIds: [surveyId] },
        },
        201,
      );
      return res.json().id as number;
    })();
    groups.set(a, promise);
  }
  return promise;
}

function totalsCases(base: string): RouteCases {
  return {
    [`GET ${base}/:id/totals`]: refused(async (a, _b, t) => [
      { url: `${base}/${(await victimSurvey(a, t)).surveyId}/totals` },
    ]),
    [`GET ${base}/:id/cross`]: refused(async (a, _b, t) => [
      {
        url: `${base}/${(await victimSurvey(a, t)).surveyId}/cross${query({ question: "q1", by: "grade" })}`,
      },
    ]),
    // A's survey has no free-text question: A's own call is refused too, so it proves nothing here.
    [`GET ${base}/:id/texts`]: refused(async (a, _b, t) => [
      {
        url: `${base}/${(await victimSurvey(a, t)).surveyId}/texts${query({ question: "q1" })}`,
        control: false,
      },
    ]),
    [`POST ${base}/:id/export`]: refused(async (a, _b, t) => [
      {
        url: `${base}/${(await victimSurvey(a, t)).surveyId}/export`,
        payload: { kind: "answers", format: "Csv" },
      },
      {
        url: `${base}/${(await victimSurvey(a, t)).surveyId}/export`,
        payload: { kind: "totals", format: "Pdf" },
      },
    ]),
  };
}

export const surveyTotalsCases: RouteCases = {
  ...totalsCases(`${S}/results`),
  ...totalsCases(`${S}/totalling`),
  [`GET ${G}`]: own(() => [{ url: G }]),
  [`GET ${G}/candidates`]: own(() => [{ url: `${G}/candidates` }]),
  [`POST ${G}`]: {
    expect: { kind: "status", status: [400], why: "A's survey is not one of B's: the group is refused" },
    calls: async (a, _b, t) => [
      { url: G, payload: { name: "侵入", surveyIds: [(await victimSurvey(a, t)).surveyId] } },
    ],
  },
  [`PUT ${G}/:groupId`]: refused(async (a, _b, t) => [
    { url: `${G}/${await victimGroup(a, t)}`, payload: { name: "侵入", surveyIds: [1], version: 1 } },
  ]),
  [`DELETE ${G}/:groupId`]: refused(async (a, _b, t) => [
    { url: `${G}/${await victimGroup(a, t)}${query({ version: 1 })}` },
  ]),
};
