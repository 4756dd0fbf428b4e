import { confirmDialog, dangerConfirmDialog, notify, useTranslation } from "@gakumu/ui";
import { LOGIN_USERS_NAMESPACE } from "./i18n";
import type { LoginUserItem } from "./login-users-api";
import { useResetPassword, useSecurityAction } from "./queries";

/**
 * The row actions of the login-user list, each behind a confirmation: lock / unlock, password reset
 * (the new password is handed to `onPasswordGenerated` to be shown once) and TOTP reset.
 */
export function useLoginUserActions(onPasswordGenerated: (name: string, password: string) => void) {
  const { t } = useTranslation(LOGIN_USERS_NAMESPACE);
  const security = useSecurityAction();
  const resetPassword = useResetPassword();

  // Failures are toasted by the HTTP helper; here they only stop the success message.
  const attempt = async (work: () => Promise<unknown>, success?: string) => {
    try {
      await work();
      if (success) notify.success({ message: success });
    } catch {
      // already shown
    }
  };

  return {
    pending: security.isPending || resetPassword.isPending,

    async toggleLock(user: LoginUserItem) {
      const locking = !user.locked;
      const message = t(locking ? "actions.lockMessage" : "actions.unlockMessage", { name: user.name });
      const ok = locking ? await dangerConfirmDialog({ message }) : await confirmDialog({ message });
      if (!ok) return;
      const action = locking ? "lock" : "unlock";
      await attempt(
        () => security.mutateAsync({ loginUserId: user.loginUserId, action }),
        t(locking ? "actions.locked" : "actions.unlocked"),
      );
    },

    async resetPassword(user: LoginUserItem) {
      if (!(await dangerConfirmDialog({ message: t("actions.resetPasswordMessage", { name: user.name }) })))
        return;
      await attempt(async () => {
        const answer = await resetPassword.mutateAsync(user.loginUserId);
        if (answer.generatedPassword) onPasswordGenerated(answer.loginUser.name, answer.generatedPassword);
      });
    },

    async resetTotp(user: LoginUserItem) {
      if (!(await dangerConfirmDialog({ message: t("actions.resetTotpMessage", { name: user.name }) })))
        return;
      await attempt(
        () => security.mutateAsync({ loginUserId: user.loginUserId, action: "reset-totp" }),
        t("actions.totpReset"),
      );
    },
  };
}
