import { confirmDialog, i18n } from "@gakumu/ui";
import { formApi } from "../api/form-api";
import { navigateTo } from "../app/navigation";
import { mypagePath } from "../app/paths";
import { FormHttpError } from "../http/form-http";
import { clearFormLogin, formSession } from "../session/form-session";

/** A failed logout that still means "not logged in any more" on the server. */
function alreadyLoggedOut(error: unknown): boolean {
  return error instanceof FormHttpError && (error.status === 401 || error.code === "FORM_USER_NOT_FOUND");
}

/**
 * Spec §2.2/§4 logout: asks 「ログアウトします。よろしいですか？」, ends the server session, then
 * clears login, user and access key and goes to /mypage/{accessKey}. When the server cannot be
 * reached the user stays logged in (the toast says why): clearing only the screen would leave the
 * session cookie alive on a shared phone.
 */
export async function logout(): Promise<void> {
  const yes = await confirmDialog({ message: i18n.t("sidebar.logoutConfirm", { ns: "form" }) });
  if (!yes) return;
  const accessKey = formSession.get().accessKey;
  try {
    await formApi.logout();
  } catch (error) {
    if (!alreadyLoggedOut(error)) return;
  }
  clearFormLogin();
  navigateTo(mypagePath(accessKey));
}
