import { expectCall, type FactoryContext } from "../../factories";
import { multipart, own, query, type RouteCases, refused } from "../route-case";
import type { Intruder, Victim } from "../seed-tenants";

// 配信グループ管理: A's group (holding A's member) is made by A's administrator when the walk plans its
// calls (before A's fingerprint); B's own group is made by B's administrator, to try A's member in it.

const BASE = "/app/api/v2/member-groups";

const made = new WeakMap<object, Promise<number>>();

/** A static group of `headers`' organisation, holding `memberId` when given; its id. */
async function makeGroup(
  t: FactoryContext,
  headers: Record<string, string>,
  name: string,
  memberId: number | null,
): Promise<number> {
  const group = await expectCall(
    t,
    { method: "POST", url: BASE, headers, payload: { name, kind: "STATIC" } },
    201,
  );
  const id = group.json().id as number;
  if (memberId !== null)
    await expectCall(
      t,
      {
        method: "POST",
        url: `${BASE}/${id}/members`,
        headers,
        payload: { memberIds: [memberId], version: 1 },
      },
      200,
    );
  return id;
}

const once = (key: object, make: () => Promise<number>) => {
  let promise = made.get(key);
  if (!promise) {
    promise = make();
    made.set(key, promise);
  }
  return promise;
};

const victimGroup = (a: Victim, t: FactoryContext) =>
  once(a, () => makeGroup(t, a.s.headers, `${a.s.marker} 吹奏楽部`, a.member.id));
const intruderGroup = (b: Intruder, t: FactoryContext) =>
  once(b, () => makeGroup(t, b.s.headers, "Bのグループ", null));

const idFile = (a: Victim) =>
  multipart([
    {
      name: "file",
      fileName: "ids.csv",
      type: "text/csv",
      bytes: Buffer.from(`学籍番号\r\n${a.member.memberId}\r\n`),
    },
  ]);

let created = 0;

export const memberGroupCases: RouteCases = {
  [`GET ${BASE}`]: own(() => [{ url: BASE }]),
  [`POST ${BASE}`]: own(() => [{ url: BASE, payload: { name: `侵入グループ${++created}`, kind: "STATIC" } }]),
  [`GET ${BASE}/rule-options`]: own(() => [{ url: `${BASE}/rule-options` }]),
  // A's node code is nobody of B's: the count is B's own (0).
  [`POST ${BASE}/rule-preview`]: own((a) => [
    { url: `${BASE}/rule-preview`, payload: { rule: { divisionCds: [a.node.divisionCd] } } },
  ]),
  [`GET ${BASE}/:id`]: refused(async (a, _b, t) => [{ url: `${BASE}/${await victimGroup(a, t)}` }]),
  [`PUT ${BASE}/:id`]: refused(async (a, _b, t) => [
    { url: `${BASE}/${await victimGroup(a, t)}`, payload: { name: "侵入", version: 2 } },
  ]),
  [`DELETE ${BASE}/:id`]: refused(async (a, _b, t) => [
    { url: `${BASE}/${await victimGroup(a, t)}${query({ version: 2 })}` },
  ]),
  [`POST ${BASE}/:id/build`]: refused(async (a, _b, t) => [
    { url: `${BASE}/${await victimGroup(a, t)}/build`, payload: { version: 2 } },
  ]),
  [`GET ${BASE}/:id/members`]: refused(async (a, _b, t) => [
    { url: `${BASE}/${await victimGroup(a, t)}/members` },
  ]),
  [`GET ${BASE}/:id/candidates`]: refused(async (a, _b, t) => [
    { url: `${BASE}/${await victimGroup(a, t)}/candidates${query({ keyword: a.member.memberId })}` },
  ]),
  [`POST ${BASE}/:id/members`]: refused(async (a, _b, t) => [
    { url: `${BASE}/${await victimGroup(a, t)}/members`, payload: { memberIds: [a.member.id], version: 2 } },
  ]),
  // A's member is nobody of B's: B's own group refuses it.
  [`POST ${BASE}/:id/members ~ A's member into B's group`]: refused(async (a, b, t) => [
    {
      url: `${BASE}/${await intruderGroup(b, t)}/members`,
      payload: { memberIds: [a.member.id], version: 1 },
      control: false,
    },
  ]),
  [`POST ${BASE}/:id/members/paste`]: refused(async (a, _b, t) => [
    {
      url: `${BASE}/${await victimGroup(a, t)}/members/paste`,
      payload: { text: a.member.memberId, version: 2 },
    },
  ]),
  [`POST ${BASE}/:id/members/import`]: refused(async (a, _b, t) => {
    const file = idFile(a);
    return [
      {
        url: `${BASE}/${await victimGroup(a, t)}/members/import${query({ version: 2 })}`,
        payload: file.payload,
        contentType: file.contentType,
      },
    ];
  }),
  [`POST ${BASE}/:id/members/remove`]: refused(async (a, _b, t) => [
    {
      url: `${BASE}/${await victimGroup(a, t)}/members/remove`,
      payload: { memberIds: [a.member.id], version: 2 },
    },
  ]),
};
