import { ErrorPage, FullPageLoader, useTranslation } from "@gakumu/ui";
import { useQuery } from "@tanstack/react-query";
import { Navigate, Outlet } from "react-router";
import { httpErrorMessage, isUnauthenticated } from "./http";
import { fetchLoginUser, sessionKeys } from "./session";

/**
 * Authentication gate of spec §2.1: every path that is not public passes here. Unauthenticated
 * users go to /login. Loading the menu, organisation and parameters before showing content comes
 * with the home shell; for now an authenticated user just gets the child route.
 */
export function RequireSession() {
  const { t } = useTranslation(["backoffice", "ui"]);
  const loginUser = useQuery({
    queryKey: sessionKeys.loginUser(),
    queryFn: ({ signal }) => fetchLoginUser(signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

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
  return <Outlet />;
}
