import { lines, oneLine } from "./format";

export interface FormUserRegisteredParams {
  /** The address someone tried to register again. */
  mailAddress: string;
}

/**
 * Sent instead of a verification code when the address already has an account: the person at the
 * screen is told the same as for a new address, and only the mailbox's owner learns it is registered.
 */
export const formUserRegistered = {
  subject: () => "アカウント登録についてのお知らせ",
  text: (p: FormUserRegisteredParams) =>
    lines(
      "アカウント登録のお申し込みを受け付けましたが、",
      `このメールアドレス（${oneLine(p.mailAddress)}）は既に登録されています。`,
      "",
      "フォームのログイン画面から、メールアドレスとパスワードでログインしてください。",
      "パスワードをお忘れの場合は、ログイン画面の「パスワードをお忘れの方」から再設定できます。",
      "",
      "お心当たりのない場合は、このメールを破棄してください。登録内容は変更されていません。",
    ),
};
