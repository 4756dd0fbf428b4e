import { formatDateTimeJa, httpLink, lines, salutation } from "./format";

export interface PasswordResetParams {
  /** The page where the new password is set; carries the one-time token. */
  link: string;
  expiresAt: Date;
  name?: string;
}

export const passwordReset = {
  subject: () => "パスワード再設定のご案内",
  text: (p: PasswordResetParams) =>
    lines(
      salutation(p.name),
      "パスワード再設定のお申し込みを受け付けました。",
      "次のURLを開き、新しいパスワードを設定してください。",
      "",
      httpLink(p.link),
      "",
      `URLの有効期限：${formatDateTimeJa(p.expiresAt)}まで`,
      "",
      "お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。",
    ),
};
