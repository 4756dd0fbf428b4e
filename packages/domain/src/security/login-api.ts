import { z } from "zod";
import { defineContracts } from "../api/contract";
import { TotpCodeBody } from "./security-api";

// The back-office login (spec §7.3): the password step, the authenticator-code step and logout. The
// route schemas (server: platform/auth/login.routes.ts) and the types the login screens read them with.

export const LoginBody = z.object({
  displayUserId: z.string().trim().min(1, "ユーザーIDを入力してください").max(64),
  password: z.string().min(1, "パスワードを入力してください").max(128),
  /** Names the tenant when the platform hosts several and no default is configured. */
  tenantCd: z.string().trim().min(1).max(32).optional(),
});

/** twoStepType of the login answer (spec §4): 0 done, 1 an authenticator code is needed next. */
export const TwoStepType = { NONE: 0, TOTP: 1 } as const;

export const LoginResponse = z.object({
  twoStepType: z.union([z.literal(TwoStepType.NONE), z.literal(TwoStepType.TOTP)]),
  /** otpauth:// URL when the authenticator app still has to be set up; otherwise null. */
  url: z.string().nullable(),
});

export const TotpLoginBody = TotpCodeBody.extend({
  displayUserId: z.string().trim().min(1).max(64),
});
export const TotpLoginResponse = z.object({ success: z.literal(true) });

export const loginContracts = defineContracts({
  "POST /app/api/v2/manage/login": LoginResponse,
  "POST /app/api/v2/manage/login/totp": TotpLoginResponse,
  "POST /app/api/v2/manage/logout": null,
} as const);

export type LoginResult = z.infer<typeof LoginResponse>;
export type TotpLoginResult = z.infer<typeof TotpLoginResponse>;
