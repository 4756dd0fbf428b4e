import { describe, expect, it } from "vitest";
import {
  AttendanceCorrectStatus,
  AttendanceLinkStatus,
  AttendanceMethod,
  AttendanceStatus,
  FaceAuthenticationResult,
  StampingMethod,
} from "./attendance";
import { rows } from "./code-table.testing";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("attendance codes", () => {
  it("AttendanceMethod", () => {
    expect(rows(AttendanceMethod)).toEqual([
      ["NONE", 0, "利用しない"],
      ["QR_CODE", 1, "QRコード"],
      ["IC_CARD", 2, "ICカード"],
      ["LOCATION", 3, "位置情報"],
      ["BEACON", 4, "ビーコン"],
    ]);
  });

  it("AttendanceStatus", () => {
    expect(rows(AttendanceStatus)).toEqual([
      ["CLOCK_IN", 1, "出勤"],
      ["CLOCK_OUT", 2, "退勤"],
      ["BREAK_START", 3, "休憩開始"],
      ["BREAK_END", 4, "休憩終了"],
    ]);
  });

  it("AttendanceLinkStatus", () => {
    expect(rows(AttendanceLinkStatus)).toEqual([
      ["PRESENT", 1, "出席"],
      ["LATE", 2, "遅刻"],
      ["EARLY_LEAVE", 3, "早退"],
      ["LATE_AND_EARLY_LEAVE", 4, "遅刻・早退"],
      ["ABSENT", 5, "欠席"],
      ["OFFICIAL_ABSENCE", 6, "公欠"],
      ["BEREAVEMENT", 7, "忌引"],
      ["SUSPENSION", 8, "出席停止"],
      ["UNLINKED", 9, "未連携"],
    ]);
  });

  it("AttendanceCorrectStatus", () => {
    expect(rows(AttendanceCorrectStatus)).toEqual([
      ["ADD_CLOCK_IN", 1, "出勤追加"],
      ["ADD_CLOCK_OUT", 2, "退勤追加"],
      ["ADD_BREAK_START", 3, "休憩開始追加"],
      ["ADD_BREAK_END", 4, "休憩終了追加"],
      ["MODIFY_CLOCK_IN", 5, "出勤修正"],
      ["MODIFY_CLOCK_OUT", 6, "退勤修正"],
      ["MODIFY_BREAK_START", 7, "休憩開始修正"],
      ["MODIFY_BREAK_END", 8, "休憩終了修正"],
    ]);
  });

  it("StampingMethod", () => {
    expect(rows(StampingMethod)).toEqual([
      ["AUTO", "AUTO", "自動"],
      ["MANUAL", "MANUAL", "手動"],
      ["OFF", "OFF", "打刻しない"],
    ]);
  });

  it("FaceAuthenticationResult", () => {
    expect(rows(FaceAuthenticationResult)).toEqual([
      ["SUCCESS", "SUCCESS", "成功"],
      ["SKIP", "SKIP", "スキップ"],
      ["NOT_USED", "NOT_USED", "未使用"],
    ]);
  });
});
