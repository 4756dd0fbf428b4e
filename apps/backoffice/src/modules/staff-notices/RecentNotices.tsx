import { formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { STAFF_NOTICES_NAMESPACE } from "./i18n";
import { RECENT_NOTICES_ANCHOR, staffNoticeKeys, staffNoticesApi } from "./staff-notices-api";

const TIME = "yyyy/MM/dd HH:mm";

/** The caller's latest notices, newest first; a click opens the item. */
export function RecentNotices() {
  const { t } = useTranslation(STAFF_NOTICES_NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const recent = useQuery({
    queryKey: staffNoticeKeys.recent(),
    queryFn: ({ signal }) => staffNoticesApi.recent(signal),
  });
  const markRead = useMutation({
    mutationFn: staffNoticesApi.markRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffNoticeKeys.recent() }),
  });
  const items = recent.data?.items ?? [];
  // 「通知の一覧へ」 of the header's bell lands here: brought into view once the list has loaded.
  const { hash } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  const loaded = recent.isSuccess;
  useEffect(() => {
    if (loaded && hash === `#${RECENT_NOTICES_ANCHOR}`) anchor.current?.scrollIntoView({ block: "start" });
  }, [hash, loaded]);

  return (
    <Paper withBorder p="md" maw={720} id={RECENT_NOTICES_ANCHOR} ref={anchor}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t("recent.title")}
          </Title>
          {(recent.data?.unread ?? 0) > 0 && (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => markRead.mutate()}
              data-operation-id="notice-setting-mark-read"
            >
              {t("recent.markRead")}
            </Button>
          )}
        </Group>
        {items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("recent.empty")}
          </Text>
        )}
        {items.map((item) => (
          <UnstyledButton
            key={item.id}
            onClick={() => navigate(item.link)}
            aria-label={`${t("recent.open")} ${item.title}`}
            p="xs"
            style={{ borderRadius: 4, borderBottom: "1px solid var(--mantine-color-gray-2)" }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} miw={0}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {item.title}
                  </Text>
                  {!item.read && (
                    <Badge size="xs" color="blue" variant="light">
                      {t("recent.unread")}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {item.body}
                </Text>
              </Stack>
              <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                {formatDate(item.createdAt, TIME)}
              </Text>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
