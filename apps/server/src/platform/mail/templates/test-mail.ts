import { formatDateTimeJa, lines } from "./format";

export interface TestMailParams {
  requestedAt: Date;
}

export const testMail = {
  subject: () => "テストメール",
  text: (p: TestMailParams) =>
    lines(
      "このメールは、メール送信設定を確認するためのテストメールです。",
      "このメールが届いていれば、送信設定は正しく行われています。",
      "",
      `送信依頼日時：${formatDateTimeJa(p.requestedAt)}`,
    ),
};
