import { DeliverItemStatus, NEWS_AUDIENCE_LABELS, type NewsType } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Anchor, Group, Pagination, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { IconPin } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { NEWS_NAMESPACE } from "./i18n";
import { shownAt } from "./NewsPreview";
import { NewsStatusBadge } from "./NewsStatusBadge";
import { EMPTY_FILTER, type NewsFilter, newsApi, newsKeys } from "./news-api";

/** The items of the type with their status labels, filtered by status, category and keyword. */
export function NewsListView({ type, onOpen }: { type: NewsType; onOpen: (id: number) => void }) {
  const { t } = useTranslation(NEWS_NAMESPACE);
  const [filter, setFilter] = useState<NewsFilter>(EMPTY_FILTER);
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: newsKeys.list(type, filter, page),
    queryFn: ({ signal }) => newsApi.list(type, filter, page, signal),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({
    queryKey: newsKeys.categories(type),
    queryFn: ({ signal }) => newsApi.categories(type, signal),
  });
  const set = (patch: Partial<NewsFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const data = list.data;
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <Select
          label={t("list.status")}
          w={160}
          value={String(filter.status)}
          onChange={(v) => set({ status: Number(v ?? 0) })}
          data={[
            { value: "0", label: t("list.all") },
            ...DeliverItemStatus.options.map((o) => ({ value: String(o.value), label: o.label })),
          ]}
        />
        <Select
          label={t("list.category")}
          w={200}
          value={String(filter.categoryId)}
          onChange={(v) => set({ categoryId: Number(v ?? 0) })}
          data={[
            { value: "0", label: t("list.all") },
            ...(categories.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        <TextInput
          label={t("list.keyword")}
          value={keyword}
          maxLength={100}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          onKeyDown={(e) => e.key === "Enter" && set({ keyword })}
          onBlur={() => set({ keyword })}
        />
      </Group>
      {data && data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("list.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("list.title")}</Table.Th>
                <Table.Th>{t("list.status")}</Table.Th>
                <Table.Th>{t("list.category")}</Table.Th>
                <Table.Th>{t("list.audience")}</Table.Th>
                <Table.Th>{t("list.period")}</Table.Th>
                <Table.Th>{t("list.author")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.items.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {i.pinned && <IconPin size={14} aria-label={t("list.pinned")} />}
                      <Anchor component="button" type="button" size="sm" onClick={() => onOpen(i.id)}>
                        {i.title}
                      </Anchor>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <NewsStatusBadge status={i.status} />
                  </Table.Td>
                  <Table.Td>{i.categoryName ?? ""}</Table.Td>
                  <Table.Td>{NEWS_AUDIENCE_LABELS[i.audience]}</Table.Td>
                  <Table.Td>
                    {shownAt(i.publishFrom)}
                    {i.publishTo ? ` 〜 ${shownAt(i.publishTo)}` : ""}
                  </Table.Td>
                  <Table.Td>{i.authorName}</Table.Td>
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
