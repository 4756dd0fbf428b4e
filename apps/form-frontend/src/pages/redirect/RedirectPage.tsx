import { ErrorPage, FullPageLoader, PageTitle, useTranslation } from "@gakumu/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { formApi } from "../../api/form-api";
import { NOT_FOUND_PATH } from "../../app/paths";
import { FormHttpError, formHttpErrorMessage } from "../../http/form-http";
import { targetOfLink } from "./open-link";

/**
 * /redirect?accessKey=… (spec §2.2): the link staff send. The key is checked through the server;
 * a missing, invalid or expired key leads to /not-found (spec §8.1, done by the form helper), a
 * valid one stores the form-mode session (§3.1) and enters the form (§4). Any other refusal (the
 * form was unpublished) is explained here with the server's message.
 */
export function RedirectPage() {
  const { t } = useTranslation("form");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const accessKey = params.get("accessKey")?.trim() ?? "";
  const resetId = params.get("resetId");
  const [failure, setFailure] = useState<string | null>(null);

  const resolved = useQuery({
    queryKey: ["access-key-resolve", accessKey],
    queryFn: () => formApi.resolve(accessKey, { notify: false, busy: false }),
    enabled: accessKey !== "",
    retry: false,
    gcTime: 0,
  });

  useEffect(() => {
    if (!resolved.data) return;
    let current = true;
    targetOfLink(accessKey, resolved.data, resetId)
      .then((target) => current && target && navigate(target, { replace: true }))
      .catch((error: unknown) => current && setFailure(formHttpErrorMessage(error)));
    return () => {
      current = false;
    };
  }, [resolved.data, accessKey, resetId, navigate]);

  useEffect(() => {
    const error = resolved.error;
    // The helper already sent a bad key to /not-found; other refusals are shown on this page.
    if (error && !(error instanceof FormHttpError && error.notified)) setFailure(formHttpErrorMessage(error));
  }, [resolved.error]);

  if (!accessKey) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (failure) return <ErrorPage title={t("redirect.failedTitle")} message={failure} />;
  return (
    <>
      <PageTitle title={t("redirect.loading")} />
      <FullPageLoader />
    </>
  );
}
