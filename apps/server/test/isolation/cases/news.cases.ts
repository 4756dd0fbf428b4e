import crypto from "node:crypto";
import { formatDate } from "@gakumu/domain";
import { apiHeaders } from "../../auth-helpers";
import { expectCall, type FactoryContext, newMember } from "../../factories";
import { registerByQr } from "../../member-accounts/member-account-test-kit";
import { multipart, own, type RouteCases, refused } from "../route-case";
import type { Intruder, Victim } from "../seed-tenants";

// お知らせ / FAQ, their approval links and displays: A's administrator approves A's own announcement
// (published to A's member and staff) and keeps an FAQ category when the walk plans its calls.

const TYPES = { announcement: "/app/api/v2/announcements", faq: "/app/api/v2/faqs" } as const;
const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

interface VictimNews {
  itemId: number;
  categoryId: number;
}

const made = new Map<string, WeakMap<Victim, Promise<VictimNews>>>();

async function makeVictimNews(a: Victim, t: FactoryContext, base: string): Promise<VictimNews> {
  const headers = a.s.headers;
  await expectCall(
    t,
    { method: "PUT", url: `${base}/approval-settings`, headers, payload: { stage1: [a.s.admin.id] } },
    200,
  );
  const category = await expectCall(
    t,
    { method: "POST", url: `${base}/categories`, headers, payload: { name: `${a.s.marker} 行事` } },
    201,
  );
  const created = await expectCall(
    t,
    {
      method: "POST",
      url: base,
      headers,
      payload: {
        title: `${a.s.marker} 運動会`,
        bodyHtml: "<p>運動会のお知らせ</p>",
        categoryId: category.json().id,
        audience: "BOTH",
        target: { memberIds: [a.member.id] },
        publishFrom: formatDate(new Date(Date.now() - 3_600_000), "yyyy-MM-dd HH:mm"),
      },
    },
    201,
  );
  const id = created.json().id as number;
  const submitted = await expectCall(
    t,
    { method: "POST", url: `${base}/${id}/submit`, headers, payload: { version: created.json().version } },
    200,
  );
  await expectCall(
    t,
    { method: "POST", url: `${base}/${id}/approve`, headers, payload: { version: submitted.json().version } },
    200,
  );
  return { itemId: id, categoryId: category.json().id };
}

/** A's published item of the type at `base` (and its category), made once per walk. */
const victimNews = (a: Victim, t: FactoryContext, base: string = TYPES.announcement) => {
  const byVictim = made.get(base) ?? new WeakMap<Victim, Promise<VictimNews>>();
  made.set(base, byVictim);
  let promise = byVictim.get(a);
  if (!promise) {
    promise = makeVictimNews(a, t, base);
    byVictim.set(a, promise);
  }
  return promise;
};

async function intruderMember(b: Intruder, t: FactoryContext) {
  const m = await newMember(t, b.s);
  return { ...apiHeaders, cookie: await registerByQr(t, b.s, m.id) };
}

const itemBody = (a: Victim, extra: Record<string, unknown> = {}) => ({
  title: "侵入",
  bodyHtml: "<p>侵入</p>",
  audience: "MEMBERS",
  target: { memberIds: [a.member.id] },
  publishFrom: "2030-04-01 08:00",
  ...extra,
});

