import {
  type ApplicantAnswer,
  type CodeType,
  FormAnswerStatus,
  type FormType,
  type MyAnswer,
} from "@gakumu/domain";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { liveFormsOf } from "../../forms/form-lookups";
import { receptionOf } from "../../forms/form-reception";
import { formAnswer } from "../form-answers.tables";
import { editDeadlineOf, type FormRules, isAnswerEditable } from "./answer-rules";
import type { AnswerScope } from "./applicant-access";

export type AnswerRow = typeof formAnswer.$inferSelect;
type AnswerStatus = CodeType<typeof FormAnswerStatus>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

const ofUser = (scope: AnswerScope, formUserId: number) =>
  and(
    eq(formAnswer.tenantId, scope.tenantId),
    eq(formAnswer.organizationId, scope.organizationId),
    eq(formAnswer.formUserId, formUserId),
  );

/**
 * The user's answer to continue or edit: the newest one not cancelled. `lock` takes it FOR UPDATE
 * inside a transaction, so two writes of the same user queue up instead of both reading one version.
 */
export async function findCurrentAnswer(
  db: Db,
  scope: AnswerScope,
  formId: number,
  formUserId: number,
  lock = false,
): Promise<AnswerRow | null> {
  const query = db
    .select()
    .from(formAnswer)
    .where(
      and(
        ofUser(scope, formUserId),
        eq(formAnswer.formId, formId),
        ne(formAnswer.answerStatus, FormAnswerStatus.CANCEL),
      ),
    )
    .orderBy(desc(formAnswer.createdAt), desc(formAnswer.id))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * The status routing uses after login (spec §4): the current answer's, else a cancelled one's,
 * else 0 (unanswered).
 */
export async function answerStatusForRouting(
  db: Db,
  scope: AnswerScope,
  formId: number,
  formUserId: number,
): Promise<AnswerStatus> {
  const current = await findCurrentAnswer(db, scope, formId, formUserId);
  if (current) return current.answerStatus as AnswerStatus;
  const [any] = await db
    .select({ status: formAnswer.answerStatus })
    .from(formAnswer)
    .where(and(ofUser(scope, formUserId), eq(formAnswer.formId, formId)))
    .limit(1);
  return (any?.status ?? FormAnswerStatus.UNANSWERED) as AnswerStatus;
}

export function toApplicantAnswer(row: AnswerRow, rules: FormRules, now: Date): ApplicantAnswer {
  return {
    answerId: row.id,
    answerStatus: row.answerStatus as AnswerStatus,
    values: row.answerValues,
    receiptNo: row.receiptNo,
    version: row.version,
    firstSubmittedAt: iso(row.firstSubmittedAt),
    lastSubmittedAt: iso(row.lastSubmittedAt),
    editable: isAnswerEditable(rules, row.answerStatus, now),
    editDeadline: iso(editDeadlineOf(rules)),
    remandMessage: row.answerStatus === FormAnswerStatus.REMAND ? row.remandMessage : null,
  };
}

/** The mypage: every answer of the user (cancelled ones too, so they see what happened), newest first. */
export async function listMyAnswers(
  db: Db,
  scope: AnswerScope,
  formUserId: number,
  now = new Date(),
): Promise<MyAnswer[]> {
  const liveForm = liveFormsOf(db, scope);
  const rows = await db
    .select()
    .from(formAnswer)
    .innerJoin(liveForm, eq(liveForm.id, formAnswer.formId))
    .where(ofUser(scope, formUserId))
    .orderBy(desc(formAnswer.updatedAt), desc(formAnswer.id))
    .limit(500);
  return rows.map(({ form_answer: answer, live_form: f }) => ({
    answerId: answer.id,
    formId: f.id,
    formTitle: f.title,
    formType: f.formType as CodeType<typeof FormType>,
    answerStatus: answer.answerStatus as AnswerStatus,
    receiptNo: answer.receiptNo,
    lastSubmittedAt: iso(answer.lastSubmittedAt),
    updatedAt: answer.updatedAt.toISOString(),
    answerPeriodEnd: iso(f.answerPeriodEnd),
    editDeadline: iso(editDeadlineOf(f)),
    editable: isAnswerEditable(f, answer.answerStatus, now),
    reception: receptionOf(f, now),
    remandMessage: answer.answerStatus === FormAnswerStatus.REMAND ? answer.remandMessage : null,
  }));
}
