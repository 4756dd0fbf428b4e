import { type AnswerableItem, FormAnswerStatus, type FormAnswerValues } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { FormRow } from "../../forms/form-queries";
import { formAnswer } from "../form-answers.tables";
import { attachFiles, keptFileIds, removeAnswerFileRows } from "./answer-files";
import type { AnswerRow } from "./answer-queries";
import { numberSentAnswers } from "./answer-receipt-no";
import { assertEditable } from "./answer-rules";
import { type Applicant, buildAnswerSearchText, mailAddressOf, mailNameOf } from "./answer-text";
import { lockAnswer, logStatuses } from "./answer-write";
import type { AnswerWriteDeps } from "./answer-write-deps";
import type { AnsweringContext } from "./applicant-access";
import { type CompletionMail, queueCompletionMails } from "./completion-mail";

export interface Submission {
  ctx: AnsweringContext;
  form: FormRow;
  items: readonly AnswerableItem[];
  /** The draft, remanded or sent answer being written over; null for a new answer. */
  target: AnswerRow | null;
  values: FormAnswerValues;
  applicant: Applicant | null;
  submissionToken: string;
  now: Date;
}

/** What a sending writes whatever the answer's row: its columns but the receipt number and times. */
export function sentAnswerColumns(s: Submission) {
  const mailAddress = mailAddressOf(s.items, s.values, s.applicant);
  return {
    answerStatus: FormAnswerStatus.ANSWERED,
    answerValues: s.values,
    mailAddress,
    searchText: buildAnswerSearchText(s.items, s.values, { applicant: s.applicant, mailAddress }),
    submissionToken: s.submissionToken,
    lastSubmittedAt: s.now,
  };
}

/** A first sending's new row, without its receipt number yet (answer-receipt-no.ts gives it). */
export function newAnswerRow(s: Submission) {
  return {
    ...sentAnswerColumns(s),
    firstSubmittedAt: s.now,
    tenantId: s.ctx.tenantId,
    organizationId: s.ctx.organizationId,
    formId: s.form.id,
    formUserId: s.ctx.formUserId,
    accessKeyId: s.ctx.accessKeyId,
    singleAnswer: !s.form.multipleAnswersAllowed,
  };
}

/** The completion mail of a sent answer, when it has an address to go to. */
export function completionMailOf(s: Submission, row: AnswerRow): CompletionMail | null {
  if (!row.mailAddress || row.receiptNo === null) return null;
  return {
    tenantId: s.ctx.tenantId,
    organization: s.ctx.organization,
    form: s.form,
    items: s.items,
    values: s.values,
    answer: { id: row.id, version: row.version, receiptNo: row.receiptNo, mailAddress: row.mailAddress },
    applicantName: mailNameOf(s.items, s.values, s.applicant),
    answeredAt: s.now,
  };
}

export interface WrittenSubmission {
  row: AnswerRow;
  /** Storage paths of files the answer no longer keeps, to remove once committed. */
  removedPaths: string[];
  mailQueued: boolean;
}

/**
 * One transaction over an answer that exists (a draft, a remanded or an editable sent one): the row
 * (status ANSWERED), its files attached and the ones it no longer keeps removed, a status log row,
 * its receipt number when it has none yet, and the completion mail in the outbox. A first sending
 * has no row yet and is written by submit-batch.ts.
 */
export async function writeSubmission(
  deps: AnswerWriteDeps,
  s: Submission & { target: AnswerRow },
): Promise<WrittenSubmission> {
  const { ctx, form, items, target, values, now } = s;
  return deps.db.transaction(async (tx) => {
    const locked = await lockAnswer(tx, ctx, target.id, target.version);
    // Staff may have fixed or cancelled it between the first check and this lock.
    assertEditable(form, locked.answerStatus, now, "送信");
    const [written] = (await tx
      .update(formAnswer)
      .set({
        ...sentAnswerColumns(s),
        firstSubmittedAt: locked.firstSubmittedAt ?? now,
        version: locked.version + 1,
      })
      .where(and(eq(formAnswer.tenantId, ctx.tenantId), eq(formAnswer.id, locked.id)))
      .returning()) as [AnswerRow];
    await logStatuses(tx, [
      { tenantId: ctx.tenantId, formAnswerId: written.id, fromStatus: locked.answerStatus },
    ]);
    const keep = keptFileIds(items, values);
    await attachFiles(tx, written.id, keep, now);
    const removedPaths = await removeAnswerFileRows(tx, written.id, { allBut: keep });
    // A draft's first sending is numbered last, just before the mail that quotes it.
    const [row] = (await numberSentAnswers(tx, [written])) as [AnswerRow];
    const mail = completionMailOf(s, row);
    if (mail) await queueCompletionMails(tx, deps.mailer, [mail]);
    return { row, removedPaths, mailQueued: mail !== null };
  });
}
