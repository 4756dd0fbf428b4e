import { formatDateTimeJa, lines, oneLine, salutation } from "./format";

export interface FormAnswerRemandParams {
  formTitle: string;
  /** Why the answer came back, as staff wrote it (kept as several lines). */
  message: string;
  receiptNo: number | null;
  /** Until when the form takes the corrected answer; null when it has no end. */
  deadline: Date | null;
  name?: string;
  /**
   * The answer was sent by a logged-in form user, who corrects it on the mypage. One sent without
   * login cannot be reopened: that applicant answers again through the form's link.
   */
  hasAccount: boolean;
}

/** Staff sent an answer back (差し戻し): what to fix, and that it can be corrected and sent again. */
export const formAnswerRemand = {
  subject: (p: FormAnswerRemandParams) => `【${oneLine(p.formTitle)}】回答の差し戻しのお知らせ`,
  text: (p: FormAnswerRemandParams) =>
    lines(
      salutation(p.name),
      `「${oneLine(p.formTitle)}」へのご回答について、担当者より差し戻しがありました。`,
      ...(p.receiptNo === null ? [] : [`受付番号：${p.receiptNo}`]),
      "",
      "【差し戻しの内容】",
      p.message.replace(/\r\n?/g, "\n").trim(),
      "",
      ...(p.hasAccount
        ? [
            p.deadline
              ? `お手数ですが、${formatDateTimeJa(p.deadline)}までに回答を修正し、再度送信してください。`
              : "お手数ですが、回答を修正し、再度送信してください。",
            "回答はフォームのマイページから修正できます。",
          ]
        : [
            p.deadline
              ? `お手数ですが、${formatDateTimeJa(p.deadline)}までに、ご案内したフォームのURLから改めてご回答ください。`
              : "お手数ですが、ご案内したフォームのURLから改めてご回答ください。",
          ]),
    ),
};