function casesOf(base: string): RouteCases {
  return {
    [`GET ${base}/target-options`]: own(() => [{ url: `${base}/target-options` }]),
    [`GET ${base}/member-candidates`]: own((a) => [
      { url: `${base}/member-candidates?keyword=${a.member.memberId}` },
    ]),
    [`POST ${base}/target-count`]: own((a) => [
      {
        url: `${base}/target-count`,
        payload: { target: { memberIds: [a.member.id], nodes: [a.node.divisionCd] } },
      },
    ]),
    [`GET ${base}/categories`]: own(() => [{ url: `${base}/categories` }]),
    [`POST ${base}/categories`]: own(() => [{ url: `${base}/categories`, payload: { name: "Bの行事" } }]),
    [`DELETE ${base}/categories/:categoryId`]: refused(async (a, _b, t) => [
      { url: `${base}/categories/${(await victimNews(a, t, base)).categoryId}` },
    ]),
    // B's own approvers and login users; B may hold a login id equal to A's (the login-user case makes one).
    [`GET ${base}/approval-settings`]: {
      expect: { kind: "status", status: [200], why: "B's own settings, listing B's login users only" },
      calls: () => [{ url: `${base}/approval-settings` }],
    },
    [`PUT ${base}/approval-settings`]: {
      expect: { kind: "status", status: [400], why: "A's login user is no approver candidate of B's" },
      calls: (a) => [{ url: `${base}/approval-settings`, payload: { stage1: [a.s.admin.id] } }],
    },
    [`POST ${base}/attachments`]: own(() => {
      const upload = multipart([{ name: "file", fileName: "案内.pdf", type: "application/pdf", bytes: PDF }]);
      return [{ url: `${base}/attachments`, payload: upload.payload, contentType: upload.contentType }];
    }),
    [`GET ${base}`]: own(() => [{ url: base }]),
    [`POST ${base}`]: {
      expect: { kind: "status", status: [400], why: "A's category is unknown to B" },
      calls: async (a, _b, t) => [
        { url: base, payload: itemBody(a, { categoryId: (await victimNews(a, t, base)).categoryId }) },
      ],
    },
    [`GET ${base}/:id`]: refused(async (a, _b, t) => [
      { url: `${base}/${(await victimNews(a, t, base)).itemId}` },
    ]),
    [`GET ${base}/:id/reads`]: refused(async (a, _b, t) => [
      { url: `${base}/${(await victimNews(a, t, base)).itemId}/reads` },
    ]),
    [`PUT ${base}/:id`]: refused(async (a, _b, t) => [
      {
        url: `${base}/${(await victimNews(a, t, base)).itemId}`,
        payload: { ...itemBody(a), target: null, audience: "STAFF", version: 1 },
      },
    ]),
    [`DELETE ${base}/:id`]: refused(async (a, _b, t) => [
      { url: `${base}/${(await victimNews(a, t, base)).itemId}?version=1` },
    ]),
    [`POST ${base}/:id/submit`]: refused(async (a, _b, t) => [
      { url: `${base}/${(await victimNews(a, t, base)).itemId}/submit`, payload: { version: 1 } },
    ]),
    [`POST ${base}/:id/approve`]: refused(async (a, _b, t) => [
      { url: `${base}/${(await victimNews(a, t, base)).itemId}/approve`, payload: { version: 1 } },
    ]),
    [`POST ${base}/:id/return`]: refused(async (a, _b, t) => [
      {
        url: `${base}/${(await victimNews(a, t, base)).itemId}/return`,
        payload: { version: 1, comment: "侵入" },
      },
    ]),
  };
}

const randomToken = () => crypto.randomBytes(32).toString("base64url");

export const newsCases: RouteCases = {
  ...casesOf(TYPES.announcement),
  ...casesOf(TYPES.faq),
  "POST /app/api/news-approval/open": {
    expect: {
      kind: "status",
      status: [403],
      why: "an approval link is its own key: one B makes up opens nothing",
    },
    calls: () => [
      {
        url: "/app/api/news-approval/open",
        as: "key",
        payload: { type: "ANNOUNCEMENT", key: randomToken() },
      },
    ],
  },
  "POST /app/api/news-approval/decide": {
    expect: {
      kind: "status",
      status: [403],
      why: "an approval link is its own key: one B makes up decides nothing",
    },
    calls: () => [
      {
        url: "/app/api/news-approval/decide",
        as: "key",
        payload: { type: "ANNOUNCEMENT", key: randomToken(), decision: "APPROVE" },
      },
    ],
  },
  "GET /app/api/news-attachments/:key": {
    expect: {
      kind: "status",
      status: [404],
      why: "the unguessable key is the permission; a made-up one is nothing",
    },
    calls: () => [{ url: `/app/api/news-attachments/${randomToken()}` }],
  },
  "GET /app/api/v2/news-display/:type": own(() => [
    { url: "/app/api/v2/news-display/announcement" },
    { url: "/app/api/v2/news-display/faq" },
  ]),
  "POST /app/api/v2/news-display/:type/:id/read": refused(async (a, _b, t) => [
    { url: `/app/api/v2/news-display/announcement/${(await victimNews(a, t)).itemId}/read`, control: false },
  ]),
  "GET /app/api/member-app/news/:type": own(async (_a, b, t) => [
    { url: "/app/api/member-app/news/announcement", headers: await intruderMember(b, t) },
  ]),
  "GET /app/api/member-app/news/:type/:id": refused(async (a, b, t) => [
    {
      url: `/app/api/member-app/news/announcement/${(await victimNews(a, t)).itemId}`,
      headers: await intruderMember(b, t),
      control: false,
    },
  ]),
};
