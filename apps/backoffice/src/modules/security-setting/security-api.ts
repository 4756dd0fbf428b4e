import type { LoginHistoryEntry, TotpSetupResult } from "@gakumu/domain";
import { http } from "../../app/http";
import { sessionKeys } from "../../app/session";

// Results are the routes' own types (@gakumu/domain security/security-api.ts).
export type { LoginHistoryEntry } from "@gakumu/domain";

export const securityKeys = {
  loginHistory: () => [...sessionKeys.all, "loginHistory"] as const,
};

export function changePassword(currentPassword: string, newPassword: string, newPasswordConfirm: string) {
  return http.post<void>("/app/api/v2/security/password", {
    currentPassword,
    newPassword,
    newPasswordConfirm,
  });
}

/** Starts (or restarts) authenticator setup: a fresh otpauth:// URL to scan. */
export async function startTotpSetup(): Promise<string> {
  const answer = await http.post<TotpSetupResult>("/app/api/v2/security/totp/setup", undefined);
  return answer.url;
}

export function confirmTotp(code: string): Promise<void> {
  return http.post<void>("/app/api/v2/security/totp/confirm", { code });
}

export async function fetchLoginHistory(signal?: AbortSignal): Promise<LoginHistoryEntry[]> {
  return (
    (await http.get<LoginHistoryEntry[]>("/app/api/v2/security/login-history", undefined, {
      busy: false,
      signal,
    })) ?? []
  );
}
