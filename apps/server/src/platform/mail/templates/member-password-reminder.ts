import { formatDateTimeJa, httpLink, lines, oneLine, salutation } from "./format";

export interface MemberPasswordReminderParams {
  /** /email-address-authenticate with the one-time token. */
  link: string;
  expiresAt: Date;
  name: string;
  /** The member id, which is also the app's login id. */
  memberId: string;
}

/** The member app's "forgot password" mail: the member's login id and a one-time link. */
export const memberPasswordReminder = {
  subject: () => "アプリのパスワード再設定のご案内",
  text: (p: MemberPasswordReminderParams) =>
    lines(
      salutation(p.name),
      "アプリのパスワード再設定のお申し込みを受け付けました。",
      `ログインID（メンバーID）：${oneLine(p.memberId)}`,
      "",
      "次のURLを開き、新しいパスワードを設定してください。",
      "",
      httpLink(p.link),
      "",
      `URLの有効期限：${formatDateTimeJa(p.expiresAt)}まで`,
      "",
      "お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。",
    ),
};
