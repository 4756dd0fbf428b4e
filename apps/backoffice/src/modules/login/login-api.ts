import { requestJson } from "../../app/http";

/** twoStepType of the login response (spec §4): 0 done, 1 a TOTP code is needed next. */
export const TwoStepType = { NONE: 0, TOTP: 1 } as const;

export interface LoginResponse {
  twoStepType: number;
  /** otpauth:// URL when the authenticator app still has to be set up; otherwise empty. */
  url?: string | null;
}

export function postLogin(displayUserId: string, password: string): Promise<LoginResponse> {
  return requestJson<LoginResponse>("POST", "/app/api/v2/manage/login", { displayUserId, password });
}

export function postTotp(displayUserId: string, code: string): Promise<unknown> {
  return requestJson<unknown>("POST", "/app/api/v2/manage/login/totp", { displayUserId, code });
}
