import { ErrorPage, useTranslation } from "@gakumu/ui";
import { IconLinkOff } from "@tabler/icons-react";

/**
 * /not-found (spec §2.2/§8.1): where a missing, invalid or expired access key leads. Applicants
 * arrive from a mail or a QR code, usually on a phone, and have nowhere else to go in this app,
 * so the page explains what to do instead of offering a link.
 */
export function NotFoundPage() {
  const { t } = useTranslation("form");
  return (
    <ErrorPage
      icon={<IconLinkOff size={34} stroke={1.5} />}
      title={t("notFound.title")}
      message={`${t("notFound.message")}\n${t("notFound.hint")}`}
    />
  );
}
