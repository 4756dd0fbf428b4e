import { formatDate, type SafetySendItem } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Progress,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconChartBar } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { StatusBadge } from "../push-notifications/StatusBadge";
import { SAFETY_NAMESPACE } from "./i18n";
import { SafetySendDetailModal } from "./SafetySendDetailModal";
import { type SafetyScreen, safetyApi, safetyKeys } from "./safety-api";

export const at = (iso: string | null) => (iso ? formatDate(iso, "yyyy/MM/dd HH:mm") : "");

/** 【訓練】, 自動, 職員のみ and 受付終了 as badges beside the title. */
export function SendBadges({ item }: { item: SafetySendItem }) {
  const { t } = useTranslation(SAFETY_NAMESPACE);
  return (
    <Group gap={4}>
      {item.isDrill && (
        <Badge color="orange" variant="filled" size="sm">
          {t("compose.drillBadge")}
        </Badge>
      )}
      {item.origin === "AUTOMATIC" && (
        <Badge color="grape" variant="light" size="sm">
          {t("list.automatic")}
        </Badge>
      )}
      {item.staffOnly && (
        <Badge color="gray" variant="light" size="sm">
          {t("list.staffOnly")}
        </Badge>
      )}
      <Badge color={item.closedAt ? "gray" : "green"} variant="outline" size="sm">
        {item.closedAt ? t("list.closed") : t("list.open")}
      </Badge>
    </Group>
  );
}

/** The sends with status, answer rate and counts per state; a row opens its detail or its dashboard. */
export function SafetySendList({
  screen,
  onDashboard,
}: {
  screen: SafetyScreen;
  /** 安否確認結果 opens a send's live dashboard from its row. */
  onDashboard?: (id: number) => void;
}) {
  const { t } = useTranslation(SAFETY_NAMESPACE);
  const [drill, setDrill] = useState("");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: safetyKeys.list(screen, drill, page),
    queryFn: ({ signal }) => safetyApi.list(screen, drill, page, signal),
    placeholderData: keepPreviousData,
    // Answers arrive by the second after a send: the rate climbs while the screen is open.
    refetchInterval: 5_000,
  });
  const data = list.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {t("list.title")}
        </Title>
        <SegmentedControl
          size="xs"
          value={drill}
          onChange={(v) => {
            setDrill(v);
            setPage(1);
          }}
          data={[
            { value: "", label: t("list.filterAll") },
            { value: "real", label: t("list.filterReal") },
            { value: "drill", label: t("list.filterDrill") },
          ]}
        />
      </Group>
      {data && data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("list.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={140}>{t("list.sentAt")}</Table.Th>
                <Table.Th>{t("list.subject")}</Table.Th>
                <Table.Th w={110}>{t("list.status")}</Table.Th>
                <Table.Th w={200}>{t("list.rate")}</Table.Th>
                <Table.Th w={70} ta="right">
                  無事
                </Table.Th>
                <Table.Th w={70} ta="right">
                  軽傷
                </Table.Th>
                <Table.Th w={70} ta="right">
                  重傷
                </Table.Th>
                <Table.Th w={70} ta="right">
                  未連絡
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{at(item.sentAt)}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Anchor component="button" type="button" onClick={() => setOpen(item.id)} ta="left">
                        {item.displayTitle}
                      </Anchor>
                      <SendBadges item={item} />
                      {onDashboard && (
                        <Button
                          size="compact-xs"
                          variant="light"
                          w="fit-content"
                          leftSection={<IconChartBar size={14} />}
                          onClick={() => onDashboard(item.id)}
                          aria-label={`${item.displayTitle}の${t("list.dashboard")}`}
                        >
                          {t("list.dashboard")}
                        </Button>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={item.status} />
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text size="sm" fw={600}>
                        {item.counts.answerRate.toFixed(1)}%
                      </Text>
                      <Progress value={item.counts.answerRate} size="sm" aria-hidden />
                      <Text size="xs" c="dimmed">
                        {t("list.answered", item.counts)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right">{item.counts.safe}</Table.Td>
                  <Table.Td ta="right">{item.counts.minorInjury}</Table.Td>
                  <Table.Td
                    ta="right"
                    c={item.counts.seriousInjury > 0 ? "red" : undefined}
                    fw={item.counts.seriousInjury > 0 ? 700 : undefined}
                  >
                    {item.counts.seriousInjury}
                  </Table.Td>
                  <Table.Td ta="right">{item.counts.noContact}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.total > data.pageSize && (
        <Pagination value={page} onChange={setPage} total={Math.ceil(data.total / data.pageSize)} />
      )}
      {open !== null && <SafetySendDetailModal screen={screen} id={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
