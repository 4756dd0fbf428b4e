import type { InboxItem } from "@gakumu/domain/member-inbox/member-inbox-api";
import { PageTitle } from "@gakumu/ui";
import { Alert, Badge, Box, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { fetchInboxPage, inboxKeys } from "../../api/inbox-api";
import { paths } from "../../app/paths";
import { formatDateTime } from "../../components/format";
import { errorMessage } from "../../http/member-http";
import { isSafetyKind } from "../safety/safety-kind";
import { isSurveyKind } from "../survey/survey-kind";
import classes from "./InboxPage.module.css";

/** お知らせ: the member's messages, newest first, unread ones marked. */
export function InboxPage() {
  const inbox = useInfiniteQuery({
    queryKey: inboxKeys.pages,
    queryFn: ({ pageParam, signal }) => fetchInboxPage(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="sm">
      <PageTitle title="お知らせ" />
      <Title order={1} fz="xl">
        お知らせ
      </Title>
      <Group gap="xs">
        <Button component={Link} to={paths.board} size="xs" variant="light">
          学校のお知らせ
        </Button>
        <Button component={Link} to={paths.faq} size="xs" variant="light">
          よくある質問
        </Button>
      </Group>
      {inbox.isPending && <Loader mx="auto" my="xl" aria-label="読み込み中" />}
      {inbox.isError && (
        <Alert color="red" title="お知らせを読み込めませんでした">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{errorMessage(inbox.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void inbox.refetch()}>
              再読み込み
            </Button>
          </Stack>
        </Alert>
      )}
      {inbox.isSuccess && items.length === 0 && (
        <Stack align="center" gap="xs" py={48} c="dimmed">
          <IconInbox size={40} stroke={1.4} />
          <Text>お知らせはまだありません。</Text>
        </Stack>
      )}
      {items.length > 0 && (
        <Stack gap="xs" component="ul" className={classes.list} aria-label="お知らせ一覧">
          {items.map((item) => (
            <InboxRow key={item.deliveryId} item={item} />
          ))}
        </Stack>
      )}
      {inbox.hasNextPage && (
        <Button
          variant="subtle"
          loading={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          もっと見る
        </Button>
      )}
    </Stack>
  );
}

function InboxRow({ item }: { item: InboxItem }) {
  const unread = item.readAt === null;
  return (
    <li>
      <Card
        component={Link}
        to={
          isSafetyKind(item.kind)
            ? paths.safety(item.deliveryId)
            : isSurveyKind(item.kind)
              ? paths.survey(item.deliveryId)
              : paths.message(item.deliveryId)
        }
        withBorder
        padding="sm"
        className={unread ? classes.unread : classes.read}
        aria-label={`${unread ? "未読 " : ""}${item.title}`}
      >
        <Group gap={8} wrap="nowrap" align="flex-start">
          <Box className={unread ? classes.dot : classes.noDot} aria-hidden />
          <Box miw={0} style={{ flex: 1 }}>
            <Group gap={6} wrap="nowrap" justify="space-between">
              <Text fw={unread ? 700 : 500} truncate>
                {item.title}
              </Text>
              {item.urgent && (
                <Badge color="red" size="sm" variant="filled" style={{ flexShrink: 0 }}>
                  緊急
                </Badge>
              )}
            </Group>
            <Text fz="sm" c="dimmed" lineClamp={2}>
              {item.excerpt}
            </Text>
            <Group gap={8} mt={4}>
              <Text fz="xs" c="dimmed">
                {formatDateTime(item.sentAt)}
              </Text>
              {unread && (
                <Text fz="xs" fw={700} c="red.8">
                  未読
                </Text>
              )}
              {item.replyEnabled && (
                <Text fz="xs" c="gakumu.8">
                  返信できます
                </Text>
              )}
            </Group>
          </Box>
        </Group>
      </Card>
    </li>
  );
}
