import { registerCatalogue } from "@gakumu/ui";

// Texts of /mail-answer-end (spec §2.1), the page a member sees after answering from a mail link.
export const MAIL_ANSWER_END_NAMESPACE = "mailAnswerEnd";

const ja = {
  title: "回答を送信しました",
  lead: "ご回答ありがとうございました。送信した内容は学校に届いています。",
  close: "このページは閉じてかまいません。",
  app: "学務アプリにログインすると、これまでのお知らせをまとめて確認できます。",
  openApp: "学務アプリを開く",
};

const en: typeof ja = {
  title: "Your answer was sent",
  lead: "Thank you for answering. The school has received it.",
  close: "You may close this page.",
  app: "Sign in to the Gakumu app to read all your messages in one place.",
  openApp: "Open the Gakumu app",
};

// Runs on import, before the screen renders, so no raw key is ever shown.
registerCatalogue(MAIL_ANSWER_END_NAMESPACE, { ja, en });
