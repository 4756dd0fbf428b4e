import { describe, expect, it } from "vitest";
import { rows } from "./code-table.testing";
import {
  EnrollmentStatus,
  MemberAttributeType,
  MemberExactStatus,
  MemberStatus,
  PhotoChangeApplyStatus,
  PhotoStatus,
  TransferReason,
  toMemberStatus,
} from "./member";

// Every code, label and their order, pinned explicitly: a change here must be deliberate.
describe("member codes", () => {
  it("MemberStatus", () => {
    expect(rows(MemberStatus)).toEqual([
      ["APPROVAL", "APPROVAL", "承認済み"],
      ["AVAILABLE", "AVAILABLE", "利用可能"],
      ["PENDING", "PENDING", "保留"],
      ["APPLYING", "APPLYING", "申請中"],
      ["BEFORE_PHOTO_APP", "BEFORE_PHOTO_APP", "写真未申請"],
      ["PHOTO_APPLYING", "PHOTO_APPLYING", "写真申請中"],
      ["PHOTO_REJECTION", "PHOTO_REJECTION", "写真却下"],
      ["EXPIRED", "EXPIRED", "期限切れ"],
    ]);
  });

  it("MemberExactStatus", () => {
    expect(rows(MemberExactStatus)).toEqual([
      ["APPROVAL", "APPROVAL", "承認済み"],
      ["AVAILABLE", "AVAILABLE", "利用可能"],
      ["PENDING", "PENDING", "保留"],
      ["APPLYING", "APPLYING", "申請中"],
      ["BEFORE_PHOTO_APP", "BEFORE_PHOTO_APP", "写真未申請"],
      ["PHOTO_APPLYING", "PHOTO_APPLYING", "写真申請中"],
      ["PHOTO_REJECTION", "PHOTO_REJECTION", "写真却下"],
      ["EXPIRED_BEFORE", "EXPIRED_BEFORE", "有効期間開始前"],
      ["EXPIRED_AFTER", "EXPIRED_AFTER", "有効期限切れ"],
    ]);
  });

  it("PhotoStatus", () => {
    expect(rows(PhotoStatus)).toEqual([
      ["WAITING", 1, "承認待ち"],
      ["APPROVED", 2, "承認済み"],
      ["REJECTED", 3, "却下"],
    ]);
  });

  it("PhotoChangeApplyStatus", () => {
    expect(rows(PhotoChangeApplyStatus)).toEqual([
      ["NONE", "NONE", "なし"],
      ["WAITING", "WAITING", "承認待ち"],
      ["REJECTED", "REJECTED", "却下"],
    ]);
  });

  it("EnrollmentStatus", () => {
    expect(rows(EnrollmentStatus)).toEqual([
      ["ENROLLED", 1, "在籍"],
      ["LEAVE_OF_ABSENCE", 2, "休学"],
      ["WITHDRAWAL", 3, "退学"],
      ["DISMISSAL", 4, "除籍"],
      ["TRANSFER", 5, "転学"],
      ["GRADUATED", 6, "卒業"],
    ]);
  });

  it("TransferReason", () => {
    expect(rows(TransferReason)).toEqual([
      ["RELOCATION", 1, "転居"],
      ["CAREER_CHANGE", 2, "進路変更"],
      ["FAMILY_CIRCUMSTANCES", 3, "家庭の事情"],
      ["FINANCIAL", 4, "経済的理由"],
      ["ILLNESS_OR_INJURY", 5, "病気・けが"],
      ["ACADEMIC", 6, "学業不振"],
      ["MOVING_ABROAD", 7, "海外転出"],
      ["OTHER", 99, "その他"],
    ]);
  });

  it("MemberAttributeType", () => {
    expect(rows(MemberAttributeType)).toEqual([
      ["TEXT_HARF", "TEXT_HARF", "半角テキスト"],
      ["TEXT_FULL", "TEXT_FULL", "全角テキスト"],
      ["NUMBER", "NUMBER", "数値"],
      ["SELECT", "SELECT", "単一選択"],
      ["MULTIPLE", "MULTIPLE", "複数選択"],
      ["DATE", "DATE", "日付"],
    ]);
  });

  it("collapses the exact status to the member status", () => {
    expect(toMemberStatus("EXPIRED_BEFORE")).toBe("EXPIRED");
    expect(toMemberStatus("EXPIRED_AFTER")).toBe("EXPIRED");
    expect(toMemberStatus("PHOTO_APPLYING")).toBe("PHOTO_APPLYING");
  });
});
