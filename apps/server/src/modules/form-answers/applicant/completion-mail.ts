import { type AnswerableItem, type FormAnswerValues, renderCompletionMail } from "@gakumu/domain";
import type { Db } from "../../../db/client";
import { MAIL_SEND_JOB } from "../../../platform/mail/mail-send-job";
import type { KnownOrganization } from "../../../platform/mail/mail-sender";
import type { Mailer } from "../../../platform/mail/mailer";
import { formatDateTimeJa } from "../../../platform/mail/templates/format";
import type { FormRow } from "../../forms/form-queries";
import { answerLines } from "./answer-text";

// The completion mail (受付完了メール), written to the mail outbox in the answer's own transaction:
// a sent answer always has its mail and a failed one never does. The mail platform's job sends it
// after commit (wakeMailSender); its idempotency key (answer and version) makes a repeated
// submission one mail. Rendering here, from what the submission holds, spares a job per answer.
//
// The form's own subject and body may use the domain's COMPLETION_MAIL_PLACEHOLDERS: {formTitle},
// {answerNumber} (受付番号), {answeredAt}, {name} and {answers} ("label: value" per line). Left empty,
// the platform's default text is sent, with the answers listed. It comes from the form's sender
// address, else the organisation's, else the platform's.

export interface CompletionMail {
  tenantId: number;
  /** The form's organisation, already loaded with the access key: its name signs the mail. */
  organization: KnownOrganization;
  form: FormRow;
  items: readonly AnswerableItem[];
  values: FormAnswerValues;
  answer: { id: number; version: number; receiptNo: number; mailAddress: string };
  /** The form user's profile name, else the answer of the form's name item; "" without either. */
  applicantName: string;
  answeredAt: Date;
}

function completionMailRequest(mail: CompletionMail) {
  const { form, answer, answeredAt } = mail;
  const lines = answerLines(mail.items, mail.values);
  const placeholders = {
    formTitle: form.title,
    answerNumber: String(answer.receiptNo),
    answeredAt: formatDateTimeJa(answeredAt),
    name: mail.applicantName,
    answers: lines.join("\n"),
  };
  return {
    tenantId: mail.tenantId,
    organizationId: form.organizationId,
    organization: mail.organization,
    senderAddress: form.senderMailAddress,
    to: answer.mailAddress,
    template: "form-answer-complete" as const,
    params: {
      formName: form.title,
      answerNumber: String(answer.receiptNo),
      answeredAt,
      name: mail.applicantName || undefined,
      answerLines: lines,
      customSubject: renderCompletionMail(form.completionMailSubject, placeholders),
      customBody: renderCompletionMail(form.completionMailBody, placeholders),
    },
    idempotencyKey: `form-answer-complete:${answer.id}:${answer.version}`,
  };
}

/** The mails of answers written in `tx`, in one batch of statements however many there are. */
export async function queueCompletionMails(
  tx: Db,
  mailer: Mailer,
  mails: readonly CompletionMail[],
): Promise<void> {
  await mailer.sendMany(mails.map(completionMailRequest), { tx });
}

/** After the answer's transaction commits: this process's mail workers look for the new mail now. */
export const wakeMailSender = (jobs: { wake(name: string): void }) => jobs.wake(MAIL_SEND_JOB);
