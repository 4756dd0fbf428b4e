import { PageTitle, useTranslation } from "@gakumu/ui";
import { Alert, Anchor, Pagination, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SURVEYS_NAMESPACE } from "./i18n";
import { at, SurveyList } from "./SurveyList";
import { surveyKeys, surveysApi } from "./surveys-api";
import { SURVEY_TOTALS_NAMESPACE } from "./totals/i18n";
import { SurveyTotalsView } from "./totals/SurveyTotalsView";
import { SURVEY_RESULTS_BASE } from "./totals/totals-api";

/** One survey's answers: a line per answering member, a column per question (no names when anonymous). */
function SurveyAnswers({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation(SURVEYS_NAMESPACE);
  const { t: tTotals } = useTranslation(SURVEY_TOTALS_NAMESPACE);
  const [tab, setTab] = useState<string | null>("answers");
  const [page, setPage] = useState(1);
  const detail = useQuery({
    queryKey: surveyKeys.detail(id),
    queryFn: ({ signal }) => surveysApi.detail(id, signal),
  });
  const answers = useQuery({
    queryKey: surveyKeys.answers(id, page),
    queryFn: ({ signal }) => surveysApi.answers(id, page, signal),
    placeholderData: keepPreviousData,
  });
  const survey = detail.data;
  const data = answers.data;
  if (!survey) return null;
  return (
    <Stack gap="sm">
      <Anchor component="button" type="button" size="sm" onClick={onBack} w="fit-content">
        {t("result.back")}
      </Anchor>
      <Title order={2} fz="lg">
        {t("result.answersOf", { title: survey.title })}
      </Title>
      <Text size="sm">
        {t("list.rate")}: {survey.answerRate}%（{survey.answeredCount}/{survey.recipientCount}）
      </Text>
      {survey.anonymous && <Alert color="gray">{t("result.anonymousNote")}</Alert>}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="answers">{tTotals("tabs.answers")}</Tabs.Tab>
          <Tabs.Tab value="totals">{tTotals("tabs.totals")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="totals" pt="md">
          <SurveyTotalsView base={SURVEY_RESULTS_BASE} id={id} />
        </Tabs.Panel>
        <Tabs.Panel value="answers" pt="md">
          <Stack gap="sm">
            {data && data.items.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t("result.noAnswers")}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={300 + survey.questions.length * 160}>
                <Table striped withColumnBorders>
                  <Table.Thead>
                    <Table.Tr>
                      {!survey.anonymous && <Table.Th>{t("result.memberNo")}</Table.Th>}
                      {!survey.anonymous && <Table.Th>{t("result.name")}</Table.Th>}
                      {!survey.anonymous && <Table.Th>{t("result.placement")}</Table.Th>}
                      <Table.Th>{t("result.answeredAt")}</Table.Th>
                      {survey.questions.map((q) => (
                        <Table.Th key={q.key}>{q.label}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data?.items.map((row) => (
                      <Table.Tr key={row.recipientId}>
                        {!survey.anonymous && <Table.Td>{row.memberNo}</Table.Td>}
                        {!survey.anonymous && <Table.Td>{row.name}</Table.Td>}
                        {!survey.anonymous && <Table.Td>{row.placement}</Table.Td>}
                        <Table.Td>{at(row.answeredAt)}</Table.Td>
                        {survey.questions.map((q) => (
                          <Table.Td key={q.key} style={{ whiteSpace: "pre-wrap" }}>
                            {row.answers[q.key] ?? ""}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {data && data.total > data.pageSize && (
              <Pagination value={page} onChange={setPage} total={Math.ceil(data.total / data.pageSize)} />
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** アンケート結果 (menu survey-result): the surveys with their answer rate, then one survey's answers. */
export function SurveyResultsPage() {
  const { t } = useTranslation(SURVEYS_NAMESPACE);
  const [open, setOpen] = useState<number | null>(null);
  const heading = t("result.title");
  return (
    <Stack gap="md" p="md" maw={1400}>
      <PageTitle title={heading} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {heading}
      </Title>
      {open === null ? (
        <SurveyList screen="results" onOpen={setOpen} />
      ) : (
        <SurveyAnswers id={open} onBack={() => setOpen(null)} />
      )}
    </Stack>
  );
}
