import sharp from "sharp";
import { multipart, own, query, type RouteCases, refused } from "../route-case";
import type { Victim } from "../seed-tenants";
import { exportHoldsNothingOfVictim } from "./export-follow";

// Member roster, alumni, attributes, photos, requests and the importers, called by tenant B with
// tenant A's ids.

const M = "/app/api/v2/members";
const A = "/app/api/v2/members/alumni";

/** A search for A's member by everything that names it. */
const searchFor = (a: Victim) => ({ keyword: a.member.memberId, hierarchyCd: a.node.divisionCd });
const listQuery = (a: Victim) => query({ keyword: a.s.marker, hierarchyCd: a.node.divisionCd });

const memberBody = (a: Victim) => ({
  member_id: a.member.memberId,
  name: "侵入　太郎",
  name_kana: "シンニュウ　タロウ",
  mail_address: "intruder@example.jp",
  attributes: {},
});

const jpeg = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();

async function photoUpload() {
  return multipart([{ name: "file", fileName: "face.jpg", type: "image/jpeg", bytes: await jpeg() }]);
}

function importFile(a: Victim) {
  const csv = `会員ID,氏名\r\n${a.member.memberId},侵入　次郎\r\n`;
  return multipart([{ name: "file", fileName: "名簿.csv", type: "text/csv", bytes: Buffer.from(csv) }]);
}

const importCases = (base: string, log: (a: Victim) => number): RouteCases => ({
  [`GET ${base}/template`]: own(() => [{ url: `${base}/template?format=Csv&csvEncoding=utf8-bom` }]),
  // A's member id in B's file is a new member of B, never an update of A's.
  [`POST ${base}/upload`]: own(
    (a) => {
      const file = importFile(a);
      return [{ url: `${base}/upload`, payload: file.payload, contentType: file.contentType }];
    },
    (res) => {
      const body = res.json();
      if (body.updateCount !== 0) throw new Error(`B's import would update A's member: ${res.body}`);
    },
  ),
  [`POST ${base}/commit`]: refused((a) => [{ url: `${base}/commit`, payload: { syncLogId: log(a) } }]),
  [`GET ${base}/logs`]: own(() => [{ url: `${base}/logs` }]),
  [`GET ${base}/logs/:id`]: refused((a) => [{ url: `${base}/logs/${log(a)}` }]),
  [`GET ${base}/logs/:id/details`]: refused((a) => [{ url: `${base}/logs/${log(a)}/details` }]),
  [`POST ${base}/logs/:id/errors/export`]: refused((a) => [
    { url: `${base}/logs/${log(a)}/errors/export`, payload: { format: "Csv", csvEncoding: "utf8-bom" } },
  ]),
});

