import {
  SAFETY_AUTO_BASE,
  type SafetyAutoFeedStatus,
  type SafetyAutoLogPage,
  type SafetyAutoOptions,
  type SafetyAutoRule,
  type SafetyAutoRuleInput,
} from "@gakumu/domain";
import { http } from "../../app/http";

// 自動配信設定's calls (server: modules/safety-jma/safety-jma.routes.ts).

export const safetyJmaKeys = {
  all: ["safety-jma"] as const,
  rule: ["safety-jma", "rule"] as const,
  options: ["safety-jma", "options"] as const,
  feed: ["safety-jma", "feed"] as const,
  log: (page: number) => ["safety-jma", "log", page] as const,
};

export const safetyJmaApi = {
  rule: (signal?: AbortSignal) => http.get<SafetyAutoRule>(`${SAFETY_AUTO_BASE}/rule`, undefined, { signal }),
  save: (body: SafetyAutoRuleInput) => http.put<SafetyAutoRule>(`${SAFETY_AUTO_BASE}/rule`, body),
  options: (signal?: AbortSignal) =>
    http.get<SafetyAutoOptions>(`${SAFETY_AUTO_BASE}/options`, undefined, { signal }),
  feed: (signal?: AbortSignal) =>
    http.get<SafetyAutoFeedStatus>(`${SAFETY_AUTO_BASE}/feed-status`, undefined, { signal, busy: false }),
  log: (page: number, signal?: AbortSignal) =>
    http.get<SafetyAutoLogPage>(`${SAFETY_AUTO_BASE}/log`, { page }, { signal, busy: false }),
};
