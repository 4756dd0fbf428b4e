import type { LoginResult, TotpLoginResult } from "@gakumu/domain";
import { http } from "../../app/http";

// The login screens' calls (server: platform/auth/login.routes.ts); the answers' shapes are the
// domain's contract.

export { TwoStepType } from "@gakumu/domain";

// Errors are shown by the login screens themselves (wrong password must not leave /login).
const shown = { notify: false } as const;

export function postLogin(displayUserId: string, password: string): Promise<LoginResult> {
  return http.post<LoginResult>("/app/api/v2/manage/login", { displayUserId, password }, shown);
}

export function postTotp(displayUserId: string, code: string): Promise<TotpLoginResult> {
  return http.post<TotpLoginResult>("/app/api/v2/manage/login/totp", { displayUserId, code }, shown);
}

/** Where the second step lives in the history entry, so a reload during TOTP keeps it. */
export interface PendingTotp {
  displayUserId: string;
  url: string | null;
}

export function isPendingTotp(value: unknown): value is PendingTotp {
  const state = value as Partial<PendingTotp> | null;
  return (
    typeof state?.displayUserId === "string" &&
    state.displayUserId !== "" &&
    (state.url === null || typeof state.url === "string")
  );
}
