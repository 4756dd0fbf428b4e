import { PageTitle, useTranslation } from "@gakumu/ui";
import { Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { DayPanel } from "./DayPanel";
import { dailyReportApi, dailyReportKeys } from "./daily-reports-api";
import { DAILY_REPORT_NAMESPACE } from "./i18n";
import { TemplatesPanel } from "./TemplatesPanel";

/** 日報 (menu daily-report, category 50): who submitted each day, comments, and the reports' settings. */
export function DailyReportsPage() {
  const { t } = useTranslation(DAILY_REPORT_NAMESPACE);
  const list = useQuery({
    queryKey: dailyReportKeys.templates,
    queryFn: ({ signal }) => dailyReportApi.templates(signal),
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
          <Tabs.Tab value="templates">{t("tabTemplates")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="day" pt="md">
          {!list.data ? (
            <Loader size="sm" />
          ) : list.data.items.length === 0 ? (
            <Text c="dimmed">{t("noTemplates")}</Text>
          ) : (
            <DayPanel templates={list.data.items} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="templates" pt="md">
          <TemplatesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
