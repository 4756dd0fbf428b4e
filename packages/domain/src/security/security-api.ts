import { z } from "zod";
import { defineContracts } from "../api/contract";

// The security-setting screen's calls (own password, authenticator app, login history) and the
// password-reminder pages': the route schemas (server: platform/auth/security.routes.ts) and the
// types the back office reads them with.

const newPasswordFields = {
  newPassword: z.string().max(128),
  newPasswordConfirm: z.string().max(128),
};

export const ChangePasswordBody = z.object({
  currentPassword: z.string().min(1, "現在のパスワードを入力してください").max(128),
  ...newPasswordFields,
});

export const TotpCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "6桁の数字を入力してください"),
});

/** A fresh otpauth:// URL to scan into the authenticator app. */
export const TotpSetupResponse = z.object({ url: z.string() });

export const LoginHistoryEntrySchema = z.object({
  occurredAt: z.string(),
  ipAddress: z.string(),
  /** null when the browser sent none. */
  userAgent: z.string().nullable(),
  step: z.string(),
  /** incomplete: the password was right but the two-step code never entered. */
  result: z.enum(["success", "failure", "incomplete"]),
});
export const LoginHistoryResponse = z.array(LoginHistoryEntrySchema);

export const LoginReminderBody = z.object({
  mailAddress: z.string().trim().email("メールアドレスの形式で入力してください").max(254),
  tenantCd: z.string().trim().min(1).max(32).optional(),
});

export const LoginResetQuery = z.object({ token: z.string().min(1).max(200) });
export const LoginResetCheckResponse = z.object({ valid: z.boolean(), displayUserId: z.string().optional() });
export const LoginResetBody = z.object({ token: z.string().min(1).max(200), ...newPasswordFields });

export const securityContracts = defineContracts({
  "POST /app/api/v2/security/password": null,
  "POST /app/api/v2/security/totp/setup": TotpSetupResponse,
  "POST /app/api/v2/security/totp/confirm": null,
  "GET /app/api/v2/security/login-history": LoginHistoryResponse,
  "POST /app/api/v2/manage/login-reminder": null,
  "GET /app/api/v2/manage/login-reset": LoginResetCheckResponse,
  "POST /app/api/v2/manage/login-reset": null,
} as const);

export type LoginHistoryEntry = z.infer<typeof LoginHistoryEntrySchema>;
export type TotpSetupResult = z.infer<typeof TotpSetupResponse>;
export type LoginResetCheck = z.infer<typeof LoginResetCheckResponse>;
