import "@mantine/charts/styles.css";
import { useTranslation } from "@gakumu/ui";
import { LineChart } from "@mantine/charts";
import { Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { healthApi, healthKeys } from "./health-care-api";
import { HEALTH_CARE_NAMESPACE } from "./i18n";

/** 11/26: the axis label (the date already Japan's). */
const axisDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

/** Reports, fevers and members with symptoms per day over the last 14 days (school or one class). */
export function TrendsPanel({
  until,
  classCd,
  className,
}: {
  until: string;
  classCd: string;
  className: string;
}) {
  const { t } = useTranslation(HEALTH_CARE_NAMESPACE);
  const trends = useQuery({
    queryKey: healthKeys.trends(until, classCd),
    queryFn: ({ signal }) => healthApi.trends(until, classCd, signal),
  });
  if (!trends.data) return <Loader size="sm" />;
  const reported = t("reported");
  const fever = t("fever");
  const symptoms = t("withSymptoms");
  const data = trends.data.items.map((i) => ({
    date: axisDate(i.date),
    [reported]: i.reported,
    [fever]: i.fever,
    [symptoms]: i.withSymptoms,
  }));
  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        {t("trendsTitle")}（{className}）
      </Title>
      <Paper withBorder p="md">
        <Text size="sm" fw={500} mb="xs">
          {fever}・{symptoms}
        </Text>
        <LineChart
          h={220}
          data={data}
          dataKey="date"
          series={[
            { name: fever, color: "red.7" },
            { name: symptoms, color: "orange.5" },
          ]}
          withLegend
          yAxisProps={{ allowDecimals: false }}
        />
      </Paper>
      <Paper withBorder p="md">
        <Text size="sm" fw={500} mb="xs">
          {reported}
        </Text>
        <LineChart
          h={180}
          data={data}
          dataKey="date"
          series={[{ name: reported, color: "blue.6" }]}
          yAxisProps={{ allowDecimals: false }}
        />
      </Paper>
    </Stack>
  );
}
