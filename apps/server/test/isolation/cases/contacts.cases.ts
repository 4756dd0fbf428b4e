import { formatDate } from "@gakumu/domain";
import { apiHeaders } from "../../auth-helpers";
import { expectCall, type FactoryContext, newMember } from "../../factories";
import { registerByQr } from "../../member-accounts/member-account-test-kit";
import { own, query, type RouteCases, refused } from "../route-case";
import type { Intruder, Victim } from "../seed-tenants";

// 連絡: A's administrator issues a class link and A's member's family reports through it when the walk
// plans its calls. B's staff naming A's report, type or link find nothing; B's board, history, types and
// settings are B's own; B's member withdrawing A's report finds nothing; A's withdraw key is spent only
// by whoever holds it (B cannot guess it), and A's link is refused to B's pupils' names.

const B = "/app/api/v2/contacts";
const W = "/app/api/v2/contact-web";
const P = "/app/api/v2/contact-web-register";
const APP = "/app/api/member-app/contacts";

const tomorrow = () => formatDate(new Date(Date.now() + 86_400_000), "yyyy-MM-dd");

interface VictimContact {
  key: string;
  contactId: number;
  typeId: number;
  linkId: number;
}

const made = new WeakMap<Victim, Promise<VictimContact>>();

async function makeVictimContact(a: Victim, t: FactoryContext): Promise<VictimContact> {
  const types = await expectCall(t, { method: "GET", url: `${W}/types`, headers: a.s.headers }, 200);
  const typeId = types.json().items.find((x: { name: string }) => x.name === "部活動欠席").id as number;
  const link = await expectCall(
    t,
    { method: "POST", url: `${W}/links`, headers: a.s.headers, payload: { nodeCd: a.node.divisionCd } },
    201,
  );
  const key = new URL(link.json().url).searchParams.get("key")!;
  const sent = await expectCall(
    t,
    {
      method: "POST",
      url: P,
      headers: apiHeaders,
      payload: {
        key,
        memberNo: a.member.memberId,
        memberName: a.member.name,
        date: tomorrow(),
        typeId,
        reason: "通院",
      },
    },
    201,
  );
  return { key, contactId: sent.json().id, typeId, linkId: link.json().id };
}

const victimContact = (a: Victim, t: FactoryContext) => {
  let promise = made.get(a);
  if (!promise) {
    promise = makeVictimContact(a, t);
    made.set(a, promise);
  }
  return promise;
};

async function intruderMember(b: Intruder, t: FactoryContext) {
  const m = await newMember(t, b.s);
  return { ...apiHeaders, cookie: await registerByQr(t, b.s, m.id) };
}

const typeBody = {
  name: "欠席",
  reasons: ["体調不良"],
  symptoms: [],
  fields: { arrivalTime: "NONE", leaveTime: "NONE", temperature: "NONE", symptoms: "NONE", note: "OPTIONAL" },
  enabled: true,
  sortOrder: 1,
  version: 1,
};

