import { http } from "../../app/http";

/** twoStepType of the login response (spec §4): 0 done, 1 a TOTP code is needed next. */
export const TwoStepType = { NONE: 0, TOTP: 1 } as const;

export interface LoginResponse {
  twoStepType: number;
  /** otpauth:// URL when the authenticator app still has to be set up; otherwise null. */
  url?: string | null;
}

// Errors are shown by the login screens themselves (wrong password must not leave /login).
const shown = { notify: false } as const;

export function postLogin(displayUserId: string, password: string): Promise<LoginResponse> {
  return http.post<LoginResponse>("/app/api/v2/manage/login", { displayUserId, password }, shown);
}

export function postTotp(displayUserId: string, code: string): Promise<unknown> {
  return http.post<unknown>("/app/api/v2/manage/login/totp", { displayUserId, code }, shown);
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
