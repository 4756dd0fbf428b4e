import { defineCodes } from "./define-codes";

// Attendance / time card code lists of spec §3.4.
// Labels chosen where the spec names none (the spec gives only ranges for three of these lists, so
// the meanings below are our reading and should be confirmed with the product owner):
// - AttendanceMethod 0–4: 利用しない, QRコード, ICカード, 位置情報, ビーコン
// - AttendanceLinkStatus 1–9 (school attendance linked from stamps): 出席, 遅刻, 早退, 遅刻・早退,
//   欠席, 公欠, 忌引, 出席停止, 未連携
// - AttendanceCorrectStatus 1–8 (a correction adds or changes one of the four stamp kinds)
// - StampingMethod: 自動 / 手動 / 打刻しない; FaceAuthenticationResult: 成功 / スキップ / 未使用

export const AttendanceMethod = defineCodes({
  NONE: { code: 0, label: "利用しない" },
  QR_CODE: { code: 1, label: "QRコード" },
  IC_CARD: { code: 2, label: "ICカード" },
  LOCATION: { code: 3, label: "位置情報" },
  BEACON: { code: 4, label: "ビーコン" },
});

export const AttendanceStatus = defineCodes({
  CLOCK_IN: { code: 1, label: "出勤" },
  CLOCK_OUT: { code: 2, label: "退勤" },
  BREAK_START: { code: 3, label: "休憩開始" },
  BREAK_END: { code: 4, label: "休憩終了" },
});

export const AttendanceLinkStatus = defineCodes({
  PRESENT: { code: 1, label: "出席" },
  LATE: { code: 2, label: "遅刻" },
  EARLY_LEAVE: { code: 3, label: "早退" },
  LATE_AND_EARLY_LEAVE: { code: 4, label: "遅刻・早退" },
  ABSENT: { code: 5, label: "欠席" },
  OFFICIAL_ABSENCE: { code: 6, label: "公欠" },
  BEREAVEMENT: { code: 7, label: "忌引" },
  SUSPENSION: { code: 8, label: "出席停止" },
  UNLINKED: { code: 9, label: "未連携" },
});

export const AttendanceCorrectStatus = defineCodes({
  ADD_CLOCK_IN: { code: 1, label: "出勤追加" },
  ADD_CLOCK_OUT: { code: 2, label: "退勤追加" },
  ADD_BREAK_START: { code: 3, label: "休憩開始追加" },
  ADD_BREAK_END: { code: 4, label: "休憩終了追加" },
  MODIFY_CLOCK_IN: { code: 5, label: "出勤修正" },
  MODIFY_CLOCK_OUT: { code: 6, label: "退勤修正" },
  MODIFY_BREAK_START: { code: 7, label: "休憩開始修正" },
  MODIFY_BREAK_END: { code: 8, label: "休憩終了修正" },
});

export const StampingMethod = defineCodes({
  AUTO: { code: "AUTO", label: "自動" },
  MANUAL: { code: "MANUAL", label: "手動" },
  OFF: { code: "OFF", label: "打刻しない" },
});

export const FaceAuthenticationResult = defineCodes({
  SUCCESS: { code: "SUCCESS", label: "成功" },
  SKIP: { code: "SKIP", label: "スキップ" },
  NOT_USED: { code: "NOT_USED", label: "未使用" },
});
