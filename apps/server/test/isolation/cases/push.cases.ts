import { expectCall, type FactoryContext } from "../../factories";
import { multipart, own, query, type RouteCases, refused } from "../route-case";
import type { Victim } from "../seed-tenants";

// プッシュ通知配信, グループ配信, 配信履歴 and 配信テンプレート: A's notification, template and attachment
// are made by A's administrator when the walk plans its calls (before A's fingerprint). A's push is sent
// at once (not reserved): the walk waits for A's jobs to settle, and a reserved one would wait a day.

const PUSH = "/app/api/v2/push-notifications";
const GROUP = "/app/api/v2/group-push";
const HISTORY = "/app/api/v2/push-history";
const TEMPLATES = "/app/api/v2/push-templates";
const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

interface VictimPush {
  pushId: number;
  templateId: number;
  attachmentKey: string;
}

const made = new WeakMap<Victim, Promise<VictimPush>>();

const pdfUpload = () =>
  multipart([{ name: "file", fileName: "案内.pdf", type: "application/pdf", bytes: PDF }]);

async function makeVictimPush(a: Victim, t: FactoryContext): Promise<VictimPush> {
  const upload = pdfUpload();
  const attachment = await expectCall(
    t,
    {
      method: "POST",
      url: `${PUSH}/attachments`,
      headers: { ...a.s.headers, "content-type": upload.contentType },
      payload: upload.payload,
    },
    200,
  );
  const push = await expectCall(
    t,
    {
      method: "POST",
      url: PUSH,
      headers: a.s.headers,
      payload: {
        title: `${a.s.marker} 予約のお知らせ`,
        bodyHtml: "<p>明日の予定です</p>",
        target: { memberIds: [a.member.id] },
        attachmentKeys: [attachment.json().key],
      },
    },
    201,
  );
  const template = await expectCall(
    t,
    {
      method: "POST",
      url: TEMPLATES,
      headers: a.s.headers,
      payload: { name: `${a.s.marker} 連絡`, title: "連絡", bodyHtml: "<p>連絡です</p>" },
    },
    201,
  );
  return { pushId: push.json().id, templateId: template.json().id, attachmentKey: attachment.json().key };
}

const victimPush = (a: Victim, t: FactoryContext) => {
  let promise = made.get(a);
  if (!promise) {
    promise = makeVictimPush(a, t);
    made.set(a, promise);
  }
  return promise;
};

/** B names A's member, node and grade: they are nobody to B (a Japanese 400, nothing written). */
const nobodyOfA = (a: Victim) => ({
  title: "侵入",
  bodyHtml: "<p>侵入</p>",
  target: { memberIds: [a.member.id], nodes: [a.node.divisionCd] },
});

export const pushCases: RouteCases = {
  [`GET ${PUSH}/target-options`]: own(() => [{ url: `${PUSH}/target-options` }]),
  [`GET ${GROUP}/target-options`]: own(() => [{ url: `${GROUP}/target-options` }]),
  [`GET ${PUSH}/member-candidates`]: own((a) => [
    { url: `${PUSH}/member-candidates${query({ keyword: a.member.memberId })}` },
  ]),
  [`GET ${GROUP}/member-candidates`]: own((a) => [
    { url: `${GROUP}/member-candidates${query({ keyword: a.member.memberId })}` },
  ]),
  [`POST ${PUSH}/target-count`]: own((a) => [
    {
      url: `${PUSH}/target-count`,
      payload: { target: { memberIds: [a.member.id], nodes: [a.node.divisionCd] } },
    },
  ]),
  [`POST ${GROUP}/target-count`]: own(() => [
    { url: `${GROUP}/target-count`, payload: { target: { groupIds: [1] } } },
  ]),
  [`GET ${PUSH}/templates`]: own(() => [{ url: `${PUSH}/templates` }]),
  [`GET ${GROUP}/templates`]: own(() => [{ url: `${GROUP}/templates` }]),
  [`POST ${PUSH}/attachments`]: own(() => {
    const upload = pdfUpload();
    return [{ url: `${PUSH}/attachments`, payload: upload.payload, contentType: upload.contentType }];
  }),
  [`POST ${GROUP}/attachments`]: own(() => {
    const upload = pdfUpload();
    return [{ url: `${GROUP}/attachments`, payload: upload.payload, contentType: upload.contentType }];
  }),
  [`POST ${PUSH}`]: {
    expect: { kind: "status", status: [400], why: "A's member and node reach nobody of B's" },
    calls: (a) => [{ url: PUSH, payload: nobodyOfA(a) }],
  },
  [`POST ${GROUP}`]: {
    expect: { kind: "status", status: [400], why: "a group id of A's holds nobody of B's" },
    calls: () => [
      { url: GROUP, payload: { title: "侵入", bodyHtml: "<p>侵入</p>", target: { groupIds: [1] } } },
    ],
  },
  [`GET ${HISTORY}`]: own(() => [{ url: HISTORY }]),
  [`GET ${HISTORY}/:id`]: refused(async (a, _b, t) => [
    { url: `${HISTORY}/${(await victimPush(a, t)).pushId}` },
  ]),
  [`GET ${HISTORY}/:id/recipients`]: refused(async (a, _b, t) => [
    { url: `${HISTORY}/${(await victimPush(a, t)).pushId}/recipients` },
  ]),
  [`POST ${HISTORY}/:id/cancel`]: refused(async (a, _b, t) => [
    { url: `${HISTORY}/${(await victimPush(a, t)).pushId}/cancel` },
  ]),
  [`POST ${HISTORY}/:id/resend`]: refused(async (a, _b, t) => [
    { url: `${HISTORY}/${(await victimPush(a, t)).pushId}/resend`, payload: { resendType: 1 } },
  ]),
  [`POST ${HISTORY}/:id/export`]: refused(async (a, _b, t) => [
    { url: `${HISTORY}/${(await victimPush(a, t)).pushId}/export`, payload: { format: "Csv" } },
  ]),
  [`GET ${TEMPLATES}`]: own(() => [{ url: TEMPLATES }]),
  [`POST ${TEMPLATES}`]: own(() => [
    { url: TEMPLATES, payload: { name: "Bの連絡", title: "連絡", bodyHtml: "<p>Bの連絡</p>" } },
  ]),
  [`PUT ${TEMPLATES}/:id`]: refused(async (a, _b, t) => [
    {
      url: `${TEMPLATES}/${(await victimPush(a, t)).templateId}`,
      payload: { name: "侵入", title: "侵入", bodyHtml: "<p>侵入</p>", version: 1 },
    },
  ]),
  [`DELETE ${TEMPLATES}/:id`]: refused(async (a, _b, t) => [
    { url: `${TEMPLATES}/${(await victimPush(a, t)).templateId}${query({ version: 1 })}` },
  ]),
  // The attachment's 256-bit key is the permission (members' apps and mail links open it without a
  // staff session), so anyone holding it gets the file; B can only hold it by being sent it.
  "GET /app/api/push-attachments/:key": {
    expect: {
      kind: "status",
      status: [200],
      why: "the unguessable key is the permission, as for a form link",
    },
    calls: async (a, _b, t) => [
      { url: `/app/api/push-attachments/${(await victimPush(a, t)).attachmentKey}` },
    ],
  },
};
