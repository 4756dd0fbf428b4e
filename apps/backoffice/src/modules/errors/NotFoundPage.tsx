import { ErrorPage, useTranslation } from "@gakumu/ui";
import { IconMapOff } from "@tabler/icons-react";

/** /404 and /not-found (spec §2.1): unknown or disallowed paths end here. */
export function NotFoundPage() {
  const { t } = useTranslation(["ui", "backoffice"]);
  return (
    <ErrorPage
      code="404"
      icon={<IconMapOff size={34} stroke={1.5} />}
      title={t("ui:pages.notFoundTitle")}
      message={t("ui:pages.notFoundMessage")}
      linkTo="/"
      linkLabel={t("backoffice:errors.backToTop")}
    />
  );
}
