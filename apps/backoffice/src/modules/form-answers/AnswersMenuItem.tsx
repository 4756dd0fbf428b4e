import "./i18n";
import { useTranslation } from "@gakumu/ui";
import { Menu } from "@mantine/core";
import { IconListDetails } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { answerListPath } from "./answers-paths";
import { ANSWERS_NAMESPACE } from "./i18n";

/**
 * 「回答一覧」 in a form's row menu on the form list: opens that form's answers. Imported directly
 * (not through index.ts) so the catalogue loads with the form screens, not with the shell.
 */
export function AnswersMenuItem({ formId }: { formId: number }) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  // Both menus are in the form category (300): the categoryCd of the form list still applies.
  const categoryCd = new URLSearchParams(useLocation().search).get("categoryCd");
  return (
    <Menu.Item
      component={Link}
      to={answerListPath(formId, categoryCd)}
      leftSection={<IconListDetails size={16} />}
    >
      {t("title.list")}
    </Menu.Item>
  );
}
