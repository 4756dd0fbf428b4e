import type { SafetyAnswerBodyInput, SafetyAnswerView } from "@gakumu/domain/safety/safety-api";
import { memberHttp } from "../http/member-http";
import { API } from "./inbox-api";

// The member API's safety answer calls (contract: packages/domain/src/safety/safety-api.ts).
// Type-only imports of the domain's schemas: they stay out of the app's bundle.

export const safetyKeys = {
  view: (deliveryId: number) => ["safety", deliveryId] as const,
};

/** Opens the safety confirmation of an inbox message; the server records the read. */
export function fetchSafety(deliveryId: number, signal?: AbortSignal): Promise<SafetyAnswerView> {
  return memberHttp.get<SafetyAnswerView>(`${API}/safety/${deliveryId}`, { notify: false, signal });
}

export function answerSafety(deliveryId: number, body: SafetyAnswerBodyInput): Promise<SafetyAnswerView> {
  return memberHttp.put<SafetyAnswerView>(`${API}/safety/${deliveryId}/answer`, body, { notify: false });
}
