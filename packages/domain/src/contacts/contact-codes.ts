import { defineCodes } from "../codes/define-codes";

// Codes of 連絡 (contact from members, menu category 50). Labels are the ones staff and families read.

/** Where a report stands. A withdrawn report stays on the board and in the history, struck through. */
export const ContactStatus = defineCodes({
  NEW: { code: "NEW", label: "未確認" },
  CONFIRMED: { code: "CONFIRMED", label: "確認済" },
  REPLIED: { code: "REPLIED", label: "返信済" },
  WITHDRAWN: { code: "WITHDRAWN", label: "取消" },
});
export type ContactStatusCode = (typeof ContactStatus.codes)[number];

/** How a report arrived. */
export const ContactVia = defineCodes({
  APP: { code: "APP", label: "アプリ" },
  WEB: { code: "WEB", label: "Web" },
});
export type ContactViaCode = (typeof ContactVia.codes)[number];

/** Whether a field of a contact type is asked for, and whether it must be filled in. */
export const ContactFieldUse = defineCodes({
  NONE: { code: "NONE", label: "使用しない" },
  OPTIONAL: { code: "OPTIONAL", label: "任意" },
  REQUIRED: { code: "REQUIRED", label: "必須" },
});
export type ContactFieldUseCode = (typeof ContactFieldUse.codes)[number];

/** What happens to a report for today that arrives after the cut-off time. */
export const ContactAfterCutoff = defineCodes({
  ACCEPT: { code: "ACCEPT", label: "受け付けて案内を表示する" },
  REFUSE: { code: "REFUSE", label: "受け付けずに案内を表示する" },
});
export type ContactAfterCutoffCode = (typeof ContactAfterCutoff.codes)[number];

/** On which days every family is expected to report (and gets the reminder when they have not). */
export const ContactExpectedDays = defineCodes({
  SCHOOL_DAYS: { code: "SCHOOL_DAYS", label: "授業日（平日から祝日を除く）" },
  WEEKDAYS: { code: "WEEKDAYS", label: "平日（月〜金）" },
  EVERY_DAY: { code: "EVERY_DAY", label: "毎日" },
});
export type ContactExpectedDaysCode = (typeof ContactExpectedDays.codes)[number];

/** The optional fields a contact type can ask for, in the order the form shows them. */
export const CONTACT_FIELDS = ["arrivalTime", "leaveTime", "temperature", "symptoms", "note"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const CONTACT_FIELD_LABELS: Record<ContactField, string> = {
  arrivalTime: "登校予定時刻",
  leaveTime: "下校時刻",
  temperature: "体温",
  symptoms: "症状",
  note: "連絡事項",
};
