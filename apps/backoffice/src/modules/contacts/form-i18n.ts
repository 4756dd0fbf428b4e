import { registerCatalogue } from "@gakumu/ui";

// Texts of the public web form /contact-web-register (families, phone first). Its own catalogue, so
// the public page loads none of the staff screens' texts.
export const CONTACT_FORM_NAMESPACE = "contactForm";

const ja = {
  title: "欠席・遅刻などの連絡",
  loading: "読み込んでいます",
  invalid: "このリンクは使用できません",
  memberNo: "学籍番号",
  memberName: "生徒氏名",
  date: "日付",
  today: "今日",
  tomorrow: "明日",
  otherDate: "日付を選ぶ",
  type: "連絡の種類",
  reason: "理由",
  symptoms: "症状（当てはまるものすべて）",
  temperature: "体温",
  temperatureHint: "例 37.5",
  arrivalTime: "登校予定時刻",
  leaveTime: "下校時刻",
  note: "連絡事項",
  send: "送信する",
  cutoff: "締切時刻（{{time}}）を過ぎています",
  cutoffRefused: "今日の分の連絡は受け付けできません。",
  sent: "連絡を受け付けました",
  sentLead: "{{date}} の「{{type}}」の連絡を学校へ送りました。",
  lateNotice: "締切時刻を過ぎてからの連絡です。",
  withdraw: "この連絡を取り消す",
  confirmWithdraw: "この連絡を取り消しますか？",
  withdrawn: "連絡を取り消しました。",
  another: "別の連絡をする",
};

const en: typeof ja = {
  title: "Report an absence or lateness",
  loading: "Loading",
  invalid: "This link cannot be used",
  memberNo: "Pupil number",
  memberName: "Pupil name",
  date: "Date",
  today: "Today",
  tomorrow: "Tomorrow",
  otherDate: "Pick a date",
  type: "What to report",
  reason: "Reason",
  symptoms: "Symptoms (all that apply)",
  temperature: "Temperature",
  temperatureHint: "e.g. 37.5",
  arrivalTime: "Arrival time",
  leaveTime: "Leaving time",
  note: "Message",
  send: "Send",
  cutoff: "Past the cut-off ({{time}})",
  cutoffRefused: "Reports for today are no longer accepted.",
  sent: "Report received",
  sentLead: "Your “{{type}}” report for {{date}} was sent to the school.",
  lateNotice: "This report came after the cut-off.",
  withdraw: "Withdraw this report",
  confirmWithdraw: "Withdraw this report?",
  withdrawn: "Report withdrawn.",
  another: "Send another report",
};

registerCatalogue(CONTACT_FORM_NAMESPACE, { ja, en });
