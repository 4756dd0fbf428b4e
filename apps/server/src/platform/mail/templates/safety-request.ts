import { formatDateTimeJa, httpLink, lines, oneLine, salutation } from "./format";

export interface SafetyRequestParams {
  /** As shown: 【訓練】 before a drill's title. */
  title: string;
  bodyText: string;
  /** The personal answer page (/safety-answer?key=…): answers without login. */
  answerUrl: string;
  isDrill: boolean;
  expiresAt: Date;
  name?: string;
}

/** A safety confirmation mailed to staff (login users), who have no member inbox. */
export const safetyRequest = {
  subject: (p: SafetyRequestParams) => `【安否確認】${oneLine(p.title)}`,
  text: (p: SafetyRequestParams) =>
    lines(
      salutation(p.name),
      ...(p.isDrill ? ["これは訓練です。実際の災害ではありません。", ""] : []),
      p.bodyText.replace(/\r\n?/g, "\n").trim(),
      "",
      "次のURLを開き、ご自身の安否を回答してください（ログインは不要です）：",
      httpLink(p.answerUrl),
      "",
      `URLの有効期限：${formatDateTimeJa(p.expiresAt)}まで`,
    ),
};
