import { apiHeaders } from "../../auth-helpers";
import { expectCall, type FactoryContext, newMember } from "../../factories";
import { registerByQr } from "../../member-accounts/member-account-test-kit";
import { multipart, own, type RouteCases, refused } from "../route-case";
import type { Intruder, Victim } from "../seed-tenants";

// 手帳: A's administrator publishes a notebook with a text page and a PDF page to A's member and keeps
// a category; B's staff and B's logged-in member name A's ids.

const API = "/app/api/v2/notebooks";
const CATEGORIES = "/app/api/v2/notebook-categories";
const APP = "/app/api/member-app/notebooks";
const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

interface VictimNotebook {
  id: number;
  pageId: number;
  fileKey: string;
  categoryId: number;
}

const made = new WeakMap<Victim, Promise<VictimNotebook>>();

const pdfUpload = () =>
  multipart([{ name: "file", fileName: "手帳.pdf", type: "application/pdf", bytes: PDF }]);

async function makeVictimNotebook(a: Victim, t: FactoryContext): Promise<VictimNotebook> {
  const headers = a.s.headers;
  const upload = pdfUpload();
  const file = await expectCall(
    t,
    {
      method: "POST",
      url: `${API}/files?pageType=4`,
      headers: { ...headers, "content-type": upload.contentType },
      payload: upload.payload,
    },
    200,
  );
  const category = await expectCall(
    t,
    { method: "POST", url: CATEGORIES, headers, payload: { name: `${a.s.marker} 手帳` } },
    201,
  );
  const created = await expectCall(
    t,
    {
      method: "POST",
      url: API,
      headers,
      payload: {
        title: `${a.s.marker} 生徒手帳`,
        categoryId: category.json().id,
        target: { memberIds: [a.member.id] },
        pages: [{ pageType: 4, title: "校則", fileKey: file.json().key }],
      },
    },
    201,
  );
  const id = created.json().id as number;
  await expectCall(
    t,
    { method: "POST", url: `${API}/${id}/publish`, headers, payload: { version: created.json().version } },
    200,
  );
  const detail = await expectCall(t, { method: "GET", url: `${API}/${id}`, headers }, 200);
  return { id, pageId: detail.json().pages[0].id, fileKey: file.json().key, categoryId: category.json().id };
}

const victimNotebook = (a: Victim, t: FactoryContext) => {
  let promise = made.get(a);
  if (!promise) {
    promise = makeVictimNotebook(a, t);
    made.set(a, promise);
  }
  return promise;
};

async function intruderMember(b: Intruder, t: FactoryContext) {
  const m = await newMember(t, b.s);
  return { ...apiHeaders, cookie: await registerByQr(t, b.s, m.id) };
}

const body = (extra: Record<string, unknown> = {}) => ({ title: "侵入", target: {}, pages: [], ...extra });

export const notebookCases: RouteCases = {
  [`GET ${API}/target-options`]: own(() => [{ url: `${API}/target-options` }]),
  [`GET ${API}/member-candidates`]: own((a) => [
    { url: `${API}/member-candidates?keyword=${a.member.memberId}` },
  ]),
  [`POST ${API}/target-count`]: own((a) => [
    {
      url: `${API}/target-count`,
      payload: { target: { memberIds: [a.member.id], nodes: [a.node.divisionCd] } },
    },
  ]),
  [`GET ${API}`]: own(() => [{ url: API }]),
  [`POST ${API}`]: {
    expect: { kind: "status", status: [400], why: "A's category is unknown to B" },
    calls: async (a, _b, t) => [
      { url: API, payload: body({ categoryId: (await victimNotebook(a, t)).categoryId }) },
    ],
  },
  [`POST ${API}/files`]: own(() => {
    const upload = pdfUpload();
    return [{ url: `${API}/files?pageType=4`, payload: upload.payload, contentType: upload.contentType }];
  }),
  [`GET ${API}/files/:key`]: refused(async (a, _b, t) => [
    { url: `${API}/files/${(await victimNotebook(a, t)).fileKey}` },
  ]),
  [`GET ${API}/:id`]: refused(async (a, _b, t) => [{ url: `${API}/${(await victimNotebook(a, t)).id}` }]),
  [`PUT ${API}/:id`]: refused(async (a, _b, t) => [
    { url: `${API}/${(await victimNotebook(a, t)).id}`, payload: { ...body(), version: 1 } },
  ]),
  [`DELETE ${API}/:id`]: refused(async (a, _b, t) => [{ url: `${API}/${(await victimNotebook(a, t)).id}` }]),
  [`POST ${API}/:id/publish`]: refused(async (a, _b, t) => [
    { url: `${API}/${(await victimNotebook(a, t)).id}/publish`, payload: { version: 2 } },
  ]),
  [`GET ${API}/:id/progress`]: refused(async (a, _b, t) => [
    { url: `${API}/${(await victimNotebook(a, t)).id}/progress` },
  ]),
  [`POST ${API}/:id/progress/export`]: refused(async (a, _b, t) => [
    { url: `${API}/${(await victimNotebook(a, t)).id}/progress/export`, payload: { format: "Csv" } },
  ]),
  [`GET ${CATEGORIES}`]: own(() => [{ url: CATEGORIES }]),
  [`POST ${CATEGORIES}`]: own(() => [{ url: CATEGORIES, payload: { name: "Bの手帳" } }]),
  [`PUT ${CATEGORIES}/:categoryId`]: refused(async (a, _b, t) => [
    { url: `${CATEGORIES}/${(await victimNotebook(a, t)).categoryId}`, payload: { name: "侵入" } },
  ]),
  [`DELETE ${CATEGORIES}/:categoryId`]: refused(async (a, _b, t) => [
    { url: `${CATEGORIES}/${(await victimNotebook(a, t)).categoryId}` },
  ]),
  [`GET ${APP}`]: own(async (_a, b, t) => [{ url: APP, headers: await intruderMember(b, t) }]),
  [`GET ${APP}/:id`]: refused(async (a, b, t) => [
    // A member session is B's own; A's administrator has none, so no control call.
    { url: `${APP}/${(await victimNotebook(a, t)).id}`, headers: await intruderMember(b, t), control: false },
  ]),
  [`POST ${APP}/:id/pages/:pageId/track`]: refused(async (a, b, t) => {
    const n = await victimNotebook(a, t);
    return [
      {
        url: `${APP}/${n.id}/pages/${n.pageId}/track`,
        payload: { event: "OPENED" },
        headers: await intruderMember(b, t),
      },
    ];
  }),
  [`GET ${APP}/:id/pages/:pageId/file`]: refused(async (a, b, t) => {
    const n = await victimNotebook(a, t);
    return [
      { url: `${APP}/${n.id}/pages/${n.pageId}/file`, headers: await intruderMember(b, t), control: false },
    ];
  }),
  "GET /app/api/v2/organization-setting/notebook-limits": own(() => [
    { url: "/app/api/v2/organization-setting/notebook-limits" },
  ]),
  "PUT /app/api/v2/organization-setting/notebook-limits": own(() => [
    { url: "/app/api/v2/organization-setting/notebook-limits", payload: { MP3: 50, MP4: 500, PDF: 50 } },
  ]),
};