export const memberCases: RouteCases = {
  ...importCases("/app/api/member-import", (a) => a.memberImport.syncLogId),
  ...importCases("/app/api/concern-import", (a) => a.concernImport.syncLogId),

  [`GET ${M}`]: own((a) => [{ url: `${M}${listQuery(a)}` }]),
  [`POST ${M}/search`]: own((a) => [{ url: `${M}/search`, payload: searchFor(a) }]),
  [`GET ${M}/options`]: own(() => [{ url: `${M}/options` }]),
  [`POST ${M}/export`]: own(
    (a) => [
      { url: `${M}/export`, payload: { format: "Csv", csvEncoding: "utf8-bom", filter: searchFor(a) } },
    ],
    exportHoldsNothingOfVictim,
  ),
  [`GET ${M}/:id`]: refused((a) => [{ url: `${M}/${a.member.id}` }]),
  // B may register a member under the same 会員ID as A's: ids are per organisation.
  [`POST ${M}`]: own((a) => [{ url: M, payload: memberBody(a) }]),
  [`PUT ${M}/:id`]: refused((a) => [
    { url: `${M}/${a.member.id}`, payload: { ...memberBody(a), version: a.member.version } },
  ]),
  [`DELETE ${M}/:id`]: refused((a) => [{ url: `${M}/${a.member.id}?version=${a.member.version}` }]),
  [`POST ${M}/move-to-alumni`]: refused((a) => [
    { url: `${M}/move-to-alumni`, payload: { members: [{ id: a.member.id, version: a.member.version }] } },
  ]),

  [`GET ${A}`]: own((a) => [{ url: `${A}${listQuery(a)}` }]),
  [`POST ${A}/search`]: own((a) => [{ url: `${A}/search`, payload: { keyword: a.alumnus.memberId } }]),
  [`GET ${A}/options`]: own(() => [{ url: `${A}/options` }]),
  [`POST ${A}/export`]: own(
    (a) => [
      {
        url: `${A}/export`,
        payload: { format: "Csv", csvEncoding: "utf8-bom", filter: { keyword: a.alumnus.memberId } },
      },
    ],
    exportHoldsNothingOfVictim,
  ),
  [`GET ${A}/:id`]: refused((a) => [{ url: `${A}/${a.alumnus.id}` }]),

  "GET /app/api/v2/member-attributes": own(() => [{ url: "/app/api/v2/member-attributes" }]),
  // The same attribute code as A's is B's own.
  "POST /app/api/v2/member-attributes": own((a) => [
    {
      url: "/app/api/v2/member-attributes",
      payload: { attributeCd: a.attribute.attributeCd, attributeType: "TEXT_HARF", name: "侵入" },
    },
  ]),
  "PUT /app/api/v2/member-attributes/:id": refused((a) => [
    {
      url: `/app/api/v2/member-attributes/${a.attribute.id}`,
      payload: { name: "侵入", options: ["a", "b"], version: a.attribute.version },
    },
  ]),
  "DELETE /app/api/v2/member-attributes/:id": refused((a) => [
    { url: `/app/api/v2/member-attributes/${a.attribute.id}?version=${a.attribute.version}` },
  ]),

  "GET /app/api/v2/member-photos/:memberId": refused((a) => [
    { url: `/app/api/v2/member-photos/${a.member.id}` },
  ]),
  "POST /app/api/v2/member-photos/:memberId": refused(async (a) => {
    const body = await photoUpload();
    return [
      {
        url: `/app/api/v2/member-photos/${a.member.id}?version=${a.member.version}`,
        payload: body.payload,
        contentType: body.contentType,
      },
    ];
  }),
  "GET /app/api/v2/member-photos/:memberId/:photoId/:variant": refused((a) => [
    { url: `/app/api/v2/member-photos/${a.member.id}/${a.photo.photoId}/image` },
    { url: `/app/api/v2/member-photos/${a.member.id}/${a.photo.photoId}/thumbnail` },
  ]),
  "GET /app/api/v2/photo-approval": own(() => [{ url: "/app/api/v2/photo-approval" }]),
  "GET /app/api/v2/photo-approval/photos/:photoId/:variant": refused((a) => [
    { url: `/app/api/v2/photo-approval/photos/${a.photo.photoId}/image` },
  ]),
  "POST /app/api/v2/photo-approval/photos/:photoId/approve": refused((a) => [
    {
      url: `/app/api/v2/photo-approval/photos/${a.photo.photoId}/approve`,
      payload: { version: a.member.version },
    },
  ]),
  "POST /app/api/v2/photo-approval/photos/:photoId/reject": refused((a) => [
    {
      url: `/app/api/v2/photo-approval/photos/${a.photo.photoId}/reject`,
      payload: { version: a.member.version, reason: "別人の写真です" },
    },
  ]),
  // A bulk approval answers per photo: A's photo is one B's organisation does not have.
  "POST /app/api/v2/photo-approval/approve": own(
    (a) => [
      {
        url: "/app/api/v2/photo-approval/approve",
        payload: { items: [{ photoId: a.photo.photoId, version: a.member.version }] },
      },
    ],
    (res, a) => {
      const body = res.json();
      const refused = body.failures?.some(
        (f: { photoId: number; message: string }) =>
          f.photoId === a.photo.photoId && f.message === "指定された顔写真が見つかりません。",
      );
      if (body.approvedCount !== 0 || !refused) throw new Error(`A's photo was not refused: ${res.body}`);
    },
  ),

  "GET /app/api/v2/member-request": own((a) => [
    { url: `/app/api/v2/member-request${query({ keyword: a.member.memberId })}` },
  ]),
  "GET /app/api/v2/member-request/member-lookup": refused((a) => [
    { url: `/app/api/v2/member-request/member-lookup${query({ memberCode: a.member.memberId })}` },
  ]),
  "GET /app/api/v2/member-request/:requestId": refused((a) => [
    { url: `/app/api/v2/member-request/${a.request.requestId}` },
  ]),
  "POST /app/api/v2/member-request": refused((a) => [
    {
      url: "/app/api/v2/member-request",
      payload: {
        memberId: a.member.id,
        requestType: "UPDATE_MOBILE_TEL",
        payload: { mobile_tel_no: "080-9999-0000" },
      },
    },
  ]),
  "POST /app/api/v2/member-request/:requestId/status": refused((a) => [
    {
      url: `/app/api/v2/member-request/${a.request.requestId}/status`,
      payload: { status: 2, version: a.request.version, comment: "" },
    },
  ]),
};
