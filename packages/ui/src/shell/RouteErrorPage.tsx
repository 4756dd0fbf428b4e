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
}

/**
 * errorElement for the router. A lazy route whose chunk vanished after a deploy reloads the page
 * once (see chunk-reload-guard); anything else shows the system error page rather than a blank
 * screen, without internals.
 */
export function RouteErrorPage({ homeTo, homeLabel }: RouteErrorPageProps) {
  const error = useRouteError();
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
