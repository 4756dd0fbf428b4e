import { notify, useTranslation } from "@gakumu/ui";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { domainMessage } from "../i18n/domain-messages";
import { formSession } from "../session/form-session";
import { formTargetAfterLogin } from "./after-login";
import { checkFormUserSession } from "./use-session-check";

// The LINE callback (apps/server form-users) redirects into the shell with ?lineLogin=done, or with
// ?lineLoginError=<Japanese message>. Anyone can craft such a link, so the message is shown only when
// it is one of the server's own sentences; anything else gets the general failure sentence.
const KNOWN_ERRORS = ["lineExpired", "lineCancelled", "lineFailed"] as const;

/** Reacts once to the outcome of a LINE login: a toast, and on success the routing of spec §4. */
export function useLineLoginResult(): void {
  const { t } = useTranslation("form");
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get("lineLoginError");
  const done = params.get("lineLogin") === "done";

  useEffect(() => {
    if (error === null && !done) return;
    // Off the URL, so a reload does not repeat the message.
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("lineLoginError");
        next.delete("lineLogin");
        return next;
      },
      { replace: true },
    );
    if (error !== null) {
      const ja = (key: string) => t(key, { lng: "ja" });
      const known = KNOWN_ERRORS.find((key) => ja(`login.${key}`) === error);
      notify.danger({
        title: domainMessage("client.errorTitle"),
        message: t(`login.${known ?? "lineFailed"}`),
      });
      return;
    }
    void (async () => {
      await checkFormUserSession();
      const { login, formUser, loginPage, form } = formSession.get();
      if (!login || !formUser) return;
      notify.success({ message: t("login.loggedIn") });
      if (loginPage !== "form" || !form) return;
      const target = await formTargetAfterLogin(formUser.formUserId);
      if (target) navigate(target, { replace: true });
    })();
  }, [error, done, setParams, navigate, t]);
}
