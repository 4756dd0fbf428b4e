import { NotificationType, type SurveyAnswerView } from "@gakumu/domain";
import type { MemberCaller } from "../../platform/access/applicant-access";
import { AppError, NotFoundError } from "../../platform/errors/app-error";
import {
  answerMessages,
  type Found,
  markRead,
  recipientWithSurvey,
  saveAnswer,
  viewOf,
} from "./survey-answers";
import type { SurveyDeps } from "./survey-deps";

// Where an answer comes from. In the member app the logged-in member opens the survey message of their
// inbox (MOBILE_APP): the delivery engine says whether it is theirs and which survey it belongs to. From
// a mail (MAIL_LINK, no login) the personal key of the link is the delivery engine's mail-link token of
// the member's recipient row (32 random-looking bytes, only a hash stored, expiring 30 days after
// sending): the member app's mail-link page hands survey messages on to /survey-answer with it.

export const keyMessages = {
  invalid:
    "このリンクは無効か、有効期限が切れています。お手数ですが、学校からの最新のメールのリンクを開くか、学務アプリからご回答ください。",
} as const;

export async function memberTarget(
  deps: SurveyDeps,
  member: MemberCaller,
  deliveryId: number,
): Promise<Found> {
  const message = await deps.delivery.openForMember(
    member.tenantId,
    member.memberId,
    deliveryId,
    "MOBILE_APP",
  );
  if (!message || message.kind !== NotificationType.SURVEY) throw new NotFoundError(answerMessages.notFound);
  const found = await recipientWithSurvey(deps.db, member.tenantId, {
    surveyId: message.sourceId,
    memberId: member.memberId,
  });
  if (!found) throw new NotFoundError(answerMessages.notFound);
  return found;
}

export async function openForMember(deps: SurveyDeps, member: MemberCaller, deliveryId: number) {
  const found = await memberTarget(deps, member, deliveryId);
  await markRead(deps.db, found.recipient);
  return viewOf(deps.db, found);
}

export async function answerForMember(
  deps: SurveyDeps,
  member: MemberCaller,
  deliveryId: number,
  answers: Record<string, unknown>,
): Promise<SurveyAnswerView> {
  const found = await memberTarget(deps, member, deliveryId);
  return viewOf(deps.db, await saveAnswer(deps.db, found, answers, "MOBILE_APP"));
}

export async function keyTarget(deps: SurveyDeps, key: string): Promise<Found> {
  const opened = await deps.delivery.openByMailLink(key);
  if (opened && opened.message.kind === NotificationType.SURVEY) {
    const found = await recipientWithSurvey(deps.db, opened.tenantId, {
      surveyId: opened.message.sourceId,
      memberId: opened.memberId,
    });
    if (found) return found;
  }
  throw new AppError("FORM_ACCESS_KEY_IS_NOT_VALID", keyMessages.invalid);
}

export async function openByKey(deps: SurveyDeps, key: string) {
  const found = await keyTarget(deps, key);
  await markRead(deps.db, found.recipient);
  return viewOf(deps.db, found);
}

export async function answerByKey(deps: SurveyDeps, key: string, answers: Record<string, unknown>) {
  const found = await keyTarget(deps, key);
  return viewOf(deps.db, await saveAnswer(deps.db, found, answers, "MAIL_LINK"));
}
