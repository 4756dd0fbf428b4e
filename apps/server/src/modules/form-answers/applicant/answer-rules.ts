import { FormAnswerStatus, FormReception, FormStatus } from "@gakumu/domain";
import { ConflictError } from "../../../platform/errors/app-error";
import { receptionOf } from "../../forms/form-reception";

// When an applicant may write: the rules of issue 5 item 6 as pure functions, so the routes, the
// mypage and the tests all read the same answer.

export interface FormRules {
  status: string;
  answerPeriodStart: Date | null;
  answerPeriodEnd: Date | null;
  editableAfterSubmit: boolean;
  editDeadline: Date | null;
}

/** What the applicant was doing, for the message that says why it cannot be done. */
export type ApplicantAction = "保存" | "送信" | "添付";

const takesAnswers = (form: FormRules, now: Date) =>
  form.status === FormStatus.PUBLISHED && receptionOf(form, now) === FormReception.OPEN;

/**
 * Whether the applicant may still change an answer in `status`: a draft or a remanded answer while
 * the form takes answers; a sent one only when the form allows editing, before the edit deadline (or,
 * without one, while the form takes answers); a fixed or cancelled one never.
 */
export function isAnswerEditable(form: FormRules, status: number, now: Date): boolean {
  if (form.status !== FormStatus.PUBLISHED) return false;
  if (status === FormAnswerStatus.DRAFT || status === FormAnswerStatus.REMAND) return takesAnswers(form, now);
  if (status !== FormAnswerStatus.ANSWERED || !form.editableAfterSubmit) return false;
  return form.editDeadline ? now < form.editDeadline : takesAnswers(form, now);
}

/** The edit deadline as the applicant sees it: the form's own, only when editing is allowed. */
export function editDeadlineOf(form: FormRules): Date | null {
  return form.editableAfterSubmit ? form.editDeadline : null;
}

/** Why the form takes no answers now, in words the applicant can act on; null when it does. */
export function notTakingAnswersMessage(form: FormRules, now: Date, action: ApplicantAction): string | null {
  if (form.status !== FormStatus.PUBLISHED)
    return `このフォームは現在公開されていないため、${action}できません。`;
  const reception = receptionOf(form, now);
  if (reception === FormReception.BEFORE_PERIOD)
    return `このフォームはまだ受付を開始していないため、${action}できません。`;
  if (reception === FormReception.CLOSED)
    return `このフォームの回答期間は終了したため、${action}できません。`;
  return null;
}

/** Throws the 409 of notTakingAnswersMessage when the form takes no new answers. */
export function assertTakesAnswers(form: FormRules, now: Date, action: ApplicantAction): void {
  const message = notTakingAnswersMessage(form, now, action);
  if (message) throw new ConflictError(message);
}

/** Throws a 409 naming why an existing answer may not be changed any more. */
export function assertEditable(form: FormRules, status: number, now: Date, action: ApplicantAction): void {
  if (isAnswerEditable(form, status, now)) return;
  const closed = notTakingAnswersMessage(form, now, action);
  if (status === FormAnswerStatus.FIXED)
    throw new ConflictError(`この回答は受付が確定しているため、${action}できません。`);
  if (status === FormAnswerStatus.CANCEL)
    throw new ConflictError(`この回答は取り消されているため、${action}できません。`);
  if (status === FormAnswerStatus.ANSWERED && form.status === FormStatus.PUBLISHED) {
    if (!form.editableAfterSubmit)
      throw new ConflictError(`このフォームは送信後の変更ができないため、${action}できません。`);
    if (form.editDeadline && now >= form.editDeadline)
      throw new ConflictError(`回答の変更期限を過ぎたため、${action}できません。`);
  }
  throw new ConflictError(closed ?? `この回答は変更できないため、${action}できません。`);
}
