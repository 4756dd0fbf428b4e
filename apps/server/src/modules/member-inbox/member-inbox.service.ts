import type {
  InboxMessage,
  InboxPage,
  InboxQuery,
  MailLinkMessage,
  MemberReply,
  ReplyBody,
} from "@gakumu/domain/member-inbox/member-inbox-api";
import type { Db } from "../../db/client";
import type { MemberCaller } from "../../platform/access/applicant-access";
import type {
  DeliveryEngine,
  InboxItem as EngineItem,
  InboxMessage as EngineMessage,
} from "../../platform/delivery/delivery-engine";
import { NotFoundError } from "../../platform/errors/app-error";
import type { JobQueue } from "../../platform/jobs/job-queue";
import { replyFormOf, saveReply } from "./push-reply-bridge";

export const inboxMessages = {
  notFound: "お知らせが見つかりません。",
  mailLinkInvalid:
    "このリンクは無効か、有効期限が切れています。学務アプリにログインしてお知らせをご覧ください。",
} as const;

export interface MemberInboxDeps {
  db: Db;
  delivery: DeliveryEngine;
  /** Where a reply's notice to the sender is queued. */
  jobs?: JobQueue;
}

type Member = Pick<MemberCaller, "tenantId" | "memberId">;

function item(i: EngineItem) {
  return {
    deliveryId: i.deliveryId,
    kind: i.kind,
    title: i.title,
    excerpt: i.excerpt,
    sentAt: i.sentAt.toISOString(),
    readAt: i.readAt?.toISOString() ?? null,
    replyEnabled: i.replyEnabled,
    urgent: i.urgent,
  };
}

/** The member's inbox, newest first: one more than asked tells whether a next page exists. */
export async function pageInbox(
  deps: MemberInboxDeps,
  member: Member,
  query: InboxQuery,
): Promise<InboxPage> {
  const rows = await deps.delivery.inbox(member.tenantId, member.memberId, {
    before: query.before,
    size: query.size + 1,
  });
  const page = rows.slice(0, query.size);
  return {
    items: page.map(item),
    nextBefore: rows.length > query.size ? (page.at(-1)?.deliveryId ?? null) : null,
  };
}

export async function unreadCount(deps: MemberInboxDeps, member: Member): Promise<{ count: number }> {
  return { count: await deps.delivery.unreadCount(member.tenantId, member.memberId) };
}

async function withReplyForm(
  deps: MemberInboxDeps,
  tenantId: number,
  memberId: number,
  message: EngineMessage,
) {
  const sender = await deps.delivery.sender(tenantId, message.deliveryId);
  const form = sender ? await replyFormOf(deps.db, sender, memberId, message) : { choices: [], reply: null };
  const { excerpt: _excerpt, sourceId: _sourceId, ...rest } = message;
  const shown: InboxMessage = {
    ...rest,
    sentAt: message.sentAt.toISOString(),
    readAt: message.readAt?.toISOString() ?? null,
    replyChoices: form.choices,
    reply: form.reply,
  };
  return { message: shown, organizationName: sender?.organizationName ?? "" };
}

/** Opens one of the member's messages and records the read (MOBILE_APP); 404 for anyone else's. */
export async function openMessage(
  deps: MemberInboxDeps,
  member: Member,
  deliveryId: number,
): Promise<InboxMessage> {
  const opened = await deps.delivery.openForMember(
    member.tenantId,
    member.memberId,
    deliveryId,
    "MOBILE_APP",
  );
  if (!opened) throw new NotFoundError(inboxMessages.notFound);
  return (await withReplyForm(deps, member.tenantId, member.memberId, opened)).message;
}

/** A reply to one of the member's messages (opening it counts as reading it, if not read yet). */
export async function replyToMessage(
  deps: MemberInboxDeps,
  member: Member,
  deliveryId: number,
  body: ReplyBody,
): Promise<MemberReply> {
  const opened = await deps.delivery.openForMember(
    member.tenantId,
    member.memberId,
    deliveryId,
    "MOBILE_APP",
  );
  if (!opened) throw new NotFoundError(inboxMessages.notFound);
  return saveReply(deps.db, member.tenantId, member.memberId, opened, body, deps.jobs);
}

/** The mail's personal link: the message without login, its read recorded as MAIL_LINK. */
export async function openMailLink(deps: MemberInboxDeps, token: string): Promise<MailLinkMessage> {
  const opened = await deps.delivery.openByMailLink(token);
  if (!opened) throw new NotFoundError(inboxMessages.mailLinkInvalid);
  return withReplyForm(deps, opened.tenantId, opened.memberId, opened.message);
}

export async function replyByMailLink(
  deps: MemberInboxDeps,
  token: string,
  body: ReplyBody,
): Promise<MemberReply> {
  const opened = await deps.delivery.openByMailLink(token);
  if (!opened) throw new NotFoundError(inboxMessages.mailLinkInvalid);
  return saveReply(deps.db, opened.tenantId, opened.memberId, opened.message, body, deps.jobs);
}
