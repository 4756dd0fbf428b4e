import { NotificationStatus, type SurveyStatus } from "@gakumu/domain";
import type { DeliveryEngine, DeliverySummary } from "../../platform/delivery/delivery-engine";
import type { SurveyRow } from "./survey-rows";

// Where a survey stands: sent, 送信待ち（予約） or 取消. A reserved survey waits until the delivery engine
// starts its first dispatch (the engine's startedAt, not the clock: a fan-out may start a moment after
// the reserved minute, and until it does the reservation can still be canceled).

export interface SurveyState {
  status: SurveyStatus;
  cancelable: boolean;
}

/** Gone out or going out: sent at once, or a reservation the engine has started. */
export const SENT: SurveyState = { status: NotificationStatus.COMPLETED, cancelable: false };

export function stateOf(row: SurveyRow, summary: DeliverySummary | undefined): SurveyState {
  if (row.canceledAt !== null) return { status: NotificationStatus.CANCELED, cancelable: false };
  if (row.reservedAt !== null && row.deliveryId !== null && !summary?.startedAt)
    return { status: NotificationStatus.WAITING, cancelable: true };
  return SENT;
}

/** The state of each survey by id; only reservations not canceled ask the engine (one query). */
export async function surveyStates(
  delivery: DeliveryEngine,
  tenantId: number,
  rows: readonly SurveyRow[],
): Promise<Map<number, SurveyState>> {
  const reserved = rows.flatMap((r) =>
    r.reservedAt !== null && r.canceledAt === null && r.deliveryId !== null ? [r.deliveryId] : [],
  );
  const summaries = reserved.length > 0 ? await delivery.summaries(tenantId, reserved) : new Map();
  return new Map(
    rows.map((r) => [r.id, stateOf(r, r.deliveryId === null ? undefined : summaries.get(r.deliveryId))]),
  );
}

export const hasGoneOut = (state: SurveyState) => state.status === NotificationStatus.COMPLETED;
