import type { AnswerMethod, CodeType, NotificationType } from "@gakumu/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { BrowserPushRequest, BrowserPushResult, BrowserSubscription } from "./channels/browser-push";
import type { DeliveryChannel } from "./delivery.tables";
import type { LineLinkInput, LineLinkState } from "./line-links";
import type { OrganizationScope } from "./line-messaging-settings";
import type { LineOrganizationState } from "./line-organization";
import type { MemberDirectory } from "./member-directory";

// The platform's one delivery engine: push notifications, group pushes, RSS items (and later safety
// confirmations, surveys, announcements) hand it a message and its recipients; it reaches each
// recipient over the channels they read and records send status and reads. See
// docs/decisions/0006-delivery-engine.md.

export type Channel = DeliveryChannel;
export type NotificationTypeCode = CodeType<typeof NotificationType>;
export type AnswerMethodCode = CodeType<typeof AnswerMethod>;
/** NotificationStatus: 1 completed, 2 waiting (reserved or sending), 3 canceled, 9 failed. */
export type DeliveryStatusCode = 1 | 2 | 3 | 9;
/** SendStatus: 1 success, 2 failure; null while pending. */
export type SendStatusCode = 1 | 2;

export interface DeliveryAttachment {
  name: string;
  url: string;
}

export interface ScheduleDeliveryInput {
  tenantId: number;
  organizationId: number;
  /** 1 push, 4 group push, 5 RSS; 2/3/6 in later issues. */
  kind: NotificationTypeCode;
  /** The owning module's row (push notification id, …). */
  sourceId: number;
  title: string;
  /** Already sanitised by the caller (spec §5.3). */
  bodyHtml: string;
  /** Plain text for mail, the push payload and LINE. */
  bodyText: string;
  linkUrl?: string | null;
  attachments?: DeliveryAttachment[];
  /** The member app shows a reply box. */
  replyEnabled: boolean;
  /** All channels a member has, short TTL, urgency high. */
  urgent: boolean;
  /** null: now; else reserved (status 2 waiting until then). */
  sendAt: Date | null;
  /** member.id values (not the school's member numbers). */
  recipientMemberIds: readonly number[];
  /** The login user who sent it. */
  createdBy: number | null;
}

export interface ChannelCounts {
  sent: number;
  failed: number;
  pending: number;
}

