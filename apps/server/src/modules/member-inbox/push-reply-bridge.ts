import { NotificationType } from "@gakumu/domain";
import type { ReplyBody } from "@gakumu/domain/member-inbox/member-inbox-api";
import type { Db } from "../../db/client";
import type { InboxMessage } from "../../platform/delivery/delivery-engine";
import { ValidationError } from "../../platform/errors/app-error";
import type { JobQueue } from "../../platform/jobs/job-queue";
import { findOwnPush } from "../push-notifications/push-history";
import { repliesOf, savePushReply } from "../push-notifications/push-replies";

// Replies live with the module that sent the message: push and group push (kinds 1 and 4) keep
// theirs in the push-notifications module. This file is the member API's one door to it.

const PUSH_KINDS: readonly number[] = [NotificationType.PUSH, NotificationType.GROUP_PUSH];

export const NO_REPLY = "このお知らせには返信できません。";

export interface ReplyForm {
  /** Choices offered; empty: free text. */
  choices: string[];
  reply: { text: string; choice: string | null; answeredAt: string } | null;
}

export interface Sender {
  tenantId: number;
  /** The organisation that sent the delivery. */
  organizationId: number;
}

const takesReplies = (message: InboxMessage) => message.replyEnabled && PUSH_KINDS.includes(message.kind);

/** What the reply box shows for one member: the choices and the reply they sent, if any. */
export async function replyFormOf(
  db: Db,
  sender: Sender,
  memberId: number,
  message: InboxMessage,
): Promise<ReplyForm> {
  if (!takesReplies(message)) return { choices: [], reply: null };
  const push = await findOwnPush(db, sender, message.sourceId).catch(() => null);
  if (!push) return { choices: [], reply: null };
  const sent = (await repliesOf(db, sender.tenantId, push.id, [memberId])).get(memberId);
  return {
    choices: push.replyType === "CHOICE" ? push.replyChoices : [],
    reply: sent
      ? { text: sent.replyText ?? "", choice: sent.choice, answeredAt: sent.repliedAt.toISOString() }
      : null,
  };
}

/** Saves a member's reply to a message they received (the caller checked that). */
export async function saveReply(
  db: Db,
  tenantId: number,
  memberId: number,
  message: InboxMessage,
  body: ReplyBody,
  /** Queues the sender's notice when the push asks for one (push reply for myself). */
  jobs?: JobQueue,
): Promise<{ text: string; choice: string | null; answeredAt: string }> {
  if (!takesReplies(message)) throw new ValidationError(NO_REPLY);
  const saved = await savePushReply(
    db,
    tenantId,
    memberId,
    message.deliveryId,
    body.choice ? { choice: body.choice } : { text: body.text ?? "" },
    jobs,
  );
  return { text: saved.replyText ?? "", choice: saved.choice, answeredAt: saved.repliedAt.toISOString() };
}
