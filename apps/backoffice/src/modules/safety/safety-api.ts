import {
  type ComposeSafetyBodyInput,
  type MemberCandidate,
  type PushTargetInput,
  SAFETY_BASE,
  type SafetyAnswerBodyInput,
  type SafetyCreated,
  type SafetyRecipientPage,
  type SafetyRecipientRow,
  type SafetySendDetail,
  type SafetySendPage,
  type SafetyTemplateItem,
  type TargetOptions,
} from "@gakumu/domain";
import { http } from "../../app/http";
import type { TargetSource } from "../push-notifications/TargetPicker";

// The safety screens' calls (server: modules/safety/safety.routes.ts). The compose screen reads the
// sends under …/sends (its own menu), 安否確認結果 under …/results.

export type SafetyScreen = "sends" | "results";

export const safetyKeys = {
  all: ["safety"] as const,
  options: ["safety", "options"] as const,
  templates: ["safety", "templates"] as const,
  list: (screen: SafetyScreen, drill: string, page: number) =>
    ["safety", screen, "list", drill, page] as const,
  detail: (screen: SafetyScreen, id: number) => ["safety", screen, "detail", id] as const,
  recipients: (screen: SafetyScreen, id: number, state: string, page: number) =>
    ["safety", screen, "recipients", id, state, page] as const,
};

export const safetyTargetSource: TargetSource = {
  key: "safety",
  count: (target: PushTargetInput, signal?: AbortSignal) =>
    http.post<{ count: number }>(`${SAFETY_BASE}/target-count`, { target }, { signal, busy: false }),
  candidates: (keyword: string, signal?: AbortSignal) =>
    http.get<{ items: MemberCandidate[] }>(
      `${SAFETY_BASE}/member-candidates`,
      { keyword },
      { signal, busy: false },
    ),
};

export const safetyApi = {
  options: (signal?: AbortSignal) =>
    http.get<TargetOptions>(`${SAFETY_BASE}/target-options`, undefined, { signal }),
  templates: (signal?: AbortSignal) =>
    http.get<{ items: SafetyTemplateItem[] }>(`${SAFETY_BASE}/templates`, undefined, { signal }),
  saveTemplate: (body: Pick<SafetyTemplateItem, "name" | "title" | "bodyHtml" | "questions" | "isDrill">) =>
    http.post<SafetyTemplateItem>(`${SAFETY_BASE}/templates`, body),
  send: (body: ComposeSafetyBodyInput) => http.post<SafetyCreated>(`${SAFETY_BASE}/sends`, body),
  list: (screen: SafetyScreen, drill: string, page: number, signal?: AbortSignal) =>
    http.get<SafetySendPage>(`${SAFETY_BASE}/${screen}`, { drill, page }, { signal, busy: false }),
  detail: (screen: SafetyScreen, id: number, signal?: AbortSignal) =>
    http.get<SafetySendDetail>(`${SAFETY_BASE}/${screen}/${id}`, undefined, { signal, busy: false }),
  recipients: (screen: SafetyScreen, id: number, state: string, page: number, signal?: AbortSignal) =>
    http.get<SafetyRecipientPage>(
      `${SAFETY_BASE}/${screen}/${id}/recipients`,
      { state, page },
      { signal, busy: false },
    ),
  close: (id: number) => http.post<SafetySendDetail>(`${SAFETY_BASE}/sends/${id}/close`),
  reopen: (id: number) => http.post<SafetySendDetail>(`${SAFETY_BASE}/sends/${id}/reopen`),
  resend: (id: number, resendType: number) =>
    http.post<SafetyCreated>(`${SAFETY_BASE}/sends/${id}/resend`, { resendType }),
  proxyAnswer: (id: number, recipientId: number, body: SafetyAnswerBodyInput) =>
    http.put<SafetyRecipientRow>(`${SAFETY_BASE}/results/${id}/recipients/${recipientId}/answer`, body),
};
