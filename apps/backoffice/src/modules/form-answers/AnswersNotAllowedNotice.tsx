import "./i18n";
import { useTranslation } from "@gakumu/ui";
import { Alert } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { ANSWERS_NAMESPACE } from "./i18n";

/**
 * The dashboard and 志願者情報 are always in the menu, but their data is answers and applicants'
 * personal data, readable only with 回答一覧. Without it the page says why it is empty instead of
 * asking the server and showing a 403.
 */
export function AnswersNotAllowedNotice() {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} />} title={t("notAllowed.title")}>
      {t("notAllowed.body")}
    </Alert>
  );
}
