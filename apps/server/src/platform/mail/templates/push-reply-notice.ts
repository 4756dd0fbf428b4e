import { formatDateTimeJa, lines, oneLine, salutation } from "./format";

export interface PushReplyNoticeParams {
  /** The staff member who sent the notification. */
  name: string;
  title: string;
  memberName: string;
  /** The member's class as the hierarchy names it (「普通科 1年 A組」); empty when none. */
  className: string;
  /** The answer as the member gave it: free text or the chosen choice. */
  reply: string;
  repliedAt: Date;
}

/** 「自分宛てに返信を通知する」: a member answered a push the recipient sent. */
export const pushReplyNotice = {
  subject: (p: PushReplyNoticeParams) => `【返信】${oneLine(p.title)}`,
  text: (p: PushReplyNoticeParams) =>
    lines(
      salutation(p.name),
      "送信したお知らせにメンバーから返信がありました。",
      "",
      `お知らせ：${oneLine(p.title)}`,
      `返信者：${oneLine(p.memberName)}${p.className ? `（${oneLine(p.className)}）` : ""}`,
      `返信日時：${formatDateTimeJa(p.repliedAt)}`,
      "",
      "返信内容：",
      p.reply,
      "",
      "返信の一覧は 配信履歴 から確認できます。",
    ),
};
