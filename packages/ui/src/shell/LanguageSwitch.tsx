import { SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentLanguage, LANGUAGES, type Language, setLanguage } from "../i18n";

/** Japanese / English toggle; the choice is kept in local storage as a user preference. */
export function LanguageSwitch() {
  const { t } = useTranslation("ui");
  return (
    <SegmentedControl
      size="xs"
      aria-label={t("language.label")}
      value={currentLanguage()}
      onChange={(value) => void setLanguage(value as Language)}
      data={LANGUAGES.map((lng) => ({ value: lng, label: t(`language.${lng}`) }))}
    />
  );
}
