import { PREFECTURE_CHOICES, RequestStatus } from "@gakumu/domain";
import type { PayloadValue } from "./member-requests-api";

/**
 * The member fields each change request type carries, as the server defines them
 * (server: modules/member-requests/request-payloads.ts CHANGE_FIELDS); certificate types carry
 * purpose and copies instead.
 */
export const CHANGE_FIELDS: Readonly<Record<string, readonly { fieldName: string; required: boolean }[]>> = {
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

export const MAX_CERTIFICATE_COPIES = 10;

export const isChangeType = (requestType: string) => requestType in CHANGE_FIELDS;

/** A stored value as people read it: prefecture names instead of their codes, — for nothing. */
export function displayValue(fieldName: string, value: PayloadValue): string {
  if (value === null || value === "") return "—";
  if (fieldName === "prefectures_cd")
    return PREFECTURE_CHOICES.find((c) => c.value === value)?.label ?? String(value);
  return String(value);
}

export const STATUS_COLORS: Record<number, string> = {
  [RequestStatus.WAITING]: "yellow",
  [RequestStatus.APPROVED]: "green",
  [RequestStatus.REJECTED]: "red",
  [RequestStatus.ISSUED]: "blue",
  [RequestStatus.PAID]: "teal",
  [RequestStatus.CANCELED]: "gray",
};
