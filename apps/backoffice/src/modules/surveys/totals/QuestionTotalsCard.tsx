import type { SurveyQuestionTotals } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { BarChart } from "@mantine/charts";
import { Paper, Stack, Table, Text, Title } from "@mantine/core";
import { SURVEY_TOTALS_NAMESPACE } from "./i18n";

/** Height of a horizontal bar chart: a row per bucket, readable with two or with twenty choices. */
export const chartHeight = (rows: number) => Math.max(80, rows * 34 + 30);

/** One question's totals: a horizontal bar per choice with its count and share, or what else applies. */
export function QuestionTotalsCard({ question, n }: { question: SurveyQuestionTotals; n: number }) {
  const { t } = useTranslation(SURVEY_TOTALS_NAMESPACE);
  const isText = question.answerType === "TEXT_SINGLE" || question.answerType === "TEXT_MULTI";
  const data = question.buckets.map((b) => ({ label: b.label, [t("question.count")]: b.count }));
  return (
    <Paper withBorder p="md" component="section" aria-label={question.label}>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t("question.heading", { n, label: question.label })}
        </Title>
        <Text size="sm" c="dimmed">
          {t("question.respondents", { n: question.respondents })}
          {question.earliest
            ? `　${t("question.dateRange", { from: question.earliest, to: question.latest })}`
            : ""}
        </Text>
        {isText && (
          <Text size="sm" c="dimmed">
            {t("question.textNote")}
          </Text>
        )}
        {question.answerType === "FILE_UPLOAD" && (
          <Text size="sm" c="dimmed">
            {t("question.fileNote")}
          </Text>
        )}
        {question.buckets.length > 0 && (
          <>
            <BarChart
              h={chartHeight(Math.min(question.buckets.length, 30))}
              data={data.slice(0, 30)}
              dataKey="label"
              orientation="vertical"
              yAxisProps={{ width: 160 }}
              // Counts of people: whole numbers on the axis, not 0.25 steps when there are few answers.
              xAxisProps={{ allowDecimals: false }}
              series={[{ name: t("question.count"), color: "blue.6" }]}
              withBarValueLabel
              gridAxis="none"
            />
            <Table withTableBorder striped fz="sm" maw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("question.choice")}</Table.Th>
                  <Table.Th ta="right">{t("question.count")}</Table.Th>
                  <Table.Th ta="right">{t("question.percent")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {question.buckets.map((b) => (
                  <Table.Tr key={b.value}>
                    <Table.Td>{b.label}</Table.Td>
                    <Table.Td ta="right">{b.count}</Table.Td>
                    <Table.Td ta="right">{b.percent}%</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}