export interface DeliverySummary {
  status: DeliveryStatusCode;
  recipients: number;
  /** Recipients with at least one successful channel. */
  sent: number;
  /** Recipients every channel of whom failed. */
  failed: number;
  /** Recipients not yet handed over on any channel. */
  pending: number;
  read: number;
  byChannel: Record<Channel, ChannelCounts>;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface RecipientQuery {
  page: number;
  size: number;
  readState?: "read" | "unread";
  /** Recipients with a channel of this status. */
  sendStatus?: SendStatusCode;
  /**
   * The recipients a staff caller may see, as the members module words it (spec §6), on the
   * column `recipientMemberId`; absent for every recipient.
   */
  members?: SQL;
}

/** The recipient table's member-id column, for a module's `members` condition. */
export const recipientMemberId = sql`r.member_id`;

export interface RecipientChannelState {
  channel: Channel;
  sendStatus: SendStatusCode | null;
  failureReason: string | null;
  sentAt: Date | null;
}

export interface RecipientRow {
  memberId: number;
  channels: RecipientChannelState[];
  readAt: Date | null;
  answerMethod: AnswerMethodCode | null;
}

/** A message in a member's inbox. */
export interface InboxItem {
  deliveryId: number;
  kind: NotificationTypeCode;
  title: string;
  /** The start of the text body, for the list. */
  excerpt: string;
  urgent: boolean;
  replyEnabled: boolean;
  /** When the delivery started going out. */
  sentAt: Date;
  readAt: Date | null;
}

/** A message opened by its member. */
export interface InboxMessage extends InboxItem {
  bodyHtml: string;
  bodyText: string;
  linkUrl: string | null;
  attachments: DeliveryAttachment[];
  /** The owning module's row, for replies (push notification id, …). */
  sourceId: number;
}

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface MemberChannelState {
  /** Devices subscribed to Web Push. */
  push: number;
  line: boolean;
  mail: boolean;
}

export interface DeliveryEngine {
  /** The address personal links point at (PUBLIC_URL): a module that mails its own links uses it too. */
  readonly publicUrl: string;
  /** Inside the caller's transaction; the fan-out job is queued in it. Call wake() after the commit. */
  schedule(tx: Db, input: ScheduleDeliveryInput): Promise<{ deliveryId: number }>;
  /** Has this process's workers start queued fan-outs now (after the caller's commit). */
  wake(): void;
  /** Only before the fan-out started; NotFoundError when the delivery is not the tenant's. */
  cancel(tx: Db, tenantId: number, deliveryId: number): Promise<"canceled" | "already-started">;
  summaries(tenantId: number, deliveryIds: readonly number[]): Promise<Map<number, DeliverySummary>>;
  recipients(
    tenantId: number,
    deliveryId: number,
    query: RecipientQuery,
  ): Promise<{ total: number; rows: RecipientRow[] }>;
  /** For resend "unread". */
  readMemberIds(tenantId: number, deliveryId: number): Promise<Set<number>>;
  /** Newest first; `before` is the last deliveryId of the previous page. */
  inbox(tenantId: number, memberId: number, page: { before?: number; size: number }): Promise<InboxItem[]>;
  /** Records the first read; null when the member is not a recipient. */
  openForMember(
    tenantId: number,
    memberId: number,
    deliveryId: number,
    via: AnswerMethodCode,
  ): Promise<InboxMessage | null>;
  /** Records the read as MAIL_LINK; null for an unknown, forged or expired token. */
  openByMailLink(
    token: string,
  ): Promise<{ tenantId: number; memberId: number; message: InboxMessage } | null>;
  unreadCount(tenantId: number, memberId: number): Promise<number>;
  /** The organisation that sent a delivery; null when the delivery is not the tenant's. */
  sender(
    tenantId: number,
    deliveryId: number,
  ): Promise<{ tenantId: number; organizationId: number; organizationName: string } | null>;
  /** The installation's VAPID public key (base64url) for PushManager.subscribe. */
  vapidPublicKey(): Promise<string>;
  /** Web Push to a browser subscribed outside the member tables (staff back offices), same VAPID key. */
  pushToBrowser(sub: BrowserSubscription, request: BrowserPushRequest): Promise<BrowserPushResult>;
  /** A browser's subscription checked for storing (ValidationError in Japanese when refused). */
  checkPushSubscription(sub: PushSubscriptionInput): Promise<PushSubscriptionInput>;
  saveSubscription(
    tenantId: number,
    memberId: number,
    sub: PushSubscriptionInput,
    userAgent: string | null,
  ): Promise<void>;
  removeSubscription(tenantId: number, memberId: number, endpoint: string): Promise<void>;
  memberChannels(tenantId: number, memberIds: readonly number[]): Promise<Map<number, MemberChannelState>>;
  /** Where the engine finds members' names and addresses: the module owning them provides it at registration. */
  provideMemberDirectory(directory: MemberDirectory): void;
  /**
   * The organisation's LINE official account: set, enabled, linked members and (unless told not to
   * ask LINE) this month's quota.
   */
  lineOrganization(scope: OrganizationScope, options?: { quota: boolean }): Promise<LineOrganizationState>;
  /** Saves the official account's channel access token (sealed; omitted keeps the stored one) and flag. */
  saveLineOrganization(
    scope: OrganizationScope,
    input: { channelAccessToken?: string; enabled: boolean },
  ): Promise<void>;
  removeLineOrganization(scope: OrganizationScope): Promise<void>;
  /** A member's LINE link (from the member app's LINE Login), or null. */
  lineLink(tenantId: number, memberId: number): Promise<LineLinkState | null>;
  saveLineLink(tenantId: number, memberId: number, link: LineLinkInput): Promise<void>;
  removeLineLink(tenantId: number, memberId: number): Promise<void>;
}
