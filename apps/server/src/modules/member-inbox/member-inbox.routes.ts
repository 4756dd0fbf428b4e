import { NoContent } from "@gakumu/domain";
import {
  InboxMessage,
  InboxMessageParams,
  InboxPage,
  InboxQuery,
  MailLinkMessage,
  MailLinkParams,
  MEMBER_APP_API,
  MemberReply,
  PushSubscriptionBody,
  PushUnsubscribeBody,
  ReplyBody,
  UnreadCount,
  VapidPublicKey,
} from "@gakumu/domain/member-inbox/member-inbox-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { memberOf } from "../member-accounts/member-access";
import {
  type MemberInboxDeps,
  openMailLink,
  openMessage,
  pageInbox,
  replyByMailLink,
  replyToMessage,
  unreadCount,
} from "./member-inbox.service";

// The member API of the member app (and of a native app): inbox, message, reply, Web Push
// subscription. The member comes from the gakumu_member session at the gate ({ member: true });
// the mail link is public, its token the key.

const asMember = { member: true } as const;
const open = { public: true } as const;
const tags = ["メンバーアプリ：お知らせ"];
const B = MEMBER_APP_API;
const USER_AGENT_MAX = 500;

export function registerMemberInboxRoutes(app: FastifyInstance, deps: MemberInboxDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${B}/inbox`,
    {
      config: { access: asMember },
      schema: {
        tags,
        summary: "お知らせ一覧（新しい順）",
        querystring: InboxQuery,
        response: { 200: InboxPage },
      },
    },
    async (request) => pageInbox(deps, memberOf(request), request.query),
  );

  r.get(
    `${B}/inbox/unread-count`,
    {
      config: { access: asMember },
      schema: { tags, summary: "未読のお知らせの件数", response: { 200: UnreadCount } },
    },
    async (request) => unreadCount(deps, memberOf(request)),
  );

  r.get(
    `${B}/inbox/:deliveryId`,
    {
      config: { access: asMember },
      schema: {
        tags,
        summary: "お知らせを開く（既読を記録）",
        params: InboxMessageParams,
        response: { 200: InboxMessage },
      },
    },
    async (request) => openMessage(deps, memberOf(request), request.params.deliveryId),
  );

  r.post(
    `${B}/inbox/:deliveryId/reply`,
    {
      config: { access: asMember },
      schema: {
        tags,
        summary: "お知らせに返信",
        params: InboxMessageParams,
        body: ReplyBody,
        response: { 200: MemberReply },
      },
    },
    async (request) => replyToMessage(deps, memberOf(request), request.params.deliveryId, request.body),
  );

  r.get(
    `${B}/vapid-public-key`,
    {
      config: { access: asMember },
      schema: { tags, summary: "プッシュ通知の公開鍵（VAPID）", response: { 200: VapidPublicKey } },
    },
    async () => ({ publicKey: await deps.delivery.vapidPublicKey() }),
  );

  r.put(
    `${B}/subscription`,
    {
      config: { access: asMember },
      schema: {
        tags,
        summary: "この端末のプッシュ通知を登録",
        body: PushSubscriptionBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const userAgent = request.headers["user-agent"]?.slice(0, USER_AGENT_MAX) ?? null;
      await deps.delivery.saveSubscription(member.tenantId, member.memberId, request.body, userAgent);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    `${B}/subscription`,
    {
      config: { access: asMember },
      schema: {
        tags,
        summary: "この端末のプッシュ通知を解除",
        body: PushUnsubscribeBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const member = memberOf(request);
      await deps.delivery.removeSubscription(member.tenantId, member.memberId, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  r.get(
    `${B}/mail-link/:token`,
    {
      config: { access: open },
      schema: {
        tags,
        summary: "メールのリンクからお知らせを開く（ログイン不要・既読を記録）",
        params: MailLinkParams,
        response: { 200: MailLinkMessage },
      },
    },
    async (request) => openMailLink(deps, request.params.token),
  );

  r.post(
    `${B}/mail-link/:token/reply`,
    {
      config: { access: open },
      schema: {
        tags,
        summary: "メールのリンクからお知らせに返信（ログイン不要）",
        params: MailLinkParams,
        body: ReplyBody,
        response: { 200: MemberReply },
      },
    },
    async (request) => replyByMailLink(deps, request.params.token, request.body),
  );
}
