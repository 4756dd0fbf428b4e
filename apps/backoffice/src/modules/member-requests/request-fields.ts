import {
  MAX_CERTIFICATE_COPIES,
  PREFECTURE_CHOICES,
  REQUEST_CHANGE_FIELDS,
  RequestStatus,
} from "@gakumu/domain";
import type { PayloadValue } from "./member-requests-api";

// Which member fields each change request carries is the domain's (REQUEST_CHANGE_FIELDS), shared with the server.
export const CHANGE_FIELDS = REQUEST_CHANGE_FIELDS;
export { MAX_CERTIFICATE_COPIES };

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
