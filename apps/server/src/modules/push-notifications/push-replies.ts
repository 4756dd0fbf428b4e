import { NoticeSettingType, NotificationStatus, PushReplyInput } from "@gakumu/domain";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { NotFoundError, ValidationError } from "../../platform/errors/app-error";
import type { JobQueue } from "../../platform/jobs/job-queue";
import { memberLabels } from "../members/member-targets";
import { notifyStaff, STAFF_NOTICE_JOB } from "../staff-notices/notify-staff";
import { pushNotification, pushReply } from "./push-notifications.tables";
import { PUSH_REPLY_NOTICE_JOB, type PushReplyNoticeJobData } from "./push-reply-notice";

export const replyMessages = {
  notFound: "お知らせが見つかりません。",
  noReply: "このお知らせには返信できません。",
  needText: "返信を入力してください。",
  needChoice: "選択肢から選んでください。",
  unknownChoice: "選択肢から選んでください。",
} as const;

export interface SavedPushReply {
  pushNotificationId: number;
  replyText: string | null;
  choice: string | null;
  repliedAt: Date;
  /** Whether the sender asked to be told of replies (push reply for myself). */
  notifySender: { loginUserId: number; title: string } | null;
}

/**
 * A member's reply to a push or group push (the member API calls it once it has checked that the
 * member received `deliveryId`, e.g. through the engine's openForMember). Free text or one of the
 * choices, as the notification asks; a later reply replaces the earlier one.
 */
export async function savePushReply(
  db: Db,
  tenantId: number,
  memberId: number,
  deliveryId: number,
  reply: unknown,
  /** Queues the sender's notice (push reply for myself) with the reply, when the push asks for it. */
  jobs?: JobQueue,
): Promise<SavedPushReply> {
  const parsed = PushReplyInput.safeParse(reply);
  const [notification] = await db
    .select()
    .from(pushNotification)
    .where(and(eq(pushNotification.tenantId, tenantId), eq(pushNotification.deliveryId, deliveryId)));
  if (!notification || notification.status === NotificationStatus.CANCELED)
    throw new NotFoundError(replyMessages.notFound);
  if (notification.replyType === "NONE") throw new ValidationError(replyMessages.noReply);
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? replyMessages.needText);
  const value = parsed.data;
  let replyText: string | null = null;
  let choice: string | null = null;
  if (notification.replyType === "TEXT") {
    if (!("text" in value)) throw new ValidationError(replyMessages.needText);
    replyText = value.text;
  } else {
    if (!("choice" in value)) throw new ValidationError(replyMessages.needChoice);
    if (!notification.replyChoices.includes(value.choice))
      throw new ValidationError(replyMessages.unknownChoice);
    choice = value.choice;
  }
  const notifies = notification.notifyReplyToSender && notification.createdByLoginUserId !== null;
  // The reply and its notice commit together: a saved reply is always told, a failed one never.
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushReply)
      .values({ tenantId, pushNotificationId: notification.id, deliveryId, memberId, replyText, choice })
      .onConflictDoUpdate({
        target: [pushReply.deliveryId, pushReply.memberId],
        set: { replyText, choice, repliedAt: sql`now()` },
      })
      .returning();
    if (notifies && jobs) {
      await jobs.enqueue<PushReplyNoticeJobData>(
        PUSH_REPLY_NOTICE_JOB,
        { replyId: row!.id, repliedAt: row!.repliedAt.toISOString() },
        { tenantId, tx },
      );
      // The sender's open back office (toast) and browsers (Web Push), as their 通知設定 says.
      const replier = (await memberLabels(tx, tenantId, [memberId])).get(memberId);
      await notifyStaff({ jobs }, tx, {
        tenantId,
        organizationId: notification.organizationId,
        type: NoticeSettingType.PUSH_REPLY_FOR_MYSELF,
        title: `返信：${notification.title}`,
        body: `${replier?.name ?? "メンバー"}：${choice ?? replyText ?? ""}`,
        link: "/push-history",
        memberId,
        loginUserIds: [notification.createdByLoginUserId!],
      });
    }
    return row;
  });
  if (notifies && jobs) {
    jobs.wake(PUSH_REPLY_NOTICE_JOB);
    jobs.wake(STAFF_NOTICE_JOB);
  }
  return {
    pushNotificationId: notification.id,
    replyText,
    choice,
    repliedAt: saved!.repliedAt,
    notifySender:
      notification.notifyReplyToSender && notification.createdByLoginUserId !== null
        ? { loginUserId: notification.createdByLoginUserId, title: notification.title }
        : null,
  };
}

/** Replies per notification, for the history list. */
export async function replyCounts(
  db: Db,
  tenantId: number,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: pushReply.pushNotificationId, n: count() })
    .from(pushReply)
    .where(and(eq(pushReply.tenantId, tenantId), inArray(pushReply.pushNotificationId, [...ids])))
    .groupBy(pushReply.pushNotificationId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Replies of some recipients of one notification, by member. */
export async function repliesOf(
  db: Db,
  tenantId: number,
  notificationId: number,
  memberIds?: readonly number[],
) {
  const rows = await db
    .select()
    .from(pushReply)
    .where(
      and(
        eq(pushReply.tenantId, tenantId),
        eq(pushReply.pushNotificationId, notificationId),
        memberIds ? inArray(pushReply.memberId, memberIds.length > 0 ? [...memberIds] : [-1]) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.memberId, r]));
}

/** Members who replied to a notification (resend "no reply"). */
export async function repliedMemberIds(
  db: Db,
  tenantId: number,
  notificationId: number,
): Promise<Set<number>> {
  const rows = await db
    .select({ memberId: pushReply.memberId })
    .from(pushReply)
    .where(and(eq(pushReply.tenantId, tenantId), eq(pushReply.pushNotificationId, notificationId)));
  return new Set(rows.map((r) => r.memberId));
}

/** Counts per choice, in the notification's choice order. */
export async function choiceCounts(
  db: Db,
  tenantId: number,
  notificationId: number,
  choices: readonly string[],
) {
  const rows = await db
    .select({ choice: pushReply.choice, n: count() })
    .from(pushReply)
    .where(and(eq(pushReply.tenantId, tenantId), eq(pushReply.pushNotificationId, notificationId)))
    .groupBy(pushReply.choice);
  const byChoice = new Map(rows.map((r) => [r.choice, r.n]));
  return choices.map((choice) => ({ choice, count: byChoice.get(choice) ?? 0 }));
}
