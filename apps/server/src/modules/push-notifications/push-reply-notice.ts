import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginUser } from "../../platform/auth/login-user.tables";
import type { JobHandler } from "../../platform/jobs/job-runner";
import type { Mailer } from "../../platform/mail/mailer";
import { loadHierarchy } from "../members/member-hierarchy";
import { memberLabels } from "../members/member-targets";
import { pushNotification, pushReply } from "./push-notifications.tables";

/**
 * 「自分宛てに返信を通知する」: the sender of a push that asks for replies is mailed each reply. Queued
 * in the reply's own transaction, so a reply that is saved is told, and sent by a worker, so the
 * member's request does not wait on the mail server.
 */
export const PUSH_REPLY_NOTICE_JOB = "push.reply-notice";

export interface PushReplyNoticeJobData {
  replyId: number;
  /** The reply as it was when queued: a changed answer queues its own notice. */
  repliedAt: string;
}

export function pushReplyNoticeHandler(deps: { db: Db; mailer: Mailer }): JobHandler<PushReplyNoticeJobData> {
  const { db, mailer } = deps;
  return async ({ replyId, repliedAt }, ctx) => {
    const tenantId = ctx.tenantId;
    if (tenantId === null) return { status: "missing" };
    const [row] = await db
      .select({
        replyText: pushReply.replyText,
        choice: pushReply.choice,
        repliedAt: pushReply.repliedAt,
        title: pushNotification.title,
        organizationId: pushNotification.organizationId,
        notify: pushNotification.notifyReplyToSender,
        senderId: pushNotification.createdByLoginUserId,
        memberId: pushReply.memberId,
      })
      .from(pushReply)
      .innerJoin(
        pushNotification,
        and(eq(pushNotification.id, pushReply.pushNotificationId), eq(pushNotification.tenantId, tenantId)),
      )
      .where(and(eq(pushReply.id, replyId), eq(pushReply.tenantId, tenantId)));
    if (!row?.notify || row.senderId === null) return { status: "not-asked" };
    // A later answer replaced this one: its own notice carries it.
    if (row.repliedAt.toISOString() !== repliedAt) return { status: "replaced" };
    const [sender] = await db
      .select({ name: loginUser.name, mailAddress: loginUser.mailAddress })
      .from(loginUser)
      .where(and(eq(loginUser.id, row.senderId), eq(loginUser.tenantId, tenantId)));
    if (!sender?.mailAddress) return { status: "no-address" };
    // The member's name and class through the members module (it owns the roster).
    const replier = (await memberLabels(db, tenantId, [row.memberId])).get(row.memberId);
    if (!replier) return { status: "member-gone" };
    const className = (await loadHierarchy(db, row.organizationId)).namesOf(replier.path).join(" ");
    const mail = await mailer.send({
      tenantId,
      organizationId: row.organizationId,
      to: sender.mailAddress,
      template: "push-reply-notice",
      params: {
        name: sender.name,
        title: row.title,
        memberName: replier.name,
        className,
        reply: row.choice ?? row.replyText ?? "",
        repliedAt: row.repliedAt,
      },
      idempotencyKey: `push-reply-notice:${replyId}:${repliedAt}`,
    });
    return { outboxId: mail.outboxId };
  };
}
