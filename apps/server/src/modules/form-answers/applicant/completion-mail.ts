import { renderCompletionMail } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { JobQueue } from "../../../platform/jobs/job-queue";
import type { Mailer } from "../../../platform/mail/mailer";
import { formatDateTimeJa } from "../../../platform/mail/templates/format";
import { formUser } from "../../form-users/form-users.tables";
import { organizationOf } from "../../forms/form-organization";
import { form } from "../../forms/forms.tables";
import { formAnswer } from "../form-answers.tables";
import { loadAnswerableForm } from "./answer-form";
import { answerLines } from "./answer-text";

// The completion mail (受付完了メール) as a job: the submission queues it in its own transaction, so a
// sent answer always gets its mail and a failed one never does, and the answer's transaction stays
// short. The job renders the mail from the stored answer and hands it to the mailer (outbox + SMTP
// job); the mailer's idempotency key makes a retried job send once.
//
// The form's own subject and body may use the domain's COMPLETION_MAIL_PLACEHOLDERS: {formTitle},
// {answerNumber} (受付番号), {answeredAt}, {name} and {answers} ("label: value" per line). Left empty,
// the platform's default text is sent, with the answers listed. It comes from the form's sender
// address, else the organisation's, else the platform's.

export const COMPLETION_MAIL_JOB = "form-answers.completion-mail";

export interface CompletionMailJobData {
  answerId: number;
  /** The version that was sent; a later edit queues its own mail and this one stands down. */
  version: number;
}

export function queueCompletionMail(tx: Db, jobs: JobQueue, tenantId: number, data: CompletionMailJobData) {
  return jobs.enqueue<CompletionMailJobData>(COMPLETION_MAIL_JOB, data, { tenantId, tx });
}

async function sendCompletionMail(db: Db, mailer: Mailer, tenantId: number, data: CompletionMailJobData) {
  const [found] = await db
    .select({ answer: formAnswer, form })
    .from(formAnswer)
    .innerJoin(form, eq(form.id, formAnswer.formId))
    .where(and(eq(formAnswer.id, data.answerId), eq(formAnswer.tenantId, tenantId)));
  if (!found) return { status: "missing" };
  const { answer, form: row } = found;
  if (answer.version !== data.version) return { status: "superseded" };
  if (!answer.mailAddress || answer.receiptNo === null) return { status: "no-address" };
  const { items } = await loadAnswerableForm(db, row, await organizationOf(db, row));
  const [user] = answer.formUserId
    ? await db.select({ name: formUser.name }).from(formUser).where(eq(formUser.id, answer.formUserId))
    : [];
  const answeredAt = answer.lastSubmittedAt ?? answer.updatedAt;
  const lines = answerLines(items, answer.answerValues);
  const values = {
    formTitle: row.title,
    answerNumber: String(answer.receiptNo),
    answeredAt: formatDateTimeJa(answeredAt),
    name: user?.name ?? "",
    answers: lines.join("\n"),
  };
  const queued = await mailer.send({
    tenantId,
    organizationId: row.organizationId,
    senderAddress: row.senderMailAddress,
    to: answer.mailAddress,
    template: "form-answer-complete",
    params: {
      formName: row.title,
      answerNumber: String(answer.receiptNo),
      answeredAt,
      name: user?.name || undefined,
      answerLines: lines,
      customSubject: renderCompletionMail(row.completionMailSubject, values),
      customBody: renderCompletionMail(row.completionMailBody, values),
    },
    idempotencyKey: `form-answer-complete:${answer.id}:${answer.version}`,
  });
  return { status: "queued", outboxId: queued.outboxId };
}

export function defineCompletionMailJob(jobs: JobQueue, db: Db, mailer: Mailer): void {
  jobs.define<CompletionMailJobData>(
    COMPLETION_MAIL_JOB,
    async (data, ctx) => sendCompletionMail(db, mailer, ctx.tenantId!, data),
    { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, concurrency: 2 },
  );
}
