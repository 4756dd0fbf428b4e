import {
  evaluateAnswers,
  FileUploadStatus,
  type FormAnswerValues,
  type FormFileValue,
  SURVEY_CLOSED_MESSAGE,
  type SurveyAnswerView,
} from "@gakumu/domain";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sqlRows } from "../../platform/delivery/sql-rows";
import { ConflictError, ValidationError } from "../../platform/errors/app-error";
import { organization } from "../../platform/tenancy/tenancy.tables";
import { columnsOf, valuesOf } from "./survey-answer-values";
import { itemsOf, questionsOf } from "./survey-questions";
import { isOpen, type SurveyRow } from "./survey-rows";
import { survey, surveyAnswer, surveyFile, surveyRecipient } from "./surveys.tables";

// Recording a member's answer, from the member app (MOBILE_APP) or a mail link (MAIL_LINK). The answer is
// checked with the forms' evaluateAnswers over the questions as form items (required only when shown;
// a hidden question's value is dropped). One answer per member: the recipient row is locked, the
// deadline checked under the lock, and the answer rows replaced, so two simultaneous submits leave one
// complete answer (the later one) and a submit racing the deadline never slips in after it.

export type RecipientRow = typeof surveyRecipient.$inferSelect;
export type Found = { recipient: RecipientRow; survey: SurveyRow };
export type AnswerMethodCode = "MOBILE_APP" | "MAIL_LINK";

export const answerMessages = {
  notFound: "アンケートが見つかりません。",
  closed: SURVEY_CLOSED_MESSAGE,
  invalid: "回答に誤りがあります。各質問のメッセージを確認してください。",
  fileMissing: "指定されたファイルが見つかりません。もう一度ファイルを選択してください。",
} as const;

/**
 * The recipient row and its survey, both within the tenant; null when either is not there or the
 * survey's reservation was canceled (取消: nothing to show or answer). A reservation not yet started
 * never gets here: the delivery engine shows no member a delivery before its fan-out.
 */
export async function recipientWithSurvey(
  db: Db,
  tenantId: number,
  where: { surveyId: number; memberId: number },
): Promise<Found | null> {
  const [row] = await db
    .select({ recipient: surveyRecipient, survey })
    .from(surveyRecipient)
    .innerJoin(
      survey,
      and(eq(survey.id, surveyRecipient.surveyId), eq(survey.tenantId, tenantId), isNull(survey.canceledAt)),
    )
    .where(
      and(
        eq(surveyRecipient.tenantId, tenantId),
        eq(surveyRecipient.surveyId, where.surveyId),
        eq(surveyRecipient.memberId, where.memberId),
      ),
    );
  return row ?? null;
}

export async function markRead(db: Db, r: RecipientRow): Promise<void> {
  await db
    .update(surveyRecipient)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(surveyRecipient.tenantId, r.tenantId),
        eq(surveyRecipient.id, r.id),
        isNull(surveyRecipient.readAt),
      ),
    );
}

export async function viewOf(db: Db, found: Found): Promise<SurveyAnswerView> {
  const { survey: s, recipient } = found;
  const [questions, [org]] = await Promise.all([
    questionsOf(db, s.tenantId, s.id),
    db
      .select({ name: organization.name })
      .from(organization)
      .where(and(eq(organization.tenantId, s.tenantId), eq(organization.id, s.organizationId))),
  ]);
  const rows =
    recipient.answeredAt === null
      ? []
      : await db
          .select()
          .from(surveyAnswer)
          .where(and(eq(surveyAnswer.tenantId, s.tenantId), eq(surveyAnswer.recipientId, recipient.id)));
  return {
    organizationName: org?.name ?? "",
    title: s.title,
    bodyHtml: s.bodyHtml,
    deadline: s.deadline.toISOString(),
    anonymous: s.anonymous,
    open: isOpen(s),
    form: { sections: [{ sectionId: 1, title: "", items: await itemsOf(db, s.organizationId, questions) }] },
    answer: recipient.answeredAt === null ? null : valuesOf(questions, rows),
    answeredAt: recipient.answeredAt?.toISOString() ?? null,
  };
}

