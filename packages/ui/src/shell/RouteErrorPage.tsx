import { Button } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { isChunkLoadError, reloadOnChunkError } from "../chunk/chunk-reload-guard";
import { ErrorPage } from "./ErrorPage";

export interface RouteErrorPageProps {
  /** Where the link on the error page leads, e.g. "/login". */
  homeTo?: string;
  homeLabel?: string;
  /**
   * The error an error boundary caught, for routers without errorElement (the form frontend's
   * declarative router). Left out, the page reads the data router's route error (useRouteError,
   * which only works as an errorElement).
   */
  error?: unknown;
}

/**
 * errorElement for the router, or what an error boundary around the routes shows. A lazy screen
 * whose chunk vanished after a deploy reloads the page once (see chunk-reload-guard); anything else
 * shows the system error page rather than a blank screen, without internals.
 */
export function RouteErrorPage(props: RouteErrorPageProps) {
  // Two components, because useRouteError throws outside a data router.
  return "error" in props ? <ErrorView {...props} /> : <DataRouteErrorPage {...props} />;
}

function DataRouteErrorPage(props: RouteErrorPageProps) {
  return <ErrorView {...props} error={useRouteError()} />;
}

function ErrorView({ homeTo, homeLabel, error }: RouteErrorPageProps) {
  const { t } = useTranslation("ui");
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError) reloadOnChunkError(error);
  }, [chunkError, error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        code="404"
        title={t("pages.notFoundTitle")}
        message={t("pages.notFoundMessage")}
        linkTo={homeTo}
        linkLabel={homeLabel}
      />
    );
  }
  return (
    <ErrorPage
      code={chunkError ? undefined : "500"}
      title={t("pages.systemErrorTitle")}
      message={chunkError ? t("pages.chunkErrorMessage") : t("pages.systemErrorMessage")}
      linkTo={homeTo}
      linkLabel={homeLabel}
    >
      <Button variant="subtle" onClick={() => window.location.reload()}>
        {t("common.reload")}
      </Button>
    </ErrorPage>
  );
}
