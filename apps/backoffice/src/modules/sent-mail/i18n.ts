import { registerCatalogue } from "@gakumu/ui";

// Texts of the 送信メール screen (menu sent-mail, category 800), in the module's own namespace.
export const SENT_MAIL_NAMESPACE = "sentMail";

const ja = {
  title: "送信メール",
  lead: "この組織から送信した（またはSMTPサーバー未設定のため保管した）メールです。",
  search: {
    status: "状態",
    allStatuses: "すべて",
    to: "宛先",
    toPlaceholder: "メールアドレスの一部",
    submit: "検索",
  },
  table: {
    createdAt: "作成日時",
    sentAt: "送信日時",
    status: "状態",
    to: "宛先",
    subject: "件名",
    result: "SMTPの結果",
    empty: "該当するメールはありません。",
    total: "{{total}} 件",
    open: "表示",
  },
  detail: {
    title: "メールの内容",
    from: "差出人",
    to: "宛先",
    subject: "件名",
    status: "状態",
    createdAt: "作成日時",
    sentAt: "送信日時",
    attempts: "送信試行回数",
    result: "SMTPの結果",
    messageId: "Message-ID",
    body: "本文",
    close: "閉じる",
    notSent: "—",
  },
};

const en: typeof ja = {
  title: "Sent mail",
  lead: "Mail sent from this organisation (or kept, as no SMTP server is configured).",
  search: {
    status: "Status",
    allStatuses: "All",
    to: "To",
    toPlaceholder: "Part of the address",
    submit: "Search",
  },
  table: {
    createdAt: "Created",
    sentAt: "Sent",
    status: "Status",
    to: "To",
    subject: "Subject",
    result: "SMTP result",
    empty: "No mail matches.",
    total: "{{total}} mails",
    open: "Open",
  },
  detail: {
    title: "Mail",
    from: "From",
    to: "To",
    subject: "Subject",
    status: "Status",
    createdAt: "Created",
    sentAt: "Sent",
    attempts: "Attempts",
    result: "SMTP result",
    messageId: "Message-ID",
    body: "Body",
    close: "Close",
    notSent: "—",
  },
};

// Runs on import, before the screen renders, so no raw key is ever shown.
registerCatalogue(SENT_MAIL_NAMESPACE, { ja, en });
