import { formatDateTimeJa, lines, oneLine, salutation } from "./format";

export interface FormAnswerCompleteParams {
  formName: string;
  /** The number people quote when they ask about their answer. */
  answerNumber: string;
  answeredAt: Date;
  name?: string;
}

export const formAnswerComplete = {
  subject: (p: FormAnswerCompleteParams) => `回答受付完了のお知らせ（${oneLine(p.formName)}）`,
  text: (p: FormAnswerCompleteParams) =>
    lines(
      salutation(p.name),
      `「${oneLine(p.formName)}」へのご回答を受け付けました。`,
      "ご回答いただき、ありがとうございました。",
      "",
      `受付番号：${oneLine(p.answerNumber)}`,
      `受付日時：${formatDateTimeJa(p.answeredAt)}`,
      "",
      "お問い合わせの際は、受付番号をお知らせください。",
    ),
};
