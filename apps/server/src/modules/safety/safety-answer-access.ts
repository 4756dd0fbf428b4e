import {
  NonLoginAccessKeyDataType,
  type SafetyAnswerBody,
  type SafetyAnswerView,
  safetyDisplayTitle,
} from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { MemberCaller } from "../../platform/access/applicant-access";
import { resolveAccessKey } from "../../platform/access-keys/non-login-access-keys";
import { loginUser } from "../../platform/auth/login-user.tables";
import { AppError, NotFoundError } from "../../platform/errors/app-error";
import { organization } from "../../platform/tenancy/tenancy.tables";
import { memberContacts } from "../members/member-contacts";
import {
  answerMessages,
  answerStateOf,
  markRead,
  type RecipientRow,
  recipientWithSend,
  type SendRow,
  saveAnswer,
} from "./safety-answers";
import type { SafetyDeps } from "./safety-deps";
import { type AnsweredRow, SAFETY_KINDS, saveMailLinkAnswer, saveMemberAnswer } from "./safety-member-answer";
import { openMailLink } from "./safety-member-open";

// Where an answer comes from. In the member app the logged-in member opens the safety message of their
// inbox (MOBILE_APP): the delivery engine says whether it is theirs and which send it belongs to. From
// a mail (MAIL_LINK, no login) the personal key of the link is either the delivery engine's mail-link
// token of the member's recipient row (members: the engine writes it into the mail it sends) or a
// non-login access key of data type SAFETY_ANSWER (staff, whom the safety module mails itself). Both
// are 32 random-looking bytes, stored only as hashes, and expire 30 days after sending.

export const keyMessages = {
  invalid:
    "このリンクは無効か、有効期限が切れています。お手数ですが、学校からの最新のメールのリンクを開くか、学校へ直接ご連絡ください。",
} as const;

type Found = { recipient: RecipientRow; send: SendRow };

async function organizationName(deps: SafetyDeps, send: SendRow): Promise<string> {
  const [org] = await deps.db
    .select({ name: organization.name })
    .from(organization)
    .where(and(eq(organization.tenantId, send.tenantId), eq(organization.id, send.organizationId)));
  return org?.name ?? "";
}

async function recipientName(deps: SafetyDeps, r: RecipientRow): Promise<string> {
  if (r.memberId !== null)
    return (await memberContacts(deps.db, r.tenantId, [r.memberId])).get(r.memberId)?.name ?? "";
  if (r.loginUserId === null) return "";
  const [user] = await deps.db
    .select({ name: loginUser.name })
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, r.tenantId), eq(loginUser.id, r.loginUserId)));
  return user?.name ?? "";
}

async function viewOf(deps: SafetyDeps, found: Found): Promise<SafetyAnswerView> {
  const { send, recipient } = found;
  return {
    organizationName: await organizationName(deps, send),
    title: safetyDisplayTitle(send.title, send.isDrill),
    isDrill: send.isDrill,
    bodyHtml: send.bodyHtml,
    questions: send.questions as SafetyAnswerView["questions"],
    open: send.closedAt === null,
    recipientName: await recipientName(deps, recipient),
    answer: answerStateOf(recipient),
  };
}

// ---- member app ----

async function memberTarget(deps: SafetyDeps, member: MemberCaller, deliveryId: number): Promise<Found> {
  const message = await deps.delivery.openForMember(
    member.tenantId,
    member.memberId,
    deliveryId,
    "MOBILE_APP",
  );
  if (!message || !SAFETY_KINDS.includes(message.kind)) throw new NotFoundError(answerMessages.notFound);
  const found = await recipientWithSend(deps.db, member.tenantId, {
    safetySendId: message.sourceId,
    memberId: member.memberId,
  });
  if (!found) throw new NotFoundError(answerMessages.notFound);
  return found;
}

export async function openForMember(deps: SafetyDeps, member: MemberCaller, deliveryId: number) {
  const found = await memberTarget(deps, member, deliveryId);
  await markRead(deps.db, found.recipient.tenantId, found.recipient.id);
  return viewOf(deps, found);
}

