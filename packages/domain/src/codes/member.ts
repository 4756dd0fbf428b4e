import { defineCodes } from "./define-codes";

// Member code lists of spec §3.4.
// Labels chosen where the spec names none:
// - MemberStatus / MemberExactStatus: 承認済み, 利用可能, 保留, 申請中, 写真未申請, 写真申請中,
//   写真却下, 期限切れ; the exact status splits 期限切れ into 有効期間開始前 / 有効期限切れ
// - PhotoChangeApplyStatus: なし / 承認待ち / 却下
// - TransferReason 1–7: 転居, 進路変更, 家庭の事情, 経済的理由, 病気・けが, 学業不振, 海外転出
// - MemberAttributeType: 半角テキスト … 日付 (TEXT_HARF keeps the spec's spelling as its code)

export const MemberStatus = defineCodes({
  APPROVAL: { code: "APPROVAL", label: "承認済み" },
  AVAILABLE: { code: "AVAILABLE", label: "利用可能" },
  PENDING: { code: "PENDING", label: "保留" },
  APPLYING: { code: "APPLYING", label: "申請中" },
  BEFORE_PHOTO_APP: { code: "BEFORE_PHOTO_APP", label: "写真未申請" },
  PHOTO_APPLYING: { code: "PHOTO_APPLYING", label: "写真申請中" },
  PHOTO_REJECTION: { code: "PHOTO_REJECTION", label: "写真却下" },
  EXPIRED: { code: "EXPIRED", label: "期限切れ" },
});

/** The exact status: EXPIRED split by which side of the validity period the member is on. */
export const MemberExactStatus = defineCodes({
  APPROVAL: { code: "APPROVAL", label: "承認済み" },
  AVAILABLE: { code: "AVAILABLE", label: "利用可能" },
  PENDING: { code: "PENDING", label: "保留" },
  APPLYING: { code: "APPLYING", label: "申請中" },
  BEFORE_PHOTO_APP: { code: "BEFORE_PHOTO_APP", label: "写真未申請" },
  PHOTO_APPLYING: { code: "PHOTO_APPLYING", label: "写真申請中" },
  PHOTO_REJECTION: { code: "PHOTO_REJECTION", label: "写真却下" },
  EXPIRED_BEFORE: { code: "EXPIRED_BEFORE", label: "有効期間開始前" },
  EXPIRED_AFTER: { code: "EXPIRED_AFTER", label: "有効期限切れ" },
});

type ExactStatus = (typeof MemberExactStatus.codes)[number];
type Status = (typeof MemberStatus.codes)[number];

/** Collapses an exact status to the plain member status (both expiry sides become EXPIRED). */
export function toMemberStatus(exact: ExactStatus): Status {
  return exact === "EXPIRED_BEFORE" || exact === "EXPIRED_AFTER" ? "EXPIRED" : exact;
}

export const PhotoStatus = defineCodes({
  WAITING: { code: 1, label: "承認待ち" },
  APPROVED: { code: 2, label: "承認済み" },
  REJECTED: { code: 3, label: "却下" },
});

export const PhotoChangeApplyStatus = defineCodes({
  NONE: { code: "NONE", label: "なし" },
  WAITING: { code: "WAITING", label: "承認待ち" },
  REJECTED: { code: "REJECTED", label: "却下" },
});

export const EnrollmentStatus = defineCodes({
  ENROLLED: { code: 1, label: "在籍" },
  LEAVE_OF_ABSENCE: { code: 2, label: "休学" },
  WITHDRAWAL: { code: 3, label: "退学" },
  DISMISSAL: { code: 4, label: "除籍" },
  TRANSFER: { code: 5, label: "転学" },
  GRADUATED: { code: 6, label: "卒業" },
});

export const TransferReason = defineCodes({
  RELOCATION: { code: 1, label: "転居" },
  CAREER_CHANGE: { code: 2, label: "進路変更" },
  FAMILY_CIRCUMSTANCES: { code: 3, label: "家庭の事情" },
  FINANCIAL: { code: 4, label: "経済的理由" },
  ILLNESS_OR_INJURY: { code: 5, label: "病気・けが" },
  ACADEMIC: { code: 6, label: "学業不振" },
  MOVING_ABROAD: { code: 7, label: "海外転出" },
  OTHER: { code: 99, label: "その他" },
});

export const MemberAttributeType = defineCodes({
  TEXT_HARF: { code: "TEXT_HARF", label: "半角テキスト" },
  TEXT_FULL: { code: "TEXT_FULL", label: "全角テキスト" },
  NUMBER: { code: "NUMBER", label: "数値" },
  SELECT: { code: "SELECT", label: "単一選択" },
  MULTIPLE: { code: "MULTIPLE", label: "複数選択" },
  DATE: { code: "DATE", label: "日付" },
});
