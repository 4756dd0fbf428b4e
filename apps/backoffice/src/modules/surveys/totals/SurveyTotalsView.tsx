import "@mantine/charts/styles.css";
import type { SurveyExportBodyInput, SurveyRateRow, SurveyTotals } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { BarChart } from "@mantine/charts";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { saveFile } from "../../../app/http";
import { CrossTabPanel } from "./CrossTabPanel";
import { FreeTextPanel } from "./FreeTextPanel";
import { SURVEY_TOTALS_NAMESPACE } from "./i18n";
import { chartHeight, QuestionTotalsCard } from "./QuestionTotalsCard";
import { TotalsFilterBar } from "./TotalsFilterBar";
import {
  EMPTY_FILTER,
  filterParams,
  type TotalsBase,
  type TotalsFilter,
  totalsApi,
  totalsKeys,
} from "./totals-api";

function RateChart({ title, rows }: { title: string; rows: SurveyRateRow[] }) {
  const { t } = useTranslation(SURVEY_TOTALS_NAMESPACE);
  if (rows.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      <BarChart
        h={chartHeight(Math.min(rows.length, 30))}
        data={rows.slice(0, 30).map((r) => ({ label: r.label, [t("summary.rate")]: r.rate }))}
        dataKey="label"
        orientation="vertical"
        yAxisProps={{ width: 170, type: "category" }}
        xAxisProps={{ domain: [0, 100] }}
        valueFormatter={(v) => `${v}%`}
        series={[{ name: t("summary.rate"), color: "teal.6" }]}
        withBarValueLabel
        gridAxis="none"
      />
    </Paper>
  );
}

/** The first choice question and the class level: what a cross tabulation opens with. */
function defaultCross(totals: SurveyTotals) {
  const question = totals.questions.find((q) => q.buckets.length > 0 && q.answerType !== "DATE")?.key ?? "";
  return { question, by: `level:${totals.classLevel}` };
}

/**
 * 集計 of one survey: filters, answer rates by class and grade, a bar chart per question, the cross
 * tabulation, free-text answers and the files — all under the same filter.
 */
export function SurveyTotalsView({ base, id }: { base: TotalsBase; id: number }) {
  const { t } = useTranslation(SURVEY_TOTALS_NAMESPACE);
  const [filter, setFilter] = useState<TotalsFilter>(EMPTY_FILTER);
  const [cross, setCross] = useState<{ question: string; by: string } | null>(null);
  // The filter's choices (classes, grades, answers) come from the unfiltered totals.
  const unfiltered = useQuery({
    queryKey: totalsKeys.totals(base, id, EMPTY_FILTER),
    queryFn: ({ signal }) => totalsApi.totals(base, id, EMPTY_FILTER, signal),
  });
  const totals = useQuery({
    queryKey: totalsKeys.totals(base, id, filter),
    queryFn: ({ signal }) => totalsApi.totals(base, id, filter, signal),
    placeholderData: keepPreviousData,
  });
  const data = totals.data;
  const crossChoice = cross ?? (data ? defaultCross(data) : { question: "", by: "" });
  const download = async (body: Omit<SurveyExportBodyInput, "filter" | "cross">) => {
    try {
      saveFile(
        await totalsApi.exportFile(base, id, {
          ...body,
          filter: filterParams(filter),
          ...(body.kind === "totals" && crossChoice.question ? { cross: crossChoice } : {}),
        }),
      );
    } catch {
      // Shown by the HTTP helper.
    }
  };
  return (
    <Stack gap="md">
      <TotalsFilterBar value={filter} onChange={setFilter} options={unfiltered.data} />
      {data && (
        <>
          <Paper withBorder p="md">
            <Group justify="space-between" align="flex-start">
              <div>
                <Text size="sm" c="dimmed">
                  {t("summary.rate")}
                </Text>
                <Text fz={32} fw={700} lh={1.2}>
                  {data.rate}%
                </Text>
                <Text size="sm">
                  {t("summary.figures", { answered: data.answered, recipients: data.recipients })}
                </Text>
              </div>
              <Stack gap={4} align="flex-end">
                <Text size="sm" fw={700}>
                  {t("exports.title")}
                </Text>
                <Group gap="xs">
                  <Button
                    variant="light"
                    size="xs"
                    onClick={() => download({ kind: "answers", format: "Excel" })}
                  >
                    {t("exports.answersExcel")}
                  </Button>
                  <Button
                    variant="light"
                    size="xs"
                    onClick={() => download({ kind: "answers", format: "Csv" })}
                  >
                    {t("exports.answersCsv")}
                  </Button>
                  <Button
                    variant="light"
                    size="xs"
                    onClick={() => download({ kind: "totals", format: "Excel" })}
                  >
                    {t("exports.totalsExcel")}
                  </Button>
                  <Button
                    variant="light"
                    size="xs"
                    onClick={() => download({ kind: "totals", format: "Pdf" })}
                  >
                    {t("exports.totalsPdf")}
                  </Button>
                </Group>
                <Text size="xs" c="dimmed">
                  {t("exports.note")}
                </Text>
              </Stack>
            </Group>
          </Paper>
          {data.anonymous && <Alert color="gray">{t("summary.anonymous")}</Alert>}
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <RateChart title={t("summary.byClass")} rows={data.byClass} />
            <RateChart title={t("summary.byGrade")} rows={data.byGrade} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xl: 2 }}>
            {data.questions.map((q, i) => (
              <QuestionTotalsCard key={q.key} question={q} n={i + 1} />
            ))}
          </SimpleGrid>
          <CrossTabPanel
            base={base}
            id={id}
            filter={filter}
            totals={data}
            question={crossChoice.question}
            by={crossChoice.by}
            onChange={setCross}
          />
          <FreeTextPanel base={base} id={id} filter={filter} totals={data} />
        </>
      )}
    </Stack>
  );
}
