import { ErrorPage, FullPageLoader, useTranslation } from "@gakumu/ui";
import { Button } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Navigate, Outlet } from "react-router";
import { gateRedirect } from "./gate-redirect";
import { httpErrorMessage, isUnauthenticated } from "./http";
import { sessionKeys } from "./session";
import { processSelection } from "./session/session-store";
import { useLoginUserQuery } from "./session/use-login-user";
import { ShellDataContext } from "./shell-data";
import { useShellQueries } from "./use-shell-queries";

function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation("backoffice");
  const queryClient = useQueryClient();
  return (
    <ErrorPage
      title={t("shell.loadFailedTitle")}
      message={`${t("shell.loadFailed")}\n${httpErrorMessage(error)}`}
    >
      <Button variant="light" onClick={() => void queryClient.refetchQueries({ queryKey: sessionKeys.all })}>
        {t("shell.retry")}
      </Button>
    </ErrorPage>
  );
}

function ShellDataGate({ user }: { user: Parameters<typeof useShellQueries>[0] }) {
  const shell = useShellQueries(user);
  if (shell.error)
    return isUnauthenticated(shell.error) ? (
      <Navigate to="/login" replace />
    ) : (
      <LoadFailed error={shell.error} />
    );
  if (!shell.data) return <FullPageLoader />;
  return (
    <ShellDataContext.Provider value={shell.data}>
      <Outlet />
    </ShellDataContext.Provider>
  );
}

/**
 * Authentication gate of spec §2.1: every path that is not public passes here. Unauthenticated
 * visitors go to /login; a user who must change or renew the password, or choose an organisation and
 * process mode first, goes there; everyone else waits behind a full-page loader until the user,
 * organisation, manuals, menu, parameters and import fields are loaded, then sees the shell.
 */
export function AuthGate() {
  const loginUser = useLoginUserQuery();
  if (loginUser.isPending) return <FullPageLoader />;
  if (loginUser.isError) {
    return isUnauthenticated(loginUser.error) ? (
      <Navigate to="/login" replace />
    ) : (
      <LoadFailed error={loginUser.error} />
    );
  }
  const redirect = gateRedirect(loginUser.data, processSelection.isDone());
  if (redirect) return <Navigate to={redirect} replace />;
  return <ShellDataGate user={loginUser.data} />;
}
