import { formatDateTimeJa, httpLink, lines, oneLine, salutation } from "./format";

export interface NewsApprovalRequestParams {
  /** The approver. */
  name: string;
  /** 「お知らせ」 or 「FAQ」. */
  typeName: string;
  title: string;
  authorName: string;
  /** 「1段階目」 of 「2段階」; empty for a one-stage approval. */
  stageLabel: string;
  /** The approver's personal, single-use link to /announcement-approval or /faq-approval. */
  link: string;
  expiresAt: Date;
}

/** Submitting an item mails each approver of the current stage a personal link (no login needed). */
export const newsApprovalRequest = {
  subject: (p: NewsApprovalRequestParams) => `【承認依頼】${oneLine(p.typeName)}「${oneLine(p.title)}」`,
  text: (p: NewsApprovalRequestParams) =>
    lines(
      salutation(p.name),
      `${oneLine(p.typeName)}の公開について、承認をお願いします。`,
      "",
      `タイトル：${oneLine(p.title)}`,
      `申請者：${oneLine(p.authorName)}`,
      ...(p.stageLabel ? [`承認段階：${oneLine(p.stageLabel)}`] : []),
      "",
      "次のリンクから、メンバーに表示されるとおりの内容を確認し、承認または差し戻しをしてください（ログインは不要です）。",
      httpLink(p.link),
      "",
      `リンクの有効期限：${formatDateTimeJa(p.expiresAt)}まで`,
      "このリンクはあなた専用で、一度だけ使えます。他の人に転送しないでください。",
      "申請の後に内容が変更された場合、このリンクは使えなくなり、新しい依頼メールが届きます。",
    ),
};

export interface NewsApprovalResultParams {
  /** The author. */
  name: string;
  typeName: string;
  title: string;
  result: "APPROVED" | "PUBLISHED" | "RETURNED";
  actorName: string;
  comment: string;
  publishFrom: Date;
}

const RESULT_SUBJECTS: Record<NewsApprovalResultParams["result"], string> = {
  APPROVED: "【承認されました】",
  PUBLISHED: "【公開しました】",
  RETURNED: "【差し戻されました】",
};

/** The author hears of the final approval (and publication) or of a return, with the comment. */
export const newsApprovalResult = {
  subject: (p: NewsApprovalResultParams) =>
    `${RESULT_SUBJECTS[p.result]}${oneLine(p.typeName)}「${oneLine(p.title)}」`,
  text: (p: NewsApprovalResultParams) =>
    lines(
      salutation(p.name),
      p.result === "RETURNED"
        ? `申請した${oneLine(p.typeName)}が差し戻されました。下書きに戻っています。内容を直して、もう一度申請してください。`
        : p.result === "PUBLISHED"
          ? `申請した${oneLine(p.typeName)}が承認され、公開されました。`
          : `申請した${oneLine(p.typeName)}が承認されました。${formatDateTimeJa(p.publishFrom)}に公開されます。`,
      "",
      `タイトル：${oneLine(p.title)}`,
      `${p.result === "RETURNED" ? "差し戻した人" : "承認した人"}：${oneLine(p.actorName)}`,
      ...(p.comment.trim() ? ["", "コメント：", p.comment.replace(/\r\n?/g, "\n").trim()] : []),
    ),
};
