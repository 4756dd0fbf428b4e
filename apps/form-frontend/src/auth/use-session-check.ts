import { useEffect } from "react";
import { formApi } from "../api/form-api";
import { FormHttpError } from "../http/form-http";
import { formSession, updateFormSession } from "../session/form-session";

let inFlight: Promise<void> | null = null;

/** One check at a time: StrictMode and quick remounts must not ask twice. */
export async function checkFormUserSession(): Promise<void> {
  inFlight ??= (async () => {
    const before = formSession.get();
    try {
      const me = await formApi.me({ busy: false, notify: false });
      if (!me?.formUserId) return;
      if (before.login && before.formUser?.formUserId === me.formUserId) return;
      updateFormSession({
        login: true,
        formUser: {
          formUserId: me.formUserId,
          loginId: me.loginId,
          lineDisplayName: me.lineDisplayName ?? null,
        },
      });
    } catch (error) {
      // Only "no session" counts: a network failure or a server not serving the call says nothing.
      // The user may have logged in through the modal meanwhile; that login stands.
      const stillSame = formSession.get().formUser?.formUserId === before.formUser?.formUserId;
      if (error instanceof FormHttpError && error.status === 401 && before.login && stillSame) {
        updateFormSession({ login: false, formUser: null });
      }
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Asks the server once per shell visit whether a form-user session exists. It picks up a login
 * made outside this tab's state (the LINE callback lands on a fresh page load), and drops a login
 * the server has ended (idle expiry). A deleted user gets spec §8.1's reaction from the helper.
 */
export function useSessionCheck(): void {
  useEffect(() => {
    void checkFormUserSession();
  }, []);
}
