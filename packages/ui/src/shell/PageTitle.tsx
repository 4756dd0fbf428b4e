import { Title, type TitleOrder } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Sets the tab title to "<title> | 学務" (just "学務" without a title). */
export function usePageTitle(title?: string): void {
  const { t } = useTranslation("ui");
  useEffect(() => {
    document.title = title ? t("app.documentTitle", { title }) : t("app.name");
  }, [title, t]);
}

export interface PageTitleProps {
  title: string;
  /** Also render the title as the page heading. */
  withHeading?: boolean;
  order?: TitleOrder;
}

export function PageTitle({ title, withHeading = false, order = 2 }: PageTitleProps) {
  usePageTitle(title);
  return withHeading ? <Title order={order}>{title}</Title> : null;
}
