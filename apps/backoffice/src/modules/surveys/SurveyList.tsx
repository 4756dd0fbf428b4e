import { formatDate, NotificationStatus, type SurveyListItem } from "@gakumu/domain";
import { confirmDialog, notify, useTranslation } from "@gakumu/ui";
import { Anchor, Badge, Group, Pagination, Progress, Stack, Table, Text, Title } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { SURVEYS_NAMESPACE } from "./i18n";
import { type SurveyScreen, surveyKeys, surveysApi } from "./surveys-api";

export const at = (iso: string | null) => (iso ? formatDate(iso, "yyyy/MM/dd HH:mm") : "");

/** 送信待ち（予約） and 取消 by their NotificationStatus labels; a sent survey is 受付中 or 締切. */
function StateBadge({ item }: { item: SurveyListItem }) {
  const { t } = useTranslation(SURVEYS_NAMESPACE);
  if (item.status !== NotificationStatus.COMPLETED)
    return (
      <Badge color={item.status === NotificationStatus.WAITING ? "blue" : "gray"} variant="light" size="sm">
        {NotificationStatus.label(item.status)}
      </Badge>
    );
  return (
    <Badge color={item.open ? "green" : "gray"} variant="outline" size="sm">
      {item.open ? t("list.open") : t("list.closed")}
    </Badge>
  );
}

/**
 * The surveys with deadline, answer rate and state. アンケート作成 resends a sent survey to those who
 * have not answered (resend type 3) and cancels a reservation not yet started (the server answers 409
 * once the delivery engine has started it); アンケート結果 opens a survey's answers.
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
  const cancel = useMutation({
    mutationFn: (id: number) => surveysApi.cancel(id),
    onSuccess: () => notify.success({ message: t("list.canceled") }),
    onError: notifyHttpError,
    // Refreshed either way: a 409 means the delivery started, and the row should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
  const askCancel = async (s: SurveyListItem) => {
    if (await confirmDialog({ message: t("list.confirmCancel", { title: s.title }) })) cancel.mutate(s.id);
  };
  /** アンケート作成's action: cancel a reservation, remind on a sent survey, nothing on a canceled one. */
  const buildAction = (s: SurveyListItem) => {
    if (s.cancelable)
      return (
        <ActionButton
          size="xs"
          variant="light"
          color="red"
          loading={cancel.isPending && cancel.variables === s.id}
          onClick={() => askCancel(s)}
        >
          {t("list.cancel")}
        </ActionButton>
      );
    if (s.status !== NotificationStatus.COMPLETED) return null;
    return (
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
    );
  };
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
                  <Table.Td>
                    {s.reservedAt ? (
                      <>
                        <Text size="sm">{at(s.reservedAt)}</Text>
                        <Text size="xs" c="dimmed">
                          {t("list.reservedMark")}
                        </Text>
                      </>
                    ) : (
                      at(s.sentAt)
                    )}
                  </Table.Td>
                  <Table.Td>{at(s.deadline)}</Table.Td>
                  <Table.Td miw={150}>
                    <Text size="xs">
                      {s.answerRate}%（{s.answeredCount}/{s.recipientCount}）
                    </Text>
                    <Progress value={s.answerRate} size="sm" />
                  </Table.Td>
                  <Table.Td>
                    <StateBadge item={s} />
                  </Table.Td>
                  <Table.Td>
                    {screen === "build"
                      ? buildAction(s)
                      : onOpen && (
                          <Anchor component="button" type="button" size="sm" onClick={() => onOpen(s.id)}>
                            {t("list.answers")}
                          </Anchor>
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
