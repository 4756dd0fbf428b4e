import { formatDate, type SurveyTotals } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Group, Pagination, Paper, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SURVEY_TOTALS_NAMESPACE } from "./i18n";
import { type TotalsBase, type TotalsFilter, totalsApi, totalsKeys } from "./totals-api";

/** 自由記述: a free-text question's answers under the filter, newest first, searchable, paged. */
export function FreeTextPanel({
  base,
  id,
  filter,
  totals,
}: {
  base: TotalsBase;
  id: number;
  filter: TotalsFilter;
  totals: SurveyTotals;
}) {
  const { t } = useTranslation(SURVEY_TOTALS_NAMESPACE);
  const textQuestions = totals.questions.filter(
    (q) => q.answerType === "TEXT_SINGLE" || q.answerType === "TEXT_MULTI",
  );
  const [question, setQuestion] = useState(textQuestions[0]?.key ?? "");
  const [keyword, setKeyword] = useState("");
  const [searched] = useDebouncedValue(keyword, 300);
  const [page, setPage] = useState(1);
  const texts = useQuery({
    queryKey: totalsKeys.texts(base, id, filter, question, searched, page),
    queryFn: ({ signal }) => totalsApi.texts(base, id, filter, question, searched, page, signal),
    enabled: question !== "",
    placeholderData: keepPreviousData,
  });
  if (textQuestions.length === 0) return null;
  const data = texts.data;
  const named = !totals.anonymous;
  return (
    <Paper withBorder p="md" component="section" aria-label={t("texts.title")}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("texts.title")}
        </Title>
        <Group gap="sm" align="flex-end">
          <Select
            label={t("texts.question")}
            data={textQuestions.map((q) => ({ value: q.key, label: q.label }))}
            value={question}
            onChange={(v) => {
              setQuestion(v ?? "");
              setPage(1);
            }}
            allowDeselect={false}
            w={260}
          />
          <TextInput
            label={t("texts.search")}
            value={keyword}
            onChange={(e) => {
              setKeyword(e.currentTarget.value);
              setPage(1);
            }}
            w={260}
          />
          {data && <Text size="sm">{t("texts.count", { total: data.total })}</Text>}
        </Group>
        {data && data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("texts.empty")}
          </Text>
        ) : (
          <Table striped fz="sm">
            <Table.Tbody>
              {data?.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td w={140} c="dimmed">
                    {formatDate(item.answeredAt, "yyyy/MM/dd HH:mm")}
                  </Table.Td>
                  {named && (
                    <Table.Td w={200}>
                      {item.name}
                      <Text size="xs" c="dimmed">
                        {item.placement}
                      </Text>
                    </Table.Td>
                  )}
                  <Table.Td style={{ whiteSpace: "pre-wrap" }}>{item.text}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {data && data.total > data.pageSize && (
          <Pagination value={page} onChange={setPage} total={Math.ceil(data.total / data.pageSize)} />
        )}
      </Stack>
    </Paper>
  );
}