/** Files named by the answer must be this recipient's uploads for that question; their record wins. */
async function resolveFiles(
  db: Db,
  found: Found,
  questionIdByKey: Map<string, number>,
  values: FormAnswerValues,
) {
  for (const [key, value] of Object.entries(values)) {
    if (!Array.isArray(value) || value.length === 0 || typeof value[0] !== "object") continue;
    const files = (value as FormFileValue[]).filter((f) => f.status !== FileUploadStatus.DELETE);
    if (files.length === 0) continue;
    const ids = files.map((f) => f.fileId);
    const known = /^[0-9a-f-]{36}$/i;
    const stored = ids.every((id) => known.test(id))
      ? await db
          .select()
          .from(surveyFile)
          .where(
            and(
              eq(surveyFile.tenantId, found.recipient.tenantId),
              eq(surveyFile.recipientId, found.recipient.id),
              eq(surveyFile.questionId, questionIdByKey.get(key)!),
              inArray(surveyFile.id, ids),
            ),
          )
      : [];
    if (stored.length !== new Set(ids).size)
      throw new ValidationError(answerMessages.fileMissing, [
        { path: `answers.${key}`, message: answerMessages.fileMissing },
      ]);
    values[key] = stored.map((f) => ({
      fileId: f.id,
      fileName: f.fileName,
      mimeType: f.mimeType,
      size: f.size,
      status: FileUploadStatus.NONE,
    }));
  }
}

export async function saveAnswer(
  db: Db,
  found: Found,
  raw: Record<string, unknown>,
  method: AnswerMethodCode,
): Promise<Found> {
  if (!isOpen(found.survey)) throw new ConflictError(answerMessages.closed);
  const questions = await questionsOf(db, found.survey.tenantId, found.survey.id);
  const items = await itemsOf(db, found.survey.organizationId, questions);
  const evaluated = evaluateAnswers(items, raw);
  if (evaluated.issues.length > 0) {
    // The first message names its question, for screens that show one line (the member app).
    const first = evaluated.issues[0];
    const label = items.find((i) => i.itemKey === first?.path[0])?.label;
    throw new ValidationError(
      first ? (label ? `「${label}」：${first.message}` : first.message) : answerMessages.invalid,
      evaluated.issues.map((i) => ({ path: ["answers", ...i.path].join("."), message: i.message })),
    );
  }
  const byKey = new Map(questions.map((q) => [q.key, q]));
  await resolveFiles(db, found, new Map(questions.map((q) => [q.key, q.id])), evaluated.values);
  const rows = Object.entries(evaluated.values).flatMap(([key, value]) => {
    const q = byKey.get(key);
    const columns = q ? columnsOf(q, value) : null;
    return q && columns
      ? [
          {
            tenantId: found.recipient.tenantId,
            surveyId: found.survey.id,
            recipientId: found.recipient.id,
            questionId: q.id,
            answerType: q.answerType,
            ...columns,
          },
        ]
      : [];
  });
  const recipient = await db.transaction(async (tx) => {
    // The row lock serialises a member's submits; the deadline is read under it.
    const locked = await sqlRows<{ id: number }>(
      tx,
      sql`select r.id from survey_recipient r
      join survey s on s.id = r.survey_id and s.tenant_id = r.tenant_id
      where r.tenant_id = ${found.recipient.tenantId} and r.id = ${found.recipient.id} and s.deadline > now()
        and s.canceled_at is null
      for update of r`,
    );
    if (locked.length === 0) throw new ConflictError(answerMessages.closed);
    await tx
      .delete(surveyAnswer)
      .where(
        and(
          eq(surveyAnswer.tenantId, found.recipient.tenantId),
          eq(surveyAnswer.recipientId, found.recipient.id),
        ),
      );
    if (rows.length > 0) await tx.insert(surveyAnswer).values(rows);
    const [updated] = await tx
      .update(surveyRecipient)
      .set({
        answerMethod: method,
        answeredAt: sql`now()`,
        firstAnsweredAt: sql`coalesce(${surveyRecipient.firstAnsweredAt}, now())`,
        readAt: sql`coalesce(${surveyRecipient.readAt}, now())`,
      })
      .where(
        and(
          eq(surveyRecipient.tenantId, found.recipient.tenantId),
          eq(surveyRecipient.id, found.recipient.id),
        ),
      )
      .returning();
    return updated!;
  });
  return { survey: found.survey, recipient };
}
