import { formatDate, RSS_ITEM_OUTCOME_LABELS, type RssFeedItem } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Anchor, Badge, Button, Modal, Pagination, Stack, Table, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { HistoryDetailModal } from "../push-notifications/HistoryDetailModal";
import { RSS_NAMESPACE } from "./i18n";
import { rssApi, rssKeys } from "./rss-api";

const at = (iso: string | null) => (iso ? formatDate(iso, "yyyy/MM/dd HH:mm") : "");
const OUTCOME_COLORS: Record<number, string> = { 0: "gray", 1: "teal", 2: "red" };

/** The articles a feed brought, each with what became of it and the 配信履歴 entry it produced. */
export function ItemsModal({ feed, onClose }: { feed: RssFeedItem; onClose: () => void }) {
  const { t } = useTranslation(RSS_NAMESPACE);
  const [page, setPage] = useState(1);
  const [notification, setNotification] = useState<number | null>(null);
  const items = useQuery({
    queryKey: rssKeys.items(feed.id, page),
    queryFn: ({ signal }) => rssApi.items(feed.id, page, signal),
    placeholderData: keepPreviousData,
  });
  const data = items.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Modal opened onClose={onClose} size="xl" title={t("itemsTitle", { name: feed.name })}>
      <Stack gap="sm">
        {data && data.items.length === 0 && <Text c="dimmed">{t("noItems")}</Text>}
        {data && data.items.length > 0 && (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("itemTitle")}</Table.Th>
                <Table.Th>{t("published")}</Table.Th>
                <Table.Th>{t("received")}</Table.Th>
                <Table.Th>{t("outcome")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    {item.link ? (
                      <Anchor href={item.link} target="_blank" rel="noopener noreferrer">
                        {item.title}
                      </Anchor>
                    ) : (
                      item.title
                    )}
                    {item.summary && (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {item.summary}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{at(item.publishedAt)}</Table.Td>
                  <Table.Td>{at(item.receivedAt)}</Table.Td>
                  <Table.Td>
                    <Badge color={OUTCOME_COLORS[item.outcome] ?? "gray"} variant="light">
                      {RSS_ITEM_OUTCOME_LABELS[item.outcome] ?? ""}
                    </Badge>
                    {item.note && (
                      <Text size="xs" c="red">
                        {item.note}
                      </Text>
                    )}
                    {item.notificationId !== null && (
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        onClick={() => setNotification(item.notificationId)}
                      >
                        {t("openNotification")}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} />}
      </Stack>
      {notification !== null && (
        <HistoryDetailModal id={notification} onClose={() => setNotification(null)} />
      )}
    </Modal>
  );
}
