import { describe, expect, it } from "vitest";
import { rows } from "./code-table.testing";
import {
  AnswerMethod,
  NoticeSettingType,
  NotificationStatus,
  NotificationType,
  ResendType,
  SafetyState,
  SendStatus,
  SendTarget,
} from "./notification";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("notification codes", () => {
  it("NotificationType", () => {
    expect(rows(NotificationType)).toEqual([
      ["PUSH", 1, "プッシュ通知"],
      ["SAFETY", 2, "安否確認"],
      ["SURVEY", 3, "アンケート"],
      ["GROUP_PUSH", 4, "グループプッシュ通知"],
      ["RSS_LINKAGE", 5, "RSS連携"],
      ["DAILY_SAFETY", 6, "定時安否確認"],
      ["CONTACT", 7, "連絡"],
      ["NEWS", 8, "お知らせ"],
    ]);
  });

  it("SafetyState", () => {
    expect(rows(SafetyState)).toEqual([
      ["NO_CONTACT", 0, "未連絡"],
      ["SAFE", 1, "無事"],
      ["MINOR_INJURY", 2, "軽傷"],
      ["SERIOUS_INJURY", 3, "重傷"],
    ]);
  });

  it("SendStatus", () => {
    expect(rows(SendStatus)).toEqual([
      ["SUCCESS", 1, "成功"],
      ["FAILURE", 2, "失敗"],
    ]);
  });

  it("SendTarget", () => {
    expect(rows(SendTarget)).toEqual([
      ["ALL", "ALL", "全員"],
      ["VALID", "VALID", "有効なメンバーのみ"],
    ]);
  });

  it("ResendType", () => {
    expect(rows(ResendType)).toEqual([
      ["ALL", 1, "全員"],
      ["UNREAD", 2, "未読者"],
      ["NO_REPLY", 3, "未回答者"],
    ]);
  });

  it("AnswerMethod", () => {
    expect(rows(AnswerMethod)).toEqual([
      ["MOBILE_APP", "MOBILE_APP", "モバイルアプリ"],
      ["MAIL_LINK", "MAIL_LINK", "メールリンク"],
    ]);
  });

  it("NotificationStatus", () => {
    expect(rows(NotificationStatus)).toEqual([
      ["COMPLETED", 1, "送信完了"],
      ["WAITING", 2, "送信待ち（予約）"],
      ["CANCELED", 3, "取消"],
      ["FAILED", 9, "送信失敗"],
    ]);
  });

  it("NoticeSettingType", () => {
    expect(rows(NoticeSettingType)).toEqual([
      ["CONTACT_FROM_MEMBER", "CONTACT_FROM_MEMBER", "メンバーからの連絡"],
      ["HEALTH_CARE", "HEALTH_CARE", "ヘルスケア"],
      ["PUSH_REPLY_FOR_MYSELF", "PUSH_REPLY_FOR_MYSELF", "自分宛てプッシュ通知への返信"],
      ["CERTIFICATE_ISSUE_REQUEST", "CERTIFICATE_ISSUE_REQUEST", "証明書発行申請"],
      ["SAMPLE_QR_SCAN", "SAMPLE_QR_SCAN", "サンプルQR読み取り"],
    ]);
  });
});
