import { defineCodes } from "./define-codes";

// Platform-level code lists of spec §3.4 ("Other", contract, operation) and the process modes.

// Labels chosen where the spec names none:
// - ProcessMode: 通常 / 卒業生 / 入試 / 関係者 (CONCERN is read as 関係者, people concerned with a member,
//   e.g. guardians; it has its own member import fields)
// - SystemCode: 学生 / メンバー / 職員; ContractType, OperationType: katakana / 本番・デモ・テスト
// - MultifactorMethod 0–5: the spec gives only the range; the methods below are our reading of a
//   typical Japanese SaaS two-step setting (none, authenticator app, mail, SMS, voice call, passkey)
// - FileFormat keeps the spec's codes "Excel" and "Csv"

export const ProcessMode = defineCodes({
  NORMAL: { code: 0, label: "通常" },
  ALUMNI: { code: 1, label: "卒業生" },
  ADMISSION: { code: 2, label: "入試" },
  CONCERN: { code: 9, label: "関係者" },
});

export const SystemCode = defineCodes({
  STUDENT: { code: 2, label: "学生" },
  MEMBER: { code: 4, label: "メンバー" },
  EMPLOYEE: { code: 5, label: "職員" },
});

export const ContractType = defineCodes({
  ADVANCED: { code: "ADVANCED", label: "アドバンスト" },
  BASIC: { code: "BASIC", label: "ベーシック" },
  TRIAL: { code: "TRIAL", label: "トライアル" },
});

export const OperationType = defineCodes({
  PRODUCTION: { code: "PRODUCTION", label: "本番" },
  DEMO: { code: "DEMO", label: "デモ" },
  TESTING: { code: "TESTING", label: "テスト" },
});

export const ConnectionSource = defineCodes({
  WEB: { code: 1, label: "Web" },
  MOBILE_MANAGE: { code: 2, label: "モバイル管理" },
});

export const MultifactorMethod = defineCodes({
  NONE: { code: 0, label: "利用しない" },
  TOTP: { code: 1, label: "認証アプリ" },
  MAIL: { code: 2, label: "メール" },
  SMS: { code: 3, label: "SMS" },
  VOICE: { code: 4, label: "音声通話" },
  PASSKEY: { code: 5, label: "パスキー" },
});

export const NonLoginAccessKeyDataType = defineCodes({
  SURVEY_ANSWER: { code: "SURVEY_ANSWER", label: "アンケート回答" },
  SAFETY_ANSWER: { code: "SAFETY_ANSWER", label: "安否確認回答" },
  CONTACT_FROM_MEMBER: { code: "CONTACT_FROM_MEMBER", label: "メンバーからの連絡" },
  PASSWORD_REMINDER: { code: "PASSWORD_REMINDER", label: "パスワードリマインダー" },
  PASSWORD_RESET: { code: "PASSWORD_RESET", label: "パスワード再設定" },
  TIME_MANAGEMENT: { code: "TIME_MANAGEMENT", label: "勤怠管理" },
  LOGIN_QR: { code: "LOGIN_QR", label: "ログインQR" },
  FORM: { code: "FORM", label: "フォーム" },
  DELIVER_APPROVAL: { code: "DELIVER_APPROVAL", label: "お知らせ・FAQの承認" },
  // Not in the spec's list: none of its kinds fits a member's personal, reusable link to report their
  // health each morning (SURVEY_ANSWER and SAFETY_ANSWER open one send; FORM is an applicant's form).
  HEALTH_CHECK: { code: "HEALTH_CHECK", label: "体調報告" },
});

export const FileFormat = defineCodes({
  EXCEL: { code: "Excel", label: "Excel" },
  CSV: { code: "Csv", label: "CSV" },
});

export const NotebookType = defineCodes({
  TEXT: { code: 1, label: "テキスト" },
  MP3: { code: 2, label: "音声（MP3）" },
  MP4: { code: 3, label: "動画（MP4）" },
  PDF: { code: 4, label: "PDF" },
});

/** What an operation-log row records (spec §7: logType); the back office sends a click per button. */
export const OperationLogType = defineCodes({
  CLICK: { code: "CLICK", label: "クリック" },
});