export async function answerForMember(
  deps: SafetyDeps,
  member: MemberCaller,
  deliveryId: number,
  body: SafetyAnswerBody,
) {
  const message = await deps.delivery.openForMember(
    member.tenantId,
    member.memberId,
    deliveryId,
    "MOBILE_APP",
  );
  if (!message || !SAFETY_KINDS.includes(message.kind)) throw new NotFoundError(answerMessages.notFound);
  const saved = await saveMemberAnswer(
    deps,
    { tenantId: member.tenantId, safetySendId: message.sourceId, memberId: member.memberId },
    body,
    "MOBILE_APP",
  );
  return answeredView(saved);
}

// ---- mail link ----

/**
 * The member's mail link is tried first: nearly every link is one (staff keys go only to staff), and the
 * answer spike after an earthquake is made of them.
 */
async function keyTarget(deps: SafetyDeps, key: string): Promise<Found> {
  const opened = await deps.delivery.openByMailLink(key);
  if (opened && SAFETY_KINDS.includes(opened.message.kind)) {
    const found = await recipientWithSend(deps.db, opened.tenantId, {
      safetySendId: opened.message.sourceId,
      memberId: opened.memberId,
    });
    if (found) return found;
  }
  const staffKey = await resolveAccessKey(deps.db, key, NonLoginAccessKeyDataType.SAFETY_ANSWER);
  if (staffKey?.targetId != null) {
    const found = await recipientWithSend(deps.db, staffKey.tenantId, { recipientId: staffKey.targetId });
    if (found) return found;
  }
  throw new AppError("FORM_ACCESS_KEY_IS_NOT_VALID", keyMessages.invalid);
}

/** A member's link opens in one statement (openMailLink); a staff key takes the general path. */
export async function openByKey(deps: SafetyDeps, key: string) {
  const fast = await openMailLink(deps.db, key);
  if (fast) return answeredView(fast);
  const found = await keyTarget(deps, key);
  await markRead(deps.db, found.recipient.tenantId, found.recipient.id);
  return viewOf(deps, found);
}

/**
 * An answer from a mail link: a member's link is found, read and answered in one statement
 * (saveMailLinkAnswer). When that saves nothing, the general path says why: the delivery engine's
 * lookup (it records the read) and saveMemberAnswer's checks, or a staff key's row.
 */
export async function answerByKey(deps: SafetyDeps, key: string, body: SafetyAnswerBody) {
  const fast = await saveMailLinkAnswer(deps, key, body);
  if (fast) return answeredView(fast);
  const opened = await deps.delivery.openByMailLink(key);
  if (opened && SAFETY_KINDS.includes(opened.message.kind)) {
    const saved = await saveMemberAnswer(
      deps,
      { tenantId: opened.tenantId, safetySendId: opened.message.sourceId, memberId: opened.memberId },
      body,
      "MAIL_LINK",
    ).catch((err: unknown) => {
      // The message is the member's but no safety row answers for it: the link is no good here.
      if (err instanceof NotFoundError) return null;
      throw err;
    });
    if (saved) return answeredView(saved);
  }
  const staffKey = await resolveAccessKey(deps.db, key, NonLoginAccessKeyDataType.SAFETY_ANSWER);
  const found =
    staffKey?.targetId != null
      ? await recipientWithSend(deps.db, staffKey.tenantId, { recipientId: staffKey.targetId })
      : null;
  if (!found) throw new AppError("FORM_ACCESS_KEY_IS_NOT_VALID", keyMessages.invalid);
  const recipient = await saveAnswer(deps, found, body, { method: "MAIL_LINK" });
  return viewOf(deps, { send: found.send, recipient });
}

function answeredView(saved: AnsweredRow): SafetyAnswerView {
  const { send, recipient } = saved;
  return {
    organizationName: saved.organizationName,
    title: safetyDisplayTitle(send.title, send.isDrill),
    isDrill: send.isDrill,
    bodyHtml: send.bodyHtml,
    questions: send.questions as SafetyAnswerView["questions"],
    open: send.closedAt === null,
    recipientName: saved.recipientName,
    answer: answerStateOf(recipient),
  };
}
