import { registerCatalogue } from "@gakumu/ui";

// Texts of 職員への通知, the staff-alert section of 自動配信設定.
export const SAFETY_ALERTS_NAMESPACE = "safetyAlerts";

const ja = {
  tab: "職員への通知",
  lead: "安否確認に「重傷」の回答があったとき、また送信から一定時間たっても未回答の方がいるとき、選んだ職員にメールで知らせます。手動の配信・訓練・自動配信のすべてが対象です（訓練は【訓練】と明記されます）。",
  staff: "通知する職員",
  staffHint: "メールアドレスが登録されている職員に届きます",
  noContact: "未回答を通知する",
  minutes: "送信から何分後に未回答を通知するか（分）",
  minutesHint: "5〜1440分。通知は1回の配信につき1回です",
  save: "保存",
  saved: "職員への通知の設定を保存しました。",
};

const en: typeof ja = {
  tab: "Staff alerts",
  lead: "Chosen staff are mailed when someone answers “serious injury”, and when people have not answered some time after a send. Drills are marked as such.",
  staff: "Staff to alert",
  staffHint: "Staff with a mail address receive the alerts",
  noContact: "Alert on no contact",
  minutes: "Minutes after sending",
  minutesHint: "5–1440; once per send",
  save: "Save",
  saved: "Saved.",
};

registerCatalogue(SAFETY_ALERTS_NAMESPACE, { ja, en });
