import { formAnswerComplete } from "./form-answer-complete";
import { formAnswerRemand } from "./form-answer-remand";
import { formUserRegistered } from "./form-user-registered";
import { footer } from "./format";
import { loginReminder } from "./login-reminder";
import { memberPasswordReminder } from "./member-password-reminder";
import { memberRegistration } from "./member-registration";
import { newsApprovalRequest, newsApprovalResult } from "./news-approval";
import { passwordReset } from "./password-reset";
import { pushReplyNotice } from "./push-reply-notice";
import { safetyAutoStaff } from "./safety-auto-staff";
import { safetyRequest } from "./safety-request";
import { safetyStaffAlert } from "./safety-staff-alert";
import { staffNotice } from "./staff-notice";
import { testMail } from "./test-mail";
import { verificationCode } from "./verification-code";

/** Every mail the platform can send, by the key callers name it with. */
export const mailTemplates = {
  "verification-code": verificationCode,
  "password-reset": passwordReset,
  "login-reminder": loginReminder,
  "form-answer-complete": formAnswerComplete,
  "form-answer-remand": formAnswerRemand,
  "form-user-registered": formUserRegistered,
  "test-mail": testMail,
  "member-registration": memberRegistration,
  "member-password-reminder": memberPasswordReminder,
  "push-reply-notice": pushReplyNotice,
  "news-approval-request": newsApprovalRequest,
  "news-approval-result": newsApprovalResult,
  "safety-auto-staff": safetyAutoStaff,
  "safety-request": safetyRequest,
  "safety-staff-alert": safetyStaffAlert,
  "staff-notice": staffNotice,
} as const;

export type MailTemplateKey = keyof typeof mailTemplates;
export type MailTemplateParams<K extends MailTemplateKey> = Parameters<(typeof mailTemplates)[K]["text"]>[0];

export interface RenderedMail {
  subject: string;
  text: string;
}

/** Subjects stay short enough for every mail client and the outbox column. */
const SUBJECT_MAX = 200;

export function renderMail<K extends MailTemplateKey>(
  key: K,
  params: MailTemplateParams<K>,
  senderName: string | null,
): RenderedMail {
  // One signature for every template; the cast names what the key lookup already guarantees.
  const template = mailTemplates[key] as {
    subject(p: MailTemplateParams<K>): string;
    text(p: MailTemplateParams<K>): string;
  };
  const subject = template.subject(params);
  return {
    subject: subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 1)}…` : subject,
    text: `${template.text(params)}\n${footer(senderName)}\n`,
  };
}
