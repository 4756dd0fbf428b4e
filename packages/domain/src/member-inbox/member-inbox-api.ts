import { z } from "zod";
import { defineContracts, NoContent } from "../api/contract";
import { idSchema, intParam } from "../api/params";
import { NotificationType } from "../codes/notification";
import { INBOX_PAGE_SIZE, INBOX_PAGE_SIZE_MAX, REPLY_TEXT_MAX } from "./member-inbox-limits";

export { INBOX_PAGE_SIZE, INBOX_PAGE_SIZE_MAX, REPLY_TEXT_MAX } from "./member-inbox-limits";

// The member API of the member app (server: modules/member-inbox/), documented in the OpenAPI so a
// native app could use it too: the inbox, a message (its read recorded), the reply, the Web Push
// subscription, and the mail link that opens one message without login.

export const MEMBER_APP_API = "/app/api/member-app";

/** GET …/inbox?before=&size=: newest first; `before` is the last delivery id of the previous page. */
export const InboxQuery = z.object({
  before: intParam("ページ位置").optional(),
  size: intParam("表示件数", { max: INBOX_PAGE_SIZE_MAX }).default(INBOX_PAGE_SIZE),
});
export type InboxQuery = z.infer<typeof InboxQuery>;

export const InboxItem = z.object({
  deliveryId: z.number(),
  kind: NotificationType.schema,
  title: z.string(),
  /** The first words of the plain-text body. */
  excerpt: z.string(),
  /** ISO instant the message was sent (or is due, for a reserved one not sent yet). */
  sentAt: z.string(),
  /** ISO instant of the member's first read; null while unread. */
  readAt: z.string().nullable(),
  replyEnabled: z.boolean(),
  urgent: z.boolean(),
});
export type InboxItem = z.infer<typeof InboxItem>;

export const InboxPage = z.object({
  items: z.array(InboxItem),
  /** `before` for the next page; null on the last one. */
  nextBefore: z.number().nullable(),
});
export type InboxPage = z.infer<typeof InboxPage>;

export const UnreadCount = z.object({ count: z.number() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** …/inbox/:deliveryId */
export const InboxMessageParams = z.object({ deliveryId: idSchema("お知らせ") });

export const MessageAttachment = z.object({ name: z.string(), url: z.string() });

export const MemberReply = z.object({
  text: z.string(),
  choice: z.string().nullable(),
  answeredAt: z.string(),
});
export type MemberReply = z.infer<typeof MemberReply>;

export const InboxMessage = InboxItem.omit({ excerpt: true }).extend({
  /** Sanitised by the sender's module before sending (spec §5.3); shown as HTML. */
  bodyHtml: z.string(),
  bodyText: z.string(),
  linkUrl: z.string().nullable(),
  attachments: z.array(MessageAttachment),
  /** Choices offered for the reply; empty: free text. */
  replyChoices: z.array(z.string()),
  /** The member's reply, once sent. */
  reply: MemberReply.nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessage>;

const replyText = z.string().trim().max(REPLY_TEXT_MAX, `返信は${REPLY_TEXT_MAX}文字以内で入力してください`);

/** POST …/inbox/:deliveryId/reply (and the mail link's): a free text, a choice, or both. */
export const ReplyBody = z
  .object({
    text: replyText.default(""),
    choice: z.string().trim().max(200, "選択肢が正しくありません").nullable().default(null),
  })
  .refine((body) => body.text !== "" || body.choice, { message: "返信を入力してください", path: ["text"] });
export type ReplyBody = z.input<typeof ReplyBody>;

export const VapidPublicKey = z.object({
  /** The application server key for PushManager.subscribe (base64url, uncompressed P-256 point). */
  publicKey: z.string(),
});

const base64url = (field: string) =>
  z
    .string({ error: `${field}を指定してください` })
    .min(1, `${field}を指定してください`)
    .max(512, `${field}が正しくありません`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${field}が正しくありません`);

const endpoint = z
  .url({ protocol: /^https?$/, error: "通知の宛先が正しくありません" })
  .max(2048, "通知の宛先が正しくありません");

/** PUT …/subscription: what PushSubscription.toJSON() gives. */
export const PushSubscriptionBody = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url("通知の公開鍵"), auth: base64url("通知の認証鍵") }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

/** DELETE …/subscription */
export const PushUnsubscribeBody = z.object({ endpoint });

/** …/mail-link/:token: the personal link a mail carried. */
export const MailLinkParams = z.object({
  token: z.string().min(16, "リンクが正しくありません").max(128, "リンクが正しくありません"),
});

export const MailLinkMessage = z.object({
  organizationName: z.string(),
  message: InboxMessage,
});
export type MailLinkMessage = z.infer<typeof MailLinkMessage>;

const B = MEMBER_APP_API;
/** The member app's inbox routes (server: modules/member-inbox/member-inbox.routes.ts). */
export const memberInboxContracts = defineContracts({
  [`GET ${B}/inbox`]: InboxPage,
  [`GET ${B}/inbox/unread-count`]: UnreadCount,
  [`GET ${B}/inbox/:deliveryId`]: InboxMessage,
  [`POST ${B}/inbox/:deliveryId/reply`]: MemberReply,
  [`GET ${B}/vapid-public-key`]: VapidPublicKey,
  [`PUT ${B}/subscription`]: NoContent,
  [`DELETE ${B}/subscription`]: NoContent,
  [`GET ${B}/mail-link/:token`]: MailLinkMessage,
  [`POST ${B}/mail-link/:token/reply`]: MemberReply,
} as const);
