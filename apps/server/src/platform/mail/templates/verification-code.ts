import { lines, oneLine, salutation } from "./format";

export interface VerificationCodeParams {
  code: string;
  /** How long the code stays valid, in minutes. */
  minutesValid: number;
  name?: string;
}

export const verificationCode = {
  subject: () => "認証コードのお知らせ",
  text: (p: VerificationCodeParams) =>
    lines(
      salutation(p.name),
      "認証コードをお知らせします。",
      "画面に次の認証コードを入力してください。",
      "",
      `認証コード：${oneLine(p.code)}`,
      `有効期限：このメールの送信から${Math.trunc(p.minutesValid)}分間`,
      "",
      "有効期限を過ぎた場合は、お手数ですが最初からお手続きをやり直してください。",
    ),
};
