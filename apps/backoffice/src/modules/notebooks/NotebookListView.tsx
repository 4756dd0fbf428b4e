import { formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { NOTEBOOK_NAMESPACE } from "./i18n";
import { notebookApi, notebookKeys } from "./notebooks-api";

const at = (iso: string | null) => (iso ? formatDate(iso, "yyyy/MM/dd HH:mm") : "");

export function NotebookListView({
  onOpen,
  onProgress,
}: {
  onOpen: (id: number) => void;
  onProgress: (id: number) => void;
}) {
  const { t } = useTranslation(NOTEBOOK_NAMESPACE);
  const [categoryId, setCategoryId] = useState(0);
  const [keyword, setKeyword] = useState("");
  const [applied, setApplied] = useState("");
  const [page, setPage] = useState(1);
  const categories = useQuery({
    queryKey: notebookKeys.categories,
    queryFn: ({ signal }) => notebookApi.categories(signal),
  });
  const list = useQuery({
    queryKey: notebookKeys.list(categoryId, applied, page),
    queryFn: ({ signal }) => notebookApi.list(categoryId, applied, page, signal),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  return (
    <Stack gap="sm">
      <Group align="end">
        <Select
          label={t("list.category")}
          w={200}
          value={String(categoryId)}
          onChange={(v) => {
            setCategoryId(Number(v ?? 0));
            setPage(1);
          }}
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
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              setApplied(keyword);
              setPage(1);
            }
          }}
          onBlur={() => setApplied(keyword)}
        />
      </Group>
      {data && data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("list.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("list.title")}</Table.Th>
                <Table.Th>{t("list.category")}</Table.Th>
                <Table.Th>{t("list.pages")}</Table.Th>
                <Table.Th>{t("list.edition")}</Table.Th>
                <Table.Th>{t("list.publishedAt")}</Table.Th>
                <Table.Th>{t("list.recipients")}</Table.Th>
                <Table.Th>{t("list.updatedAt")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(data?.items ?? []).map((n) => (
                <Table.Tr key={n.id}>
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => onOpen(n.id)}>
                      {n.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{n.categoryName ?? ""}</Table.Td>
                  <Table.Td>{n.pageCount}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {n.edition === 0 ? (
                        <Badge variant="light" color="gray">
                          {t("list.notPublished")}
                        </Badge>
                      ) : (
                        <Badge variant="light">{t("list.editionNo", { edition: n.edition })}</Badge>
                      )}
                      {n.changedSincePublish && (
                        <Badge variant="light" color="orange">
                          {t("list.changed")}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{at(n.publishedAt)}</Table.Td>
                  <Table.Td>{n.edition > 0 ? n.recipientCount : ""}</Table.Td>
                  <Table.Td>{at(n.updatedAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      disabled={n.edition === 0}
                      onClick={() => onProgress(n.id)}
                    >
                      {t("list.progress")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.total > data.pageSize && (
        <Pagination total={Math.ceil(data.total / data.pageSize)} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
