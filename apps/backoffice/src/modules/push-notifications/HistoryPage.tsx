import { formatDate, NotificationStatus, NotificationType } from "@gakumu/domain";
import { PageTitle, useTranslation } from "@gakumu/ui";
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
  Title,
} from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ListContent } from "../../app/list/ListContent";
import { HistoryDetailModal } from "./HistoryDetailModal";
import { PUSH_NAMESPACE } from "./i18n";
import { EMPTY_HISTORY_FILTER, type HistoryFilter, pushApi, pushKeys } from "./push-api";
import { StatusBadge } from "./StatusBadge";

const at = (iso: string | null) => (iso ? formatDate(iso, "yyyy/MM/dd HH:mm") : "");

/** 配信履歴 (menu push-history): pushes and group pushes, filtered, with their read and reply counts. */
export function HistoryPage() {
  const { t } = useTranslation(PUSH_NAMESPACE);
  const [form, setForm] = useState<HistoryFilter>(EMPTY_HISTORY_FILTER);
  const [filter, setFilter] = useState<HistoryFilter>(EMPTY_HISTORY_FILTER);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: pushKeys.history(filter, page),
    queryFn: ({ signal }) => pushApi.history(filter, page, signal),
    placeholderData: keepPreviousData,
    // Sending takes seconds to minutes: the read rate climbs while the screen is open.
    refetchInterval: 10_000,
  });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const all = { value: "0", label: t("history.all") };

  return (
    <Stack gap="md" p="md" maw={1200}>
      <PageTitle title={t("history.title")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("history.title")}
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setFilter(form);
          setPage(1);
        }}
      >
        <Group align="flex-end" gap="sm">
          <Select
            label={t("history.status")}
            data={[
              all,
              ...NotificationStatus.options.map((o) => ({ value: String(o.value), label: o.label })),
            ]}
            value={String(form.status)}
            onChange={(v) => setForm({ ...form, status: Number(v ?? 0) })}
            w={170}
            allowDeselect={false}
          />
          <Select
            label={t("history.kind")}
            data={[
              all,
              { value: "1", label: NotificationType.label(1) },
              { value: "4", label: NotificationType.label(4) },
              { value: "5", label: NotificationType.label(5) },
            ]}
            value={String(form.kind)}
            onChange={(v) => setForm({ ...form, kind: Number(v ?? 0) })}
            w={190}
            allowDeselect={false}
          />
          <TextInput
            type="date"
            label={t("history.from")}
            value={form.from}
            onChange={(e) => setForm({ ...form, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t("history.to")}
            value={form.to}
            onChange={(e) => setForm({ ...form, to: e.currentTarget.value })}
          />
          <TextInput
            label={t("history.keyword")}
            value={form.keyword}
            maxLength={100}
            onChange={(e) => setForm({ ...form, keyword: e.currentTarget.value })}
          />
          <Button type="submit" data-operation-id="push-history-search">
            {t("history.search")}
          </Button>
        </Group>
      </form>
      {data && <Text size="sm">{t("history.total", { total: data.total.toLocaleString("ja-JP") })}</Text>}
      <ListContent pending={list.isPending} rows={data?.items} emptyText={t("history.empty")}>
        {(rows) => (
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={150}>{t("history.when")}</Table.Th>
                  <Table.Th w={150}>{t("history.status")}</Table.Th>
                  <Table.Th>{t("history.subject")}</Table.Th>
                  <Table.Th w={140}>{t("history.sender")}</Table.Th>
                  <Table.Th w={90} ta="right">
                    {t("history.recipients")}
                  </Table.Th>
                  <Table.Th w={110} ta="right">
                    {t("history.read")}
                  </Table.Th>
                  <Table.Th w={70} ta="right">
                    {t("history.replied")}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const s = row.summary;
                  const rate = s.recipients === 0 ? 0 : Math.round((s.read / s.recipients) * 100);
                  return (
                    <Table.Tr key={row.id}>
                      <Table.Td>{at(row.reservedAt ?? row.sentAt ?? row.createdAt)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={row.status} />
                      </Table.Td>
                      <Table.Td>
                        <Anchor component="button" size="sm" onClick={() => setOpen(row.id)} ta="left">
                          {row.title}
                        </Anchor>
                        {(row.kind === 4 || row.kind === 5) && (
                          <Badge size="xs" ml={6} variant="outline">
                            {NotificationType.label(row.kind)}
                          </Badge>
                        )}
                        {row.resendType !== null && (
                          <Text span size="xs" c="dimmed" ml={4}>
                            {t("history.resendLabel")}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{row.createdBy}</Table.Td>
                      <Table.Td ta="right">{s.recipients.toLocaleString("ja-JP")}</Table.Td>
                      <Table.Td ta="right">
                        {s.read.toLocaleString("ja-JP")}（{rate}%）
                      </Table.Td>
                      <Table.Td ta="right">{s.replied.toLocaleString("ja-JP")}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListContent>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} withEdges />}
      {open !== null && <HistoryDetailModal id={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
