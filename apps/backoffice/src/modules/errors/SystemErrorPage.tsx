import { ErrorPage, useTranslation } from "@gakumu/ui";

/** /500 (spec §2.1): where unrecoverable failures send the user. */
export function SystemErrorPage() {
  const { t } = useTranslation(["ui", "backoffice"]);
  return (
    <ErrorPage
      code="500"
      title={t("ui:pages.systemErrorTitle")}
      message={t("ui:pages.systemErrorMessage")}
      linkTo="/"
      linkLabel={t("backoffice:errors.backToTop")}
    />
  );
}
