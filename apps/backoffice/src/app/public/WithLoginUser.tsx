import { ErrorPage, FullPageLoader, useTranslation } from "@gakumu/ui";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { httpErrorMessage, isUnauthenticated } from "../http";
import type { LoginUser } from "../session";
import { useLoginUserQuery } from "../session/use-login-user";

/**
 * For the public screens that still need the session (/expired, /security-setting-before-login,
 * /SelectProcess): they sit outside the gate because the gate sends users to them, but without a
 * session there is nothing to do there but log in.
 */
export function WithLoginUser({ children }: { children: (user: LoginUser) => ReactNode }) {
  const { t } = useTranslation(["ui", "backoffice"]);
  const loginUser = useLoginUserQuery();
  if (loginUser.isPending) return <FullPageLoader />;
  if (loginUser.isError) {
    if (isUnauthenticated(loginUser.error)) return <Navigate to="/login" replace />;
    return (
      <ErrorPage
        title={t("ui:pages.systemErrorTitle")}
        message={httpErrorMessage(loginUser.error)}
        linkTo="/login"
        linkLabel={t("backoffice:errors.backToLogin")}
      />
    );
  }
  return children(loginUser.data);
}
