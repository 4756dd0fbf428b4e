import "./i18n";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Stack, Title } from "@mantine/core";
import { AnalyticsSection } from "./AnalyticsSection";
import { IpRangeSection } from "./IpRangeSection";
import { ORGANIZATION_SETTINGS_NAMESPACE } from "./i18n";
import { LineChannelSection } from "./LineChannelSection";
import { LineMessagingSection } from "./LineMessagingSection";
import { LogoSection } from "./LogoSection";
import { MailSenderSection } from "./MailSenderSection";
import { NotebookLimitsSection } from "./NotebookLimitsSection";

/**
 * /organization-setting (master 800): settings of the current organisation: the address ranges the
 * access gate accepts back-office requests from, the logo, the sender of applicants' mail, the LINE Login channel, the LINE official account, the analytics ids of its forms and the notebooks' file limits.
 */
export function OrganizationSettingsPage() {
  const { t } = useTranslation(ORGANIZATION_SETTINGS_NAMESPACE);
  return (
    <Stack gap="md" maw={1000}>
      <PageTitle title={t("title")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("title")}
      </Title>
      <IpRangeSection />
      <LogoSection />
      <MailSenderSection />
      <LineChannelSection />
      <LineMessagingSection />
      <AnalyticsSection />
      <NotebookLimitsSection />
    </Stack>
  );
}
