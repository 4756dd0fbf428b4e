import { formatDateTimeJa, lines, oneLine, salutation } from "./format";

export interface FormAnswerCompleteParams {
  formName: string;
  /** The number people quote when they ask about their answer. */
  answerNumber: string;
  answeredAt: Date;
  name?: string;
  /** The answers as "label: value" lines, listed under the receipt (the default body only). */
  answerLines?: string[];
  /** The form's own subject and body (placeholders already filled); empty: the default text. */
  customSubject?: string;
  customBody?: string;
}

const defaultText = (p: FormAnswerCompleteParams) =>
  lines(
    salutation(p.name),
    `「${oneLine(p.formName)}」へのご回答を受け付けました。`,
    "ご回答いただき、ありがとうございました。",
    "",
    `受付番号：${oneLine(p.answerNumber)}`,
    `受付日時：${formatDateTimeJa(p.answeredAt)}`,
    ...(p.answerLines?.length ? ["", "【ご回答内容】", ...p.answerLines] : []),
    "",
    "お問い合わせの際は、受付番号をお知らせください。",
  );

export const formAnswerComplete = {
  subject: (p: FormAnswerCompleteParams) =>
    p.customSubject?.trim() ? oneLine(p.customSubject) : `回答受付完了のお知らせ（${oneLine(p.formName)}）`,
  text: (p: FormAnswerCompleteParams) => (p.customBody?.trim() ? p.customBody : defaultText(p)),
};
