import { formatDate, type RssFeedItem } from "@gakumu/domain";
import { confirmDialog, notify, PageTitle, useTranslation } from "@gakumu/ui";
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifyHttpError } from "../../app/http";
import { useReadOnly } from "../../app/read-only";
import { FeedFormModal } from "./FeedFormModal";
import { ItemsModal } from "./ItemsModal";
import { RSS_NAMESPACE } from "./i18n";
import { rssApi, rssKeys } from "./rss-api";

const at = (iso: string | null) => (iso ? formatDate(iso, "yyyy/MM/dd HH:mm") : "");

function StateBadge({ feed }: { feed: RssFeedItem }) {
  const { t } = useTranslation(RSS_NAMESPACE);
  if (feed.pausedReason) return <Badge color="red">{t("paused")}</Badge>;
  if (!feed.enabled) return <Badge color="gray">{t("disabled")}</Badge>;
  if (feed.lastError) return <Badge color="orange">{t("failing")}</Badge>;
  return <Badge color="teal">{t("active")}</Badge>;
}

/** RSS連携 (menu rss-linkage): the organisation's feeds, their poll state, and their articles. */
export function RssPage() {
  const { t } = useTranslation(RSS_NAMESPACE);
  const readOnly = useReadOnly();
  const client = useQueryClient();
  const [editing, setEditing] = useState<RssFeedItem | "new" | null>(null);
  const [showing, setShowing] = useState<RssFeedItem | null>(null);
  const feeds = useQuery({
    queryKey: rssKeys.feeds,
    queryFn: ({ signal }) => rssApi.feeds(signal),
    // The sweep runs every five minutes; the state on screen follows without a reload.
    refetchInterval: 60_000,
  });
  const refresh = () => client.invalidateQueries({ queryKey: rssKeys.all });
  const check = useMutation({
    mutationFn: (id: number) => rssApi.check(id),
    onSuccess: async (result) => {
      if (result.result === "failed") notify.danger({ message: result.message });
      else notify.success({ message: result.message });
      await refresh();
    },
    onError: notifyHttpError,
  });
  const resume = useMutation({
    mutationFn: (id: number) => rssApi.resume(id),
    onSuccess: async () => {
      notify.success({ message: t("resumed") });
      await refresh();
    },
    onError: notifyHttpError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => rssApi.remove(id),
    onSuccess: async () => {
      notify.success({ message: t("deleted") });
      await refresh();
    },
    onError: notifyHttpError,
  });
  const items = feeds.data?.items ?? [];

  return (
    <Stack gap="md" p="md" maw={1200}>
      <PageTitle title={t("title")} />
      <Group justify="space-between">
        <Title order={1} fz={{ base: 20, sm: 24 }}>
          {t("title")}
        </Title>
        <Button onClick={() => setEditing("new")} disabled={readOnly}>
          {t("add")}
        </Button>
      </Group>
      <Text size="sm">{t("lead")}</Text>
      <Text size="sm" c="dimmed">
        {t("firstPoll")}
      </Text>
      {feeds.data && items.length === 0 && <Text c="dimmed">{t("empty")}</Text>}
      {items.length > 0 && (
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("name")}</Table.Th>
              <Table.Th>{t("status")}</Table.Th>
              <Table.Th>{t("lastChecked")}</Table.Th>
              <Table.Th>{t("lastNewItem")}</Table.Th>
              <Table.Th>{t("actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((feed) => (
              <Table.Tr key={feed.id} data-testid={`feed-${feed.id}`}>
                <Table.Td maw={380}>
                  <Text fw={600}>{feed.name}</Text>
                  <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                    {feed.url}
                  </Text>
                  <Anchor component="button" type="button" size="xs" onClick={() => setShowing(feed)}>
                    {t("articles", { count: feed.itemCount, sent: feed.sentCount })}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <StateBadge feed={feed} />
                  {feed.consecutiveFailures > 0 && (
                    <Text size="xs" c="dimmed">
                      {t("failures", { count: feed.consecutiveFailures })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{at(feed.lastCheckedAt) || t("never")}</Table.Td>
                <Table.Td>{at(feed.lastNewItemAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Button
                      size="compact-sm"
                      variant="light"
                      disabled={readOnly}
                      loading={check.isPending && check.variables === feed.id}
                      onClick={() => check.mutate(feed.id)}
                    >
                      {t("check")}
                    </Button>
                    {feed.pausedReason && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="orange"
                        disabled={readOnly}
                        onClick={() => resume.mutate(feed.id)}
                      >
                        {t("resume")}
                      </Button>
                    )}
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={readOnly}
                      onClick={() => setEditing(feed)}
                    >
                      {t("edit")}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      disabled={readOnly}
                      onClick={async () => {
                        if (await confirmDialog({ message: t("confirmDelete", { name: feed.name }) }))
                          remove.mutate(feed.id);
                      }}
                    >
                      {t("remove")}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {items
        .filter((feed) => feed.pausedReason || feed.lastError)
        .map((feed) => (
          <Alert
            key={feed.id}
            color={feed.pausedReason ? "red" : "orange"}
            title={`${feed.name}：${t("lastError")}`}
          >
            {feed.pausedReason && <Text size="sm">{feed.pausedReason}</Text>}
            {feed.lastError && <Text size="sm">{feed.lastError}</Text>}
          </Alert>
        ))}
      {editing !== null && (
        <FeedFormModal feed={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
      {showing && <ItemsModal feed={showing} onClose={() => setShowing(null)} />}
    </Stack>
  );
}
