import type { ResolvedAccessKey } from "../../api/form-api";
import { formApi } from "../../api/form-api";
import { sessionFromResolved } from "../../api/resolved-session";
import { formPaths, PASSWORD_RESET_PATH } from "../../app/paths";
import { formTargetAfterLogin } from "../../auth/after-login";
import { formSession, updateFormSession } from "../../session/form-session";

/**
 * The resolve call does not name the completion mail's sender; the public form does. Fetched in the
 * background (nothing waits for it) and kept only if the tab still shows the same link.
 */
function fillSenderMailAddress(accessKey: string): void {
  formApi
    .senderMailAddress()
    .then((sender) => {
      if (sender && formSession.get().accessKey === accessKey)
        updateFormSession({ senderMailAddress: sender });
    })
    .catch(() => {
      // The login modal then speaks of "the completion mail" without an address.
    });
}

/** Only an in-app path the server names is followed; anything odd falls back to the answer screen. */
const SAFE_ROUTE = /^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/**
 * Spec §2.2 /redirect after the key resolved: stores the §3.1 state and answers where to go. A
 * password-reset key goes to the reset screen with its key; a logged-in user enters the form by
 * the answer's status (spec §4); anyone else goes where the server says (the answer screen).
 * Null when a §8.1 reaction already took the user elsewhere.
 */
export async function targetOfLink(
  accessKey: string,
  resolved: ResolvedAccessKey,
  resetId: string | null,
): Promise<string | null> {
  const next = sessionFromResolved(accessKey, resolved, formSession.get());
  formSession.set(next);
  const route = SAFE_ROUTE.test(resolved.route) ? resolved.route : formPaths.answer(resolved.form.formId);
  if (route === PASSWORD_RESET_PATH) {
    const query = new URLSearchParams({ accessKey });
    if (resetId) query.set("resetId", resetId);
    return `${PASSWORD_RESET_PATH}?${query}`;
  }
  if (!next.senderMailAddress) fillSenderMailAddress(accessKey);
  if (next.login && next.formUser) return formTargetAfterLogin(next.formUser.formUserId);
  return route;
}
