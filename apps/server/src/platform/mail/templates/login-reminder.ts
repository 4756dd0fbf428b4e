import { httpLink, lines, oneLine, salutation } from "./format";

export interface LoginReminderParams {
  loginId: string;
  /** The login page, when the mail should point to it. */
  loginUrl?: string;
  name?: string;
}

export const loginReminder = {
  subject: () => "ログインIDのお知らせ",
  text: (p: LoginReminderParams) =>
    lines(
      salutation(p.name),
      "ご登録のログインIDをお知らせします。",
      "",
      `ログインID：${oneLine(p.loginId)}`,
      ...(p.loginUrl ? ["", "ログインはこちらから：", httpLink(p.loginUrl)] : []),
      "",
      "パスワードがわからない場合は、ログイン画面の「パスワードを忘れた方」から再設定してください。",
    ),
};
