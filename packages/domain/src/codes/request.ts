import { defineCodes } from "./define-codes";

// Member requests (changes and certificates), commuter certificates and time management (§3.4).
// Labels chosen where the spec names none: RequestType has no codes in the spec, so its codes are
// the UPPER_SNAKE names below (strings, stable, readable in the database); CommuteStatus
// 承認 / 申請中 / 却下.

export const RequestStatus = defineCodes({
  WAITING: { code: 1, label: "承認待ち" },
  APPROVED: { code: 2, label: "承認済み" },
  REJECTED: { code: 3, label: "却下" },
  ISSUED: { code: 4, label: "発行済み" },
  PAID: { code: 5, label: "支払済み" },
  CANCELED: { code: 9, label: "取消" },
});

export const RequestType = defineCodes({
  UPDATE_MOBILE_TEL: { code: "UPDATE_MOBILE_TEL", label: "携帯電話番号変更" },
  UPDATE_ADDRESS: { code: "UPDATE_ADDRESS", label: "住所変更" },
  UPDATE_NAME: { code: "UPDATE_NAME", label: "氏名変更" },
  UPDATE_MAIL_ADDRESS: { code: "UPDATE_MAIL_ADDRESS", label: "メールアドレス変更" },
  ISSUE_ENROLLMENT_CERTIFICATE: { code: "ISSUE_ENROLLMENT_CERTIFICATE", label: "在学証明書発行" },
  ISSUE_EMPLOYMENT_EXAMINATION: { code: "ISSUE_EMPLOYMENT_EXAMINATION", label: "就職試験関係書類発行" },
  ISSUE_GRADUATION_CERTIFICATE: { code: "ISSUE_GRADUATION_CERTIFICATE", label: "卒業証明書発行" },
});

export const CommuteStatus = defineCodes({
  APPROVAL: { code: "APPROVAL", label: "承認" },
  APPLYING: { code: "APPLYING", label: "申請中" },
  REJECTION: { code: "REJECTION", label: "却下" },
});

export const TimeManagementStatus = defineCodes({
  WAITING: { code: 1, label: "承認待ち" },
  APPROVAL: { code: 2, label: "承認済み" },
});

/** A member field a change request carries; `required` by the request itself (the organisation may require more). */
export interface RequestChangeField {
  fieldName: string;
  required: boolean;
}

/**
 * The member fields (spec §3.3 names) each change request type carries; certificate types carry a
 * purpose and a number of copies instead. Shared by the server, which applies them, and the screens.
 */
export const REQUEST_CHANGE_FIELDS: Readonly<Partial<Record<string, readonly RequestChangeField[]>>> = {
  UPDATE_MOBILE_TEL: [{ fieldName: "mobile_tel_no", required: true }],
  UPDATE_ADDRESS: [
    { fieldName: "postal_cd", required: true },
    { fieldName: "prefectures_cd", required: true },
    { fieldName: "address1", required: true },
    { fieldName: "address2", required: false },
  ],
  UPDATE_NAME: [
    { fieldName: "name", required: true },
    { fieldName: "name_kana", required: false },
  ],
  UPDATE_MAIL_ADDRESS: [{ fieldName: "mail_address", required: true }],
};

/** The most copies one certificate request may ask for. */
export const MAX_CERTIFICATE_COPIES = 10;
