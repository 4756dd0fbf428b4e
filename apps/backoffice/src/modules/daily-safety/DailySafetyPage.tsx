import { PageTitle, useTranslation } from "@gakumu/ui";
import { Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { DayDashboard } from "./DayDashboard";
import { dailySafetyApi, dailySafetyKeys } from "./daily-safety-api";
import { DAILY_SAFETY_NAMESPACE } from "./i18n";
import { SchoolDaysPanel } from "./SchoolDaysPanel";
import { SettingForm } from "./SettingForm";
import { TrendsPanel } from "./TrendsPanel";

/** 定時安否確認 (menu daily-safety): the schedule, the school's calendar, each day's answers and trends. */
export function DailySafetyPage() {
  const { t } = useTranslation(DAILY_SAFETY_NAMESPACE);
  const setting = useQuery({
    queryKey: dailySafetyKeys.setting,
    queryFn: ({ signal }) => dailySafetyApi.setting(signal),
  });
  const options = useQuery({
    queryKey: dailySafetyKeys.options,
    queryFn: ({ signal }) => dailySafetyApi.options(signal),
  });
  return (
    <Stack gap="md" p="md" maw={1200}>
      <PageTitle title={t("title")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("lead")}
      </Text>
      <Tabs defaultValue="day" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="day">{t("tabDay")}</Tabs.Tab>
          <Tabs.Tab value="trends">{t("tabTrends")}</Tabs.Tab>
          <Tabs.Tab value="setting">{t("tabSetting")}</Tabs.Tab>
          <Tabs.Tab value="calendar">{t("tabCalendar")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="day" pt="md">
          <DayDashboard />
        </Tabs.Panel>
        <Tabs.Panel value="trends" pt="md">
          <TrendsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="setting" pt="md">
          {setting.data && options.data ? (
            <SettingForm setting={setting.data} options={options.data} />
          ) : (
            <Loader size="sm" />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="calendar" pt="md">
          <SchoolDaysPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
