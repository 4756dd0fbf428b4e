import type { SurveyCrossTab, SurveyTotals } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Group, Paper, Select, Stack, Table, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SURVEY_TOTALS_NAMESPACE } from "./i18n";
import { type TotalsBase, type TotalsFilter, totalsApi, totalsKeys } from "./totals-api";

/** n (share of the column's respondents): a column reads as "of class A, how many chose はい". */
export const cellText = (n: number, base: number) =>
  `${n}（${base === 0 ? 0 : Math.round((n * 1000) / base) / 10}%）`;

export function CrossTable({ cross }: { cross: SurveyCrossTab }) {
  const { t } = useTranslation(SURVEY_TOTALS_NAMESPACE);
  return (
    <Table.ScrollContainer minWidth={200 + cross.columns.length * 130}>
      <Table withTableBorder withColumnBorders striped fz="sm" aria-label={t("cross.title")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{cross.question.label}</Table.Th>
            {cross.columns.map((c) => (
              <Table.Th key={c.value || "none"} ta="right">
                {c.label}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t("cross.total")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cross.rows.map((row, r) => (
            <Table.Tr key={row.value}>
              <Table.Td>{row.label}</Table.Td>
              {cross.columns.map((c, i) => (
                <Table.Td key={c.value || "none"} ta="right">
                  {cellText(cross.counts[r]?.[i] ?? 0, cross.columnRespondents[i] ?? 0)}
                </Table.Td>
              ))}
              <Table.Td ta="right">{cellText(cross.rowTotals[r] ?? 0, cross.respondents)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={700}>{t("cross.respondents")}</Table.Td>
            {cross.columns.map((c, i) => (
              <Table.Td key={c.value || "none"} ta="right" fw={700}>
                {cross.columnRespondents[i] ?? 0}
              </Table.Td>
            ))}
            <Table.Td ta="right" fw={700}>
              {cross.respondents}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** クロス集計: a choice question by class, grade, level, attribute or another question. */
export function CrossTabPanel({
  base,
  id,
  filter,
  totals,
  question,
  by,
  onChange,
}: {
  base: TotalsBase;
  id: number;
  filter: TotalsFilter;
  totals: SurveyTotals;
  question: string;
  by: string;
  onChange: (next: { question: string; by: string }) => void;
}) {
  const { t } = useTranslation(SURVEY_TOTALS_NAMESPACE);
  const choices = totals.questions.filter((q) => q.buckets.length > 0 && q.answerType !== "DATE");
  const cross = useQuery({
    queryKey: totalsKeys.cross(base, id, filter, question, by),
    queryFn: ({ signal }) => totalsApi.cross(base, id, filter, question, by, signal),
    enabled: question !== "" && by !== "",
    placeholderData: keepPreviousData,
  });
  return (
    <Paper withBorder p="md" component="section" aria-label={t("cross.title")}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("cross.title")}
        </Title>
        {choices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("cross.empty")}
          </Text>
        ) : (
          <>
            <Group gap="sm" align="flex-end">
              <Select
                label={t("cross.question")}
                data={choices.map((q) => ({ value: q.key, label: q.label }))}
                value={question || null}
                onChange={(v) => onChange({ question: v ?? "", by })}
                allowDeselect={false}
                w={260}
              />
              <Select
                label={t("cross.by")}
                data={totals.dimensions.filter((d) => d.value !== `question:${question}`)}
                value={by || null}
                onChange={(v) => onChange({ question, by: v ?? "" })}
                allowDeselect={false}
                searchable
                w={260}
              />
            </Group>
            {cross.data && cross.data.columns.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("cross.none")}
              </Text>
            ) : (
              cross.data && <CrossTable cross={cross.data} />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
