import { formatDateTimeJa, httpLink, lines, oneLine, salutation } from "./format";

export interface MemberRegistrationParams {
  /** /email-address-authenticate with the one-time token. */
  link: string;
  expiresAt: Date;
  name: string;
  organizationName: string;
}

/** The mail of the member app's self-registration: the link that verifies the address. */
export const memberRegistration = {
  subject: (p: MemberRegistrationParams) => `アプリ利用登録のご案内（${oneLine(p.organizationName)}）`,
  text: (p: MemberRegistrationParams) =>
    lines(
      salutation(p.name),
      `${oneLine(p.organizationName)}のアプリ利用登録のお申し込みを受け付けました。`,
      "次のURLを開き、パスワードを設定すると登録が完了します。",
      "",
      httpLink(p.link),
      "",
      `URLの有効期限：${formatDateTimeJa(p.expiresAt)}まで`,
      "",
      "お心当たりのない場合は、このメールを破棄してください。登録は行われません。",
    ),
};
