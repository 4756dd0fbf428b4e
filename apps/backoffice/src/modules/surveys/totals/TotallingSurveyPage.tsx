import "@mantine/charts/styles.css";
import { formatDate } from "@gakumu/domain";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { BarChart } from "@mantine/charts";
import { Anchor, Button, Paper, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SURVEY_TOTALS_NAMESPACE } from "./i18n";
import { chartHeight } from "./QuestionTotalsCard";
import { SurveyTotalsView } from "./SurveyTotalsView";
import { groupsApi, SURVEY_TOTALLING_BASE, totalsKeys } from "./totals-api";

/**
 * アンケート集計 (totalling-survey, spec §2.1: open while アンケートグループ is in the news menu): a group's
 * surveys with their answer rates side by side, then one survey's totals.
 */
export function TotallingSurveyPage() {
  const { t } = useTranslation(SURVEY_TOTALS_NAMESPACE);
  const groups = useQuery({ queryKey: totalsKeys.groups, queryFn: ({ signal }) => groupsApi.list(signal) });
  const [groupId, setGroupId] = useState<string | null>(null);
  const [surveyId, setSurveyId] = useState<number | null>(null);
  const items = groups.data?.items ?? [];
  const group = items.find((g) => String(g.id) === groupId) ?? items[0];
  const heading = t("totalling.title");
  const open = group?.surveys.find((s) => s.id === surveyId);
  return (
    <Stack gap="md" p="md" maw={1400}>
      <PageTitle title={heading} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {heading}
      </Title>
      {open ? (
        <>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setSurveyId(null)}
            w="fit-content"
          >
            {t("totalling.back")}
          </Anchor>
          <Title order={2} fz="lg">
            {open.title}
          </Title>
          <SurveyTotalsView base={SURVEY_TOTALLING_BASE} id={open.id} />
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t("totalling.lead")}
          </Text>
          {groups.data && items.length === 0 ? (
            <Text size="sm">{t("totalling.noGroups")}</Text>
          ) : (
            <Select
              label={t("totalling.group")}
              data={items.map((g) => ({ value: String(g.id), label: g.name }))}
              value={group ? String(group.id) : null}
              onChange={setGroupId}
              allowDeselect={false}
              w={320}
            />
          )}
          {group && (
            <>
              <Paper withBorder p="md" component="section" aria-label={t("totalling.rates")}>
                <Title order={2} fz="md" mb="xs">
                  {t("totalling.rates")}
                </Title>
                <BarChart
                  h={chartHeight(group.surveys.length)}
                  data={group.surveys.map((s) => ({ label: s.title, [t("totalling.rate")]: s.answerRate }))}
                  dataKey="label"
                  orientation="vertical"
                  yAxisProps={{ width: 220 }}
                  xAxisProps={{ domain: [0, 100] }}
                  valueFormatter={(v) => `${v}%`}
                  series={[{ name: t("totalling.rate"), color: "teal.6" }]}
                  withBarValueLabel
                  gridAxis="none"
                />
              </Paper>
              <Table.ScrollContainer minWidth={720}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("totalling.columnTitle")}</Table.Th>
                      <Table.Th>{t("totalling.sentAt")}</Table.Th>
                      <Table.Th>{t("totalling.deadline")}</Table.Th>
                      <Table.Th>{t("totalling.rate")}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {group.surveys.map((s) => (
                      <Table.Tr key={s.id}>
                        <Table.Td>{s.title}</Table.Td>
                        <Table.Td>{formatDate(s.sentAt, "yyyy/MM/dd HH:mm")}</Table.Td>
                        <Table.Td>{formatDate(s.deadline, "yyyy/MM/dd HH:mm")}</Table.Td>
                        <Table.Td>
                          {s.answerRate}%（{s.answeredCount}/{s.recipientCount}）
                        </Table.Td>
                        <Table.Td>
                          <Button size="xs" variant="light" onClick={() => setSurveyId(s.id)}>
                            {t("totalling.open")}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
