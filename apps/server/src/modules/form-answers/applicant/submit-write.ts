import { type AnswerableItem, FormAnswerStatus, type FormAnswerValues } from "@gakumu/domain";
import { eq } from "drizzle-orm";
import { ConflictError } from "../../../platform/errors/app-error";
import type { FormRow } from "../../forms/form-queries";
import { takeFormReceiptNo } from "../../forms/form-receipt-no";
import { formAnswer } from "../form-answers.tables";
import { attachFiles, keptFileIds, removeAnswerFileRows } from "./answer-files";
import type { AnswerRow } from "./answer-queries";
import { assertEditable } from "./answer-rules";
import { type Applicant, buildAnswerSearchText, mailAddressOf } from "./answer-text";
import { lockAnswer, logStatus, staleMessage } from "./answer-write";
import type { AnsweringContext } from "./applicant-access";
import type { ApplicantDeps } from "./applicant-deps";
import { queueCompletionMail } from "./completion-mail";

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

/**
 * One transaction: the answer row (status ANSWERED, with its receipt number), its files attached
 * and the ones it no longer keeps removed, a status log row, and the completion mail in the outbox.
 * Returns the files' paths to remove once committed.
 */
export async function writeSubmission(deps: ApplicantDeps, s: Submission) {
  const { ctx, form, items, target, values, now } = s;
  const mailAddress = mailAddressOf(items, values, s.applicant);
  const searchText = buildAnswerSearchText(items, values, { applicant: s.applicant, mailAddress });
  // A first sending takes its number before the transaction (forms/form-receipt-no.ts).
  const newReceiptNo = target?.receiptNo == null ? await takeFormReceiptNo(deps.db, form.id) : null;
  return deps.db.transaction(async (tx) => {
    const locked = target ? await lockAnswer(tx, ctx, target.id, target.version) : null;
    // Staff may have fixed or cancelled it between the first check and this lock.
    if (locked) assertEditable(form, locked.answerStatus, now, "送信");
    const receiptNo = locked?.receiptNo ?? newReceiptNo;
    if (receiptNo === null) throw new ConflictError(staleMessage);
    const columns = {
      answerStatus: FormAnswerStatus.ANSWERED,
      answerValues: values,
      receiptNo,
      mailAddress,
      searchText,
      submissionToken: s.submissionToken,
      firstSubmittedAt: locked?.firstSubmittedAt ?? now,
      lastSubmittedAt: now,
    };
    let row: AnswerRow;
    if (locked) {
      [row] = (await tx
        .update(formAnswer)
        .set({ ...columns, version: locked.version + 1 })
        .where(eq(formAnswer.id, locked.id))
        .returning()) as [AnswerRow];
    } else {
      [row] = (await tx
        .insert(formAnswer)
        .values({
          ...columns,
          tenantId: ctx.tenantId,
          organizationId: ctx.organizationId,
          formId: form.id,
          formUserId: ctx.formUserId,
          accessKeyId: ctx.accessKeyId,
          singleAnswer: !form.multipleAnswersAllowed,
        })
        .returning()) as [AnswerRow];
    }
    await logStatus(tx, ctx.tenantId, row.id, locked?.answerStatus ?? null, FormAnswerStatus.ANSWERED);
    const keep = keptFileIds(items, values);
    await attachFiles(tx, row.id, keep, now);
    // A new answer has no files but those just attached; an old one drops what it no longer keeps.
    const removedPaths = locked ? await removeAnswerFileRows(tx, row.id, { allBut: keep }) : [];
    if (mailAddress)
      await queueCompletionMail(tx, deps.mailer, {
        tenantId: ctx.tenantId,
        form,
        items,
        values,
        answer: { id: row.id, version: row.version, receiptNo, mailAddress },
        applicantName: s.applicant?.name ?? "",
        answeredAt: now,
      });
    return { row, removedPaths, mailQueued: mailAddress !== null };
  });
}
