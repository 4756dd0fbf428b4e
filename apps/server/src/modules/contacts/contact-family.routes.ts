import {
  CONTACT_PUBLIC_BASE,
  ContactDetailParams,
  ContactForm,
  ContactIdParams,
  ContactItem,
  ContactPostBody,
  ContactPosted,
  ContactWebFormQuery,
  ContactWebPostBody,
  ContactWithdrawKeyBody,
  MEMBER_CONTACT_API,
  MemberContactList,
  NoContent,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../platform/jobs/job-queue";
import { memberOf } from "../member-accounts/member-access";
import {
  appDetail,
  appForm,
  appHistory,
  appPost,
  appWithdraw,
  webForm,
  webPost,
  webWithdraw,
} from "./contact-family";

// Families' routes: the web form of a class link (public; the link's key is the credential) and the
// member app's (the gakumu_member session at the gate).

export interface ContactFamilyDeps {
  db: Db;
  /** The staff notice of a new report is a job (mail, Web Push). */
  jobs: JobQueue;
}

const open = { public: true } as const;
const asMember = { member: true } as const;
const webTags = ["連絡（Webフォーム）"];
const appTags = ["メンバーアプリ：連絡"];

export function registerContactFamilyRoutes(app: FastifyInstance, deps: ContactFamilyDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${CONTACT_PUBLIC_BASE}/form`,
    {
      config: { access: open },
      schema: {
        tags: webTags,
        summary: "連絡フォーム（クラスのリンク）",
        querystring: ContactWebFormQuery,
        response: { 200: ContactForm },
      },
    },
    async (request) => webForm(deps.db, request.query.key),
  );
  r.post(
    CONTACT_PUBLIC_BASE,
    {
      config: { access: open },
      schema: {
        tags: webTags,
        summary: "連絡の送信（ログインなし）",
        body: ContactWebPostBody,
        response: { 201: ContactPosted },
      },
    },
    async (request, reply) => {
      const { posted } = await webPost(deps.db, deps.jobs, request.body, request.ip);
      return reply.status(201).send(posted);
    },
  );
  r.post(
    `${CONTACT_PUBLIC_BASE}/withdraw`,
    {
      config: { access: open },
      schema: {
        tags: webTags,
        summary: "送信した連絡の取消（ログインなし）",
        body: ContactWithdrawKeyBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await webWithdraw(deps.db, request.body.withdrawKey);
      return reply.status(204).send(null);
    },
  );

  r.get(
    `${MEMBER_CONTACT_API}/form`,
    {
      config: { access: asMember },
      schema: { tags: appTags, summary: "連絡フォーム", response: { 200: ContactForm } },
    },
    async (request) => appForm(deps.db, memberOf(request)),
  );
  r.get(
    MEMBER_CONTACT_API,
    {
      config: { access: asMember },
      schema: { tags: appTags, summary: "自分の連絡の履歴", response: { 200: MemberContactList } },
    },
    async (request) => appHistory(deps.db, memberOf(request)),
  );
  r.get(
    `${MEMBER_CONTACT_API}/:contactId`,
    {
      config: { access: asMember },
      schema: {
        tags: appTags,
        summary: "自分の連絡（返信を含む）",
        params: ContactDetailParams,
        response: { 200: ContactItem },
      },
    },
    async (request) => appDetail(deps.db, memberOf(request), request.params.contactId),
  );
  r.post(
    MEMBER_CONTACT_API,
    {
      config: { access: asMember },
      schema: {
        tags: appTags,
        summary: "連絡の送信",
        body: ContactPostBody,
        response: { 201: ContactPosted },
      },
    },
    async (request, reply) => {
      const { posted } = await appPost(deps.db, deps.jobs, memberOf(request), request.body);
      return reply.status(201).send(posted);
    },
  );
  r.post(
    `${MEMBER_CONTACT_API}/:id/withdraw`,
    {
      config: { access: asMember },
      schema: {
        tags: appTags,
        summary: "連絡の取消",
        params: ContactIdParams,
        response: { 200: ContactItem },
      },
    },
    async (request) => appWithdraw(deps.db, memberOf(request), request.params.id),
  );
}
