import "@mantine/charts/styles.css";
import { useTranslation } from "@gakumu/ui";
import { BarChart, LineChart } from "@mantine/charts";
import { Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { dailySafetyApi, dailySafetyKeys } from "./daily-safety-api";
import { DAILY_SAFETY_NAMESPACE } from "./i18n";

/** 11/26: the trend's axis label (the date already Japan's). */
const axisDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

/** Answer rate and 軽傷 / 重傷 per school day over the last 30 school days. */
export function TrendsPanel() {
  const { t } = useTranslation(DAILY_SAFETY_NAMESPACE);
  const trends = useQuery({
    queryKey: dailySafetyKeys.trends,
    queryFn: ({ signal }) => dailySafetyApi.trends(signal),
  });
  if (!trends.data) return <Loader size="sm" />;
  const sent = trends.data.items.filter((i) => i.answerRate !== null);
  if (sent.length === 0) return <Text c="dimmed">{t("trendsEmpty")}</Text>;
  const data = trends.data.items.map((i) => ({
    date: axisDate(i.date),
    回答率: i.answerRate,
    軽傷: i.minorInjury,
    重傷: i.seriousInjury,
  }));
  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        {t("trendsTitle")}
      </Title>
      <Paper withBorder p="md">
        <Text size="sm" fw={500} mb="xs">
          {t("answerRate")}（%）
        </Text>
        <LineChart
          h={220}
          data={data}
          dataKey="date"
          series={[{ name: "回答率", color: "blue.6" }]}
          yAxisProps={{ domain: [0, 100] }}
          connectNulls={false}
          valueFormatter={(v) => `${v}%`}
        />
      </Paper>
      <Paper withBorder p="md">
        <Text size="sm" fw={500} mb="xs">
          {t("injuries")}
        </Text>
        <BarChart
          h={200}
          data={data}
          dataKey="date"
          type="stacked"
          series={[
            { name: "軽傷", color: "orange.5" },
            { name: "重傷", color: "red.7" },
          ]}
          withLegend
          // People are counted whole: no 0.75 or 2.25 on the axis.
          yAxisProps={{ allowDecimals: false }}
        />
      </Paper>
    </Stack>
  );
}
