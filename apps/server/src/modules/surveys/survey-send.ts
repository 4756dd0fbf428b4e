import {
  type CreateSurveyInput,
  formatDate,
  NotificationStatus,
  NotificationType,
  ResendType,
  richTextToPlainText,
  type SurveyCreated,
} from "@gakumu/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { reservedAtError, reservedInstant } from "../../platform/delivery/reserved-instant";
import { ConflictError, ValidationError } from "../../platform/errors/app-error";
import { memberRowScope } from "../members/member-row-scope";
import { memberLabels } from "../members/member-targets";
import type { SurveyDeps } from "./survey-deps";
import { findOwnSurvey, isOpen, type SurveyRow } from "./survey-rows";
import { surveyStates } from "./survey-state";
import { resolveSurveyRecipients } from "./survey-targets";
import { SURVEY_MENU } from "./surveys.menu";
import { survey, surveyDispatch, surveyQuestion, surveyRecipient } from "./surveys.tables";

// Sending a survey: the survey, its questions, one recipient row per member (placement copied) and the
// first dispatch commit in one transaction with the delivery engine's schedule (kind 3). Members get it
// in the member app's inbox (push, else LINE, else a mail whose personal link opens /survey-answer).
// A reserved survey is the same schedule with the engine's sendAt: nothing reaches a member (inbox,
// mail link, answer) until the engine starts it. Reminders are resends (ResendType 1 all, 2 unread,
// 3 no reply) to the same recipient rows, only once the survey has gone out.

const CHUNK = 5_000;

export const sendMessages = {
  closedResend: "回答期限を過ぎたアンケートは再送できません。",
  nobody: "再送の対象となる人がいません。",
  reservedAfterDeadline: "予約日時は回答期限より前の日時を指定してください。",
  canceledResend: "取り消されたアンケートは再送できません。",
  notSentResend: "予約したアンケートは、送信が始まるまで再送できません。",
} as const;

/** What members read in the inbox, the push and the mail: the description and until when to answer. */
function memberBodyText(row: Pick<SurveyRow, "bodyText" | "deadline">): string {
  const deadline = `${formatDate(row.deadline, "yyyy/MM/dd HH:mm")}`;
  const lead = row.bodyText ? `${row.bodyText}\n\n` : "";
  return `${lead}回答期限: ${deadline}\nアプリまたはこの下のリンクから回答してください。期限までは回答を変更できます。`;
}

async function dispatch(
  tx: Db,
  deps: SurveyDeps,
  row: SurveyRow,
  memberIds: readonly number[],
  options: { resendType: number | null; createdBy: number | null; sendAt: Date | null },
): Promise<number> {
  const { deliveryId } = await deps.delivery.schedule(tx, {
    tenantId: row.tenantId,
    organizationId: row.organizationId,
    kind: NotificationType.SURVEY,
    sourceId: row.id,
    title: row.title,
    bodyHtml: row.bodyHtml,
    bodyText: memberBodyText(row),
    replyEnabled: false,
    urgent: false,
    sendAt: options.sendAt,
    recipientMemberIds: memberIds,
    createdBy: options.createdBy,
  });
  await tx.insert(surveyDispatch).values({
    tenantId: row.tenantId,
    surveyId: row.id,
    deliveryId,
    resendType: options.resendType,
    recipientCount: memberIds.length,
    createdByLoginUserId: options.createdBy,
  });
  return deliveryId;
}

/** The reserved instant of a new survey: in the future, within the engine's horizon, before the deadline. */
function reservedSendAt(input: CreateSurveyInput): Date | null {
  const reservedAt = reservedInstant(input.reservedAt);
  if (reservedAt && reservedAt.getTime() >= Date.parse(input.deadline))
    throw reservedAtError(sendMessages.reservedAfterDeadline);
  return reservedAt;
}

