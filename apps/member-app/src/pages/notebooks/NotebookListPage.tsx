import { PageTitle } from "@gakumu/ui";
import { Alert, Badge, Card, Group, Loader, Progress, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { fetchNotebooks, notebookKeys } from "../../api/notebook-api";
import { errorMessage } from "../../http/member-http";

const shownAt = (iso: string) =>
  new Intl.DateTimeFormat("ja-JP", {
    timeZone: "Asia/Tokyo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(iso));

/** 手帳: the notebooks the school handed to this member, with how far they got. */
export function NotebookListPage() {
  const list = useQuery({ queryKey: notebookKeys.list, queryFn: ({ signal }) => fetchNotebooks(signal) });
  return (
    <Stack gap="sm">
      <PageTitle title="手帳" />
      <Title order={1} fz="lg">
        手帳
      </Title>
      {list.isPending && <Loader size="sm" />}
      {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
      {list.data?.items.length === 0 && (
        <Text size="sm" c="dimmed">
          届いている手帳はありません。
        </Text>
      )}
      {list.data?.items.map((n) => (
        <Card key={n.id} withBorder component={Link} to={`/notebooks/${n.id}`} padding="sm">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{n.title}</Text>
              {n.edition > 1 && <Badge variant="light">第{n.edition}版</Badge>}
            </Group>
            <Text size="xs" c="dimmed">
              {[n.categoryName, `${shownAt(n.publishedAt)} 発行`].filter(Boolean).join("・")}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Progress value={n.pageCount ? (n.donePages / n.pageCount) * 100 : 0} style={{ flex: 1 }} />
              <Text size="xs">
                {n.donePages}/{n.pageCount}ページ
              </Text>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
