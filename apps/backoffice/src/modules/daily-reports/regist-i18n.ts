import { registerCatalogue } from "@gakumu/ui";

// Texts of the public page /regist-daily-report (families and members, phone first). Its own
// catalogue, so the public page loads none of the staff screens' texts.
export const DAILY_REPORT_LINK_NAMESPACE = "dailyReportLink";

const ja = {
  title: "日報の提出",
  opening: "日報の提出画面を開いています…",
  lead: "学務アプリのアカウントでログインすると、日報の提出画面が開きます。",
  open: "日報の提出画面を開く",
  invalid: "このリンクは使用できません",
  invalidLead:
    "リンクが途中で切れているか、正しくありません。お知らせのリンクをもう一度開くか、学務アプリの「日報」から提出してください。",
  openList: "学務アプリの「日報」を開く",
};

const en: typeof ja = {
  title: "Hand in a daily report",
  opening: "Opening the daily report…",
  lead: "Sign in with your Gakumu app account and the daily report form opens.",
  open: "Open the daily report",
  invalid: "This link cannot be used",
  invalidLead:
    "The link is cut short or not valid. Open the link in the message again, or hand in the report from 日報 in the Gakumu app.",
  openList: "Open 日報 in the Gakumu app",
};

registerCatalogue(DAILY_REPORT_LINK_NAMESPACE, { ja, en });
