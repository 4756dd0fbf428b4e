import { defineCodes } from "./define-codes";

// Menu category codes of spec §6, in the spec's order. Labels chosen where the spec names none: the
// usual menu titles of a Japanese school system. SAMPLE (999) exists but is disabled, so it is valid
// as a code but never offered in a select.
export const MenuCategory = defineCodes({
  MEMBER: { code: 10, label: "メンバー管理" },
  CONCERN: { code: 15, label: "関係者管理" },
  PUSH: { code: 20, label: "プッシュ通知" },
  SURVEY: { code: 25, label: "アンケート" },
  HEALTH_CARE: { code: 26, label: "ヘルスケア" },
  SAFETY: { code: 30, label: "安否確認" },
  GROUP_PUSH: { code: 35, label: "グループプッシュ通知" },
  NOTEBOOK: { code: 40, label: "手帳" },
  CONTACT: { code: 50, label: "連絡" },
  COMMUTER_CERTIFICATE: { code: 60, label: "通学証明書" },
  TIME_CARD: { code: 70, label: "タイムカード" },
  ATTENDANCE: { code: 80, label: "出欠管理" },
  NEWS: { code: 90, label: "お知らせ" },
  COURSE_MANAGEMENT: { code: 100, label: "講座管理" },
  FACILITY_RESERVATION: { code: 110, label: "施設予約" },
  STUDY_PLAN: { code: 120, label: "学習計画" },
  BULK_UPDATE: { code: 130, label: "一括更新" },
  EXAMINATION: { code: 160, label: "試験" },
  GRADE_RATING: { code: 170, label: "成績評価" },
  MASTER: { code: 800, label: "マスタ管理" },
  AUTHORITY: { code: 900, label: "権限管理" },
  MOBILE_MANAGE: { code: 910, label: "モバイル管理" },
  APPLICANT: { code: 220, label: "志願者管理" },
  FORM: { code: 300, label: "フォーム" },
  SAMPLE: { code: 999, label: "サンプル", disabled: true },
});
