import type { NewsDisplayItem } from "@gakumu/domain/news/news-api";
import { RichText } from "@gakumu/form-view";
import { PageTitle } from "@gakumu/ui";
import { Accordion, Alert, Anchor, Badge, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconPaperclip, IconPin, IconSearch } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { type BoardType, fetchBoard, newsKeys, openBoardItem } from "../../api/news-api";
import { errorMessage } from "../../http/member-http";

const TITLES: Record<BoardType, string> = { announcement: "学校のお知らせ", faq: "よくある質問" };
const OTHER = "その他";

/** Full-width/half-width and case do not matter when searching (spec §5). */
const fold = (s: string) => s.normalize("NFKC").toLowerCase();
const shownAt = (text: string) => text.replace(/-/g, "/");

function byCategory(items: NewsDisplayItem[]) {
  const groups = new Map<string, NewsDisplayItem[]>();
  for (const i of items)
    groups.set(i.categoryName ?? OTHER, [...(groups.get(i.categoryName ?? OTHER) ?? []), i]);
  return [...groups.entries()].sort(([a], [b]) =>
    a === OTHER ? 1 : b === OTHER ? -1 : a.localeCompare(b, "ja"),
  );
}

/**
 * The school's posted announcements (read receipts: opening one tells the school it was read) and
 * its FAQ as a searchable list grouped by category.
 */
export function NewsBoardPage({ type }: { type: BoardType }) {
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState("");
  const list = useQuery({ queryKey: newsKeys.list(type), queryFn: ({ signal }) => fetchBoard(type, signal) });
  const read = useMutation({
    mutationFn: (id: number) => openBoardItem(type, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: newsKeys.list(type) }),
  });
  const items = (list.data?.items ?? []).filter(
    (i) => keyword.trim() === "" || fold(`${i.title} ${i.bodyHtml}`).includes(fold(keyword.trim())),
  );
  const onOpen = (value: string | null) => {
    const item = items.find((i) => String(i.id) === value);
    if (item && !item.read) read.mutate(item.id);
  };
  // Opened from a notification (…?item=12): that item is open, and counts as read.
  const linked = useSearchParams()[0].get("item");
  const linkedItem = list.data?.items.find((i) => String(i.id) === linked);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per item the link names, when loaded
  useEffect(() => {
    if (linkedItem && !linkedItem.read) read.mutate(linkedItem.id);
  }, [linkedItem?.id]);
  const entry = (i: NewsDisplayItem) => (
    <Accordion.Item key={i.id} value={String(i.id)}>
      <Accordion.Control>
        <Stack gap={2}>
          <Group gap={6} wrap="nowrap">
            {i.pinned && <IconPin size={14} aria-label="固定" />}
            <Text fz="sm" fw={i.read ? 400 : 700}>
              {i.title}
            </Text>
            {!i.read && type === "announcement" && (
              <Badge size="xs" color="red">
                未読
              </Badge>
            )}
          </Group>
          <Text fz="xs" c="dimmed">
            {shownAt(i.publishFrom)}
          </Text>
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          <RichText html={i.bodyHtml} />
          {i.attachments.map((a) => (
            <Anchor key={a.key} href={a.url} target="_blank" rel="noopener noreferrer" fz="sm">
              <Group gap={4} wrap="nowrap">
                <IconPaperclip size={14} aria-hidden />
                {a.name}
              </Group>
            </Anchor>
          ))}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
  return (
    <Stack gap="sm">
      <PageTitle title={TITLES[type]} />
      <Title order={1} fz="xl">
        {TITLES[type]}
      </Title>
      {type === "faq" && (
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder="質問を検索"
          aria-label="質問を検索"
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
        />
      )}
      {list.isPending && <Loader mx="auto" my="xl" aria-label="読み込み中" />}
      {list.isError && (
        <Alert color="red" title="読み込めませんでした">
          <Text fz="sm">{errorMessage(list.error)}</Text>
        </Alert>
      )}
      {list.isSuccess && items.length === 0 && (
        <Text c="dimmed" ta="center" py={48}>
          {keyword.trim() ? "該当する質問はありません。" : "公開中の記事はありません。"}
        </Text>
      )}
      {type === "faq"
        ? byCategory(items).map(([category, group]) => (
            <Stack key={category} gap={4}>
              <Title order={2} fz="md">
                {category}
              </Title>
              <Accordion variant="separated" onChange={onOpen} defaultValue={linked}>
                {group.map(entry)}
              </Accordion>
            </Stack>
          ))
        : items.length > 0 && (
            <Accordion variant="separated" onChange={onOpen} defaultValue={linked}>
              {items.map(entry)}
            </Accordion>
          )}
    </Stack>
  );
}

export const AnnouncementBoardPage = () => <NewsBoardPage type="announcement" />;
export const FaqBoardPage = () => <NewsBoardPage type="faq" />;