/** アンケート作成: build and send to the chosen target, now or at the reserved time. */
export async function createSurvey(
  deps: SurveyDeps,
  ctx: RequestContext,
  input: CreateSurveyInput,
): Promise<SurveyCreated> {
  requireMenu(ctx, SURVEY_MENU, "write");
  const reservedAt = reservedSendAt(input);
  const memberIds = await resolveSurveyRecipients(deps, ctx, input.target);
  const labels = new Map<number, { grade: number | null; path: (string | null)[] }>();
  for (let i = 0; i < memberIds.length; i += CHUNK)
    for (const [id, l] of await memberLabels(deps.db, ctx.tenantId, memberIds.slice(i, i + CHUNK)))
      labels.set(id, l);
  const { sendTarget, ...target } = input.target;
  const id = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(survey)
      .values({
        tenantId: ctx.tenantId,
        organizationId: ctx.organizationId,
        processMode: ctx.processMode,
        title: input.title,
        bodyHtml: input.bodyHtml,
        bodyText: richTextToPlainText(input.bodyHtml).trim(),
        deadline: new Date(input.deadline),
        anonymous: input.anonymous,
        target,
        sendTarget,
        recipientCount: memberIds.length,
        reservedAt,
        ...(reservedAt ? { sentAt: reservedAt } : {}),
        createdByLoginUserId: ctx.loginUserId,
      })
      .returning();
    const row = created!;
    await tx.insert(surveyQuestion).values(
      input.questions.map((q, position) => ({
        tenantId: ctx.tenantId,
        surveyId: row.id,
        position,
        key: q.key,
        answerType: q.answerType,
        label: q.label,
        helpText: q.helpText,
        required: q.required,
        choices: q.choices,
        fileTypes: q.fileTypes,
        maxFileSizeMb: q.answerType === "FILE_UPLOAD" ? q.maxFileSizeMb : null,
        divisionDepth: q.answerType === "DIVISION" ? q.divisionDepth : null,
        condition: q.condition,
      })),
    );
    for (let i = 0; i < memberIds.length; i += CHUNK) {
      await tx.insert(surveyRecipient).values(
        memberIds.slice(i, i + CHUNK).map((memberId) => {
          const p = labels.get(memberId);
          return {
            tenantId: ctx.tenantId,
            organizationId: ctx.organizationId,
            surveyId: row.id,
            memberId,
            grade: p?.grade ?? null,
            divisionCd: p?.path[0] ?? null,
            sectionCd: p?.path[1] ?? null,
            subsectionCd: p?.path[2] ?? null,
            unitCd: p?.path[3] ?? null,
            subunitCd: p?.path[4] ?? null,
          };
        }),
      );
    }
    const deliveryId = await dispatch(tx, deps, row, memberIds, {
      resendType: null,
      createdBy: ctx.loginUserId,
      sendAt: reservedAt,
    });
    await tx
      .update(survey)
      .set({ deliveryId })
      .where(and(eq(survey.tenantId, ctx.tenantId), eq(survey.id, row.id)));
    return row.id;
  });
  deps.delivery.wake();
  return { id, status: NotificationStatus.WAITING, recipientCount: memberIds.length };
}

function resendCondition(resendType: number) {
  if (resendType === ResendType.UNREAD) return isNull(surveyRecipient.readAt);
  if (resendType === ResendType.NO_REPLY) return isNull(surveyRecipient.answeredAt);
  return undefined;
}

/** 再送 / リマインド: to everyone, the unread or those who have not answered (before the deadline). */
export async function resendSurvey(
  deps: SurveyDeps,
  ctx: RequestContext,
  id: number,
  resendType: number,
): Promise<SurveyCreated> {
  requireMenu(ctx, SURVEY_MENU, "write");
  const row = await findOwnSurvey(deps.db, ctx, id);
  if (row.canceledAt !== null) throw new ConflictError(sendMessages.canceledResend);
  const state = (await surveyStates(deps.delivery, ctx.tenantId, [row])).get(row.id);
  if (state?.status !== NotificationStatus.COMPLETED) throw new ConflictError(sendMessages.notSentResend);
  if (!isOpen(row)) throw new ConflictError(sendMessages.closedResend);
  const rows = await deps.db
    .select({ memberId: surveyRecipient.memberId })
    .from(surveyRecipient)
    .where(
      and(
        eq(surveyRecipient.tenantId, ctx.tenantId),
        eq(surveyRecipient.surveyId, id),
        resendCondition(resendType),
        // Only the recipients the caller may see (spec §6): a class teacher reminds their class.
        await memberRowScope(deps.db, ctx, surveyRecipient.memberId),
      ),
    )
    .orderBy(asc(surveyRecipient.id));
  if (rows.length === 0) throw new ValidationError(sendMessages.nobody);
  const memberIds = rows.map((r) => r.memberId);
  await deps.db.transaction((tx) =>
    dispatch(tx, deps, row, memberIds, { resendType, createdBy: ctx.loginUserId, sendAt: null }),
  );
  deps.delivery.wake();
  return { id, status: NotificationStatus.WAITING, recipientCount: memberIds.length };
}
