import { DASHBOARD_INFORMATION_DISPLAY_COUNT, type NewsDisplayItem, type NewsType } from "@gakumu/domain";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Accordion, Anchor, Badge, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconPin } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { NEWS_NAMESPACE } from "./i18n";
import { NewsPreview, shownAt } from "./NewsPreview";
import { newsApi, newsKeys } from "./news-api";

/** FAQ grouped by category, each group in its own order; uncategorised last. */
function byCategory(items: NewsDisplayItem[], other: string) {
  const groups = new Map<string, NewsDisplayItem[]>();
  for (const i of items)
    groups.set(i.categoryName ?? other, [...(groups.get(i.categoryName ?? other) ?? []), i]);
  return [...groups.entries()].sort(([a], [b]) =>
    a === other ? 1 : b === other ? -1 : a.localeCompare(b, "ja"),
  );
}

/** Case- and width-insensitive match, as the spec's text search (§5: full/half width, lower case). */
const fold = (s: string) => s.normalize("NFKC").toLowerCase();

/**
 * announcement-display / faq-display (always allowed, spec §2.1): what is published for staff. An
 * opened announcement counts as read by the staff member.
 */
export function NewsDisplayPage({ type }: { type: NewsType }) {
  const { t } = useTranslation(NEWS_NAMESPACE);
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState("");
  const list = useQuery({
    queryKey: newsKeys.display(type, 100),
    queryFn: ({ signal }) => newsApi.display(type, 100, signal),
  });
  const read = useMutation({
    mutationFn: (id: number) => newsApi.markRead(type, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["news-display", type] }),
  });
  const heading = t(`display.${type}`);
  const items = (list.data?.items ?? []).filter(
    (i) => keyword.trim() === "" || fold(`${i.title} ${i.bodyHtml}`).includes(fold(keyword.trim())),
  );
  const open = (value: string | null) => {
    const item = items.find((i) => String(i.id) === value);
    if (item && !item.read) read.mutate(item.id);
  };
  const entry = (i: NewsDisplayItem) => (
    <Accordion.Item key={i.id} value={String(i.id)}>
      <Accordion.Control>
        <Group gap={6} wrap="nowrap">
          {i.pinned && <IconPin size={14} aria-hidden />}
          <Text size="sm" fw={i.read ? 400 : 700}>
            {i.title}
          </Text>
          {!i.read && type === "ANNOUNCEMENT" && (
            <Badge size="xs" color="red">
              {t("display.new")}
            </Badge>
          )}
          <Text size="xs" c="dimmed" ml="auto">
            {shownAt(i.publishFrom)}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <NewsPreview item={i} />
      </Accordion.Panel>
    </Accordion.Item>
  );
  return (
    <Stack gap="md" p="md" maw={1000}>
      <PageTitle title={heading} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {heading}
      </Title>
      {type === "FAQ" && (
        <TextInput
          placeholder={t("display.search")}
          aria-label={t("display.search")}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
        />
      )}
      {!list.data ? (
        <Loader size="sm" type="dots" />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("display.empty")}
        </Text>
      ) : type === "FAQ" ? (
        byCategory(items, t("display.other")).map(([category, group]) => (
          <Stack key={category} gap={4}>
            <Title order={2} fz="md">
              {category}
            </Title>
            <Accordion variant="separated" onChange={open}>
              {group.map(entry)}
            </Accordion>
          </Stack>
        ))
      ) : (
        <Accordion variant="separated" onChange={open}>
          {items.map(entry)}
        </Accordion>
      )}
    </Stack>
  );
}

/** The dashboard's card: the latest announcements for staff (spec §9: 5). */
export function LatestAnnouncements() {
  const { t } = useTranslation(NEWS_NAMESPACE);
  const limit = DASHBOARD_INFORMATION_DISPLAY_COUNT;
  const list = useQuery({
    queryKey: newsKeys.display("ANNOUNCEMENT", limit),
    queryFn: ({ signal }) => newsApi.display("ANNOUNCEMENT", limit, signal),
  });
  if (!list.data) return <Loader size="sm" type="dots" />;
  if (list.data.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("display.empty")}
      </Text>
    );
  return (
    <Stack gap={6}>
      {list.data.items.map((i) => (
        <Group key={i.id} gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed" w={110}>
            {shownAt(i.publishFrom)}
          </Text>
          {i.pinned && <IconPin size={14} aria-hidden />}
          <Anchor component={Link} to="/announcement-display" size="sm" fw={i.read ? 400 : 700}>
            {i.title}
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}
