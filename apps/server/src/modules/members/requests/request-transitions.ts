import { RequestStatus } from "@gakumu/domain";
import { isChangeRequest } from "./request-payloads";

/**
 * Which status a request may move to from its current one (spec §3.4 request status; the spec gives
 * no transitions, these are the platform's):
 * - change request:      1 waiting → 2 approved (the change is applied to the member) | 3 rejected | 9 canceled
 * - certificate request: 1 waiting → 2 approved | 3 rejected | 9 canceled;
 *                        2 approved → 4 issued | 9 canceled; 4 issued → 5 paid
 * Rejected, canceled, paid and approved changes are final.
 */
const CHANGE_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [RequestStatus.WAITING]: [RequestStatus.APPROVED, RequestStatus.REJECTED, RequestStatus.CANCELED],
};

const CERTIFICATE_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [RequestStatus.WAITING]: [RequestStatus.APPROVED, RequestStatus.REJECTED, RequestStatus.CANCELED],
  [RequestStatus.APPROVED]: [RequestStatus.ISSUED, RequestStatus.CANCELED],
  [RequestStatus.ISSUED]: [RequestStatus.PAID],
};

export function nextStatuses(requestType: string, status: number): readonly number[] {
  const table = isChangeRequest(requestType) ? CHANGE_TRANSITIONS : CERTIFICATE_TRANSITIONS;
  return table[status] ?? [];
}

/** Null when the move is allowed; otherwise the Japanese reason (answered with 409). */
export function transitionError(requestType: string, from: number, to: number): string | null {
  if (nextStatuses(requestType, from).includes(to)) return null;
  if (from === to) return `この申請はすでに「${RequestStatus.label(from)}」です。`;
  return `「${RequestStatus.label(from)}」の申請を「${RequestStatus.label(to)}」にすることはできません。`;
}
