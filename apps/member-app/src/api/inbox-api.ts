import type {
  InboxMessage,
  InboxPage,
  MailLinkMessage,
  MemberReply,
  ReplyBody,
  UnreadCount,
} from "@gakumu/domain/member-inbox/member-inbox-api";
import { memberHttp } from "../http/member-http";

// The member API's inbox calls (contract: packages/domain/src/member-inbox/member-inbox-api.ts).
// Type-only imports of the domain: its schemas stay out of the app's bundle.

export const API = "/app/api/member-app";

export const inboxKeys = {
  all: ["inbox"] as const,
  pages: ["inbox", "pages"] as const,
  unread: ["inbox", "unread-count"] as const,
  message: (deliveryId: number) => ["inbox", "message", deliveryId] as const,
};

export function fetchInboxPage(before: number | null, signal?: AbortSignal): Promise<InboxPage> {
  const query = before === null ? "" : `?before=${before}`;
  return memberHttp.get<InboxPage>(`${API}/inbox${query}`, { notify: false, signal });
}

export function fetchUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return memberHttp.get<UnreadCount>(`${API}/inbox/unread-count`, { notify: false, signal });
}

/** Opens a message; the server records the read. */
export function fetchMessage(deliveryId: number, signal?: AbortSignal): Promise<InboxMessage> {
  return memberHttp.get<InboxMessage>(`${API}/inbox/${deliveryId}`, { notify: false, signal });
}

export function sendReply(deliveryId: number, body: ReplyBody): Promise<MemberReply> {
  return memberHttp.post<MemberReply>(`${API}/inbox/${deliveryId}/reply`, body, { notify: false });
}

/** The mail link: no login, the token is the key. */
export function fetchMailLinkMessage(token: string): Promise<MailLinkMessage> {
  return memberHttp.get<MailLinkMessage>(`${API}/mail-link/${encodeURIComponent(token)}`, {
    notify: false,
    expectUnauthenticated: true,
  });
}

export function sendMailLinkReply(token: string, body: ReplyBody): Promise<MemberReply> {
  return memberHttp.post<MemberReply>(`${API}/mail-link/${encodeURIComponent(token)}/reply`, body, {
    notify: false,
    expectUnauthenticated: true,
  });
}
