import { PageTitle, useTranslation } from "@gakumu/ui";
import { Loader, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { healthApi, healthKeys } from "./health-care-api";
import { HEALTH_CARE_NAMESPACE } from "./i18n";
import { SymptomEditor, ThresholdForm, WebLinkPanel } from "./SettingPanels";

/** ヘルスケア設定 (menu health-check-setting): thresholds, the symptom list, personal web links. */
export function HealthSettingPage() {
  const { t } = useTranslation(HEALTH_CARE_NAMESPACE);
  const setting = useQuery({
    queryKey: healthKeys.setting,
    queryFn: ({ signal }) => healthApi.setting(signal),
  });
  const symptoms = useQuery({
    queryKey: healthKeys.symptoms,
    queryFn: ({ signal }) => healthApi.symptoms(signal),
  });
  return (
    <Stack gap="md" p="md" maw={1000}>
      <PageTitle title={t("settingTitle")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("settingTitle")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("settingLead")}
      </Text>
      {setting.data ? <ThresholdForm setting={setting.data} /> : <Loader size="sm" />}
      {symptoms.data ? <SymptomEditor symptoms={symptoms.data.items} /> : <Loader size="sm" />}
      <WebLinkPanel />
    </Stack>
  );
}
