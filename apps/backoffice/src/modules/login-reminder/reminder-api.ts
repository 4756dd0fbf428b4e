import type { LoginResetCheck } from "@gakumu/domain";
import { http } from "../../app/http";

/** Always 204, whether or not the address belongs to an account (spec §8.3 style: reveal nothing). */
export function sendLoginReminder(mailAddress: string): Promise<void> {
  return http.post<void>("/app/api/v2/manage/login-reminder", { mailAddress });
}

/** GET /manage/login-reset: whether the link still works, and whose password it resets. */
export type ResetTokenCheck = LoginResetCheck;

export async function checkResetToken(token: string, signal?: AbortSignal): Promise<ResetTokenCheck> {
  return (
    (await http.get<ResetTokenCheck>(
      "/app/api/v2/manage/login-reset",
      { token },
      { busy: false, signal },
    )) ?? {
      valid: false,
    }
  );
}

export function resetPassword(token: string, newPassword: string, newPasswordConfirm: string): Promise<void> {
  return http.post<void>("/app/api/v2/manage/login-reset", { token, newPassword, newPasswordConfirm });
}

export const reminderKeys = {
  resetToken: (token: string) => ["login-reset", token] as const,
};
