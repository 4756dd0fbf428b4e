import { formatDate } from "@gakumu/domain";
import { confirmDialog, notify, useTranslation } from "@gakumu/ui";
import { Anchor, Badge, Group, Pagination, Progress, Stack, Table, Text, Title } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { SURVEYS_NAMESPACE } from "./i18n";
import { type SurveyScreen, surveyKeys, surveysApi } from "./surveys-api";

export const at = (iso: string | null) => (iso ? formatDate(iso, "yyyy/MM/dd HH:mm") : "");

/**
 * The sent surveys with deadline and answer rate. アンケート作成 resends to those who have not answered
 * (resend type 3); アンケート結果 opens a survey's answers.
 */
export function SurveyList({ screen, onOpen }: { screen: SurveyScreen; onOpen?: (id: number) => void }) {
  const { t } = useTranslation(SURVEYS_NAMESPACE);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: surveyKeys.list(screen, page),
    queryFn: ({ signal }) => surveysApi.list(screen, page, signal),
    placeholderData: keepPreviousData,
  });
  const remind = useMutation({
    mutationFn: (id: number) => surveysApi.remind(id),
    onSuccess: (r) => {
      notify.success({ message: t("list.reminded", { count: r.recipientCount }) });
      void queryClient.invalidateQueries({ queryKey: surveyKeys.all });
    },
    onError: notifyHttpError,
  });
  const data = list.data;
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t("list.title")}
      </Title>
      {data && data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("list.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("list.columnTitle")}</Table.Th>
                <Table.Th>{t("list.sentAt")}</Table.Th>
                <Table.Th>{t("list.deadline")}</Table.Th>
                <Table.Th>{t("list.rate")}</Table.Th>
                <Table.Th>{t("list.status")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.items.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Group gap={6}>
                      {onOpen ? (
                        <Anchor component="button" type="button" onClick={() => onOpen(s.id)}>
                          {s.title}
                        </Anchor>
                      ) : (
                        <Text size="sm">{s.title}</Text>
                      )}
                      {s.anonymous && (
                        <Badge size="xs" variant="light" color="gray">
                          {t("list.anonymous")}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{at(s.sentAt)}</Table.Td>
                  <Table.Td>{at(s.deadline)}</Table.Td>
                  <Table.Td miw={150}>
                    <Text size="xs">
                      {s.answerRate}%（{s.answeredCount}/{s.recipientCount}）
                    </Text>
                    <Progress value={s.answerRate} size="sm" />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={s.open ? "green" : "gray"} variant="outline" size="sm">
                      {s.open ? t("list.open") : t("list.closed")}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {screen === "build" ? (
                      <ActionButton
                        size="xs"
                        variant="light"
                        disabled={!s.open || s.answeredCount === s.recipientCount}
                        onClick={async () => {
                          if (await confirmDialog({ message: t("list.confirmRemind") })) remind.mutate(s.id);
                        }}
                      >
                        {t("list.remind")}
                      </ActionButton>
                    ) : (
                      onOpen && (
                        <Anchor component="button" type="button" size="sm" onClick={() => onOpen(s.id)}>
                          {t("list.answers")}
                        </Anchor>
                      )
                    )}
                  </Table.Td>
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
  );
}