export const contactCases: RouteCases = {
  [`GET ${B}/board`]: own(() => [{ url: `${B}/board${query({ date: "2030-04-30" })}` }]),
  [`GET ${B}/nodes`]: own(() => [{ url: `${B}/nodes` }]),
  [`GET ${B}/history`]: own(() => [
    { url: `${B}/history${query({ from: "2030-04-01", to: "2030-04-30" })}` },
  ]),
  [`GET ${B}/types`]: own(() => [{ url: `${B}/types` }]),
  [`POST ${B}/:id/confirm`]: refused(async (a, _b, t) => [
    { url: `${B}/${(await victimContact(a, t)).contactId}/confirm`, control: false },
  ]),
  [`POST ${B}/:id/reply`]: refused(async (a, _b, t) => [
    {
      url: `${B}/${(await victimContact(a, t)).contactId}/reply`,
      payload: { text: "B から" },
      control: false,
    },
  ]),
  [`POST ${B}/export`]: own(() => [
    { url: `${B}/export`, payload: { from: "2030-04-01", to: "2030-04-30", format: "Csv" } },
  ]),
  [`GET ${W}/setting`]: own(() => [{ url: `${W}/setting` }]),
  [`PUT ${W}/setting`]: own(() => [
    {
      url: `${W}/setting`,
      payload: {
        cutoffTime: "08:30",
        afterCutoff: "ACCEPT",
        cutoffMessage: "締切後は学校へお電話ください。",
        reminderEnabled: false,
        reminderTime: "07:45",
        expectedDays: "SCHOOL_DAYS",
        reminderTitle: "連絡のお願い",
        reminderBody: "連絡がまだです",
      },
    },
  ]),
  [`GET ${W}/types`]: own(() => [{ url: `${W}/types` }]),
  [`POST ${W}/types`]: own(() => [{ url: `${W}/types`, payload: { ...typeBody, version: undefined } }]),
  [`PUT ${W}/types/:id`]: refused(async (a, _b, t) => [
    { url: `${W}/types/${(await victimContact(a, t)).typeId}`, payload: typeBody, control: false },
  ]),
  [`GET ${W}/links`]: own(() => [{ url: `${W}/links` }]),
  [`POST ${W}/links`]: {
    expect: { kind: "status", status: [400], why: "A's class is no class of B's" },
    calls: (a) => [{ url: `${W}/links`, payload: { nodeCd: a.node.divisionCd } }],
  },
  [`DELETE ${W}/links/:id`]: refused(async (a, _b, t) => [
    { url: `${W}/links/${(await victimContact(a, t)).linkId}`, control: false },
  ]),
  [`GET ${P}/form`]: {
    expect: { kind: "status", status: [404], why: "a made-up key is no link; A's real key is A's own" },
    calls: () => [{ url: `${P}/form${query({ key: "B".repeat(43) })}`, as: "key" }],
  },
  [`POST ${P}`]: {
    expect: {
      kind: "status",
      status: [400],
      why: "A's link names only A's pupils: B's member is unknown there",
    },
    calls: async (a, b, t) => {
      const v = await victimContact(a, t);
      const m = await newMember(t, b.s);
      return [
        {
          url: P,
          as: "key",
          payload: {
            key: v.key,
            memberNo: m.memberId,
            memberName: m.name,
            date: tomorrow(),
            typeId: v.typeId,
            reason: "通院",
          },
        },
      ];
    },
  },
  [`POST ${P}/withdraw`]: {
    expect: {
      kind: "status",
      status: [404],
      why: "a withdraw key cannot be guessed; A's link key is no withdraw key",
    },
    calls: async (a, _b, t) => [
      { url: `${P}/withdraw`, as: "key", payload: { withdrawKey: (await victimContact(a, t)).key } },
    ],
  },
  [`GET ${APP}/form`]: own(async (_a, b, t) => [{ url: `${APP}/form`, headers: await intruderMember(b, t) }]),
  [`GET ${APP}`]: own(async (_a, b, t) => [{ url: APP, headers: await intruderMember(b, t) }]),
  [`POST ${APP}`]: {
    expect: { kind: "status", status: [400], why: "A's contact type is unknown in B's organisation" },
    calls: async (a, b, t) => [
      {
        url: APP,
        headers: await intruderMember(b, t),
        payload: { date: tomorrow(), typeId: (await victimContact(a, t)).typeId, reason: "通院" },
      },
    ],
  },
  [`GET ${APP}/:contactId`]: refused(async (a, b, t) => [
    {
      url: `${APP}/${(await victimContact(a, t)).contactId}`,
      headers: await intruderMember(b, t),
      control: false,
    },
  ]),
  [`POST ${APP}/:id/withdraw`]: refused(async (a, b, t) => [
    {
      url: `${APP}/${(await victimContact(a, t)).contactId}/withdraw`,
      headers: await intruderMember(b, t),
      control: false,
    },
  ]),
};
