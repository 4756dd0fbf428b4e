import { formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import {
  Alert,
  Badge,
  Group,
  Loader,
  Modal,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CheckCounts } from "./CheckCounts";
import { ISSUE_COLOR } from "./IssueTable";
import { MEMBER_IMPORT_NAMESPACE } from "./i18n";
import {
  DETAIL_STATUS_OPTIONS,
  deleteModeLabel,
  detailStatusLabel,
  logStatusColor,
  logStatusLabel,
  syncTypeLabel,
} from "./labels";
import {
  DETAIL_PAGE_SIZE,
  type ImportVariant,
  importApi,
  importKeys,
  type SyncLog,
} from "./member-import-api";

interface ImportDetailModalProps {
  variant: ImportVariant;
  log: SyncLog;
  onClose: () => void;
}

/** One import: its counts and notes, and its rows (every row once imported, the refused ones after a check). */
export function ImportDetailModal({ variant, log, onClose }: ImportDetailModalProps) {
  const { t } = useTranslation(MEMBER_IMPORT_NAMESPACE);
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: importKeys(variant).details(log.syncLogId, status, page),
    queryFn: ({ signal }) => importApi(variant).details(log.syncLogId, status, page, signal),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / DETAIL_PAGE_SIZE)) : 1;
  const filters = [{ value: "", label: t("detail.filterAll") }, ...DETAIL_STATUS_OPTIONS];

  return (
    <Modal opened onClose={onClose} title={t("detail.title")} size="xl">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color={logStatusColor(log)} variant="light">
            {logStatusLabel(log.status)}
          </Badge>
          <Text size="sm">{formatDate(log.createdAt, "yyyy/MM/dd HH:mm")}</Text>
          <Text size="sm" c="dimmed">
            {log.createdBy}
          </Text>
        </Group>
        <Text size="sm">
          {t("detail.file")}: {log.fileName}
        </Text>
        {log.deleteMode && (
          <Text size="sm">
            {t("detail.deleteMode")}: {deleteModeLabel(log.deleteMode)}
          </Text>
        )}
        <CheckCounts log={log} />
        {log.message && <Alert color="red">{log.message}</Alert>}
        <SegmentedControl
          data={filters}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        {!data ? (
          <Loader size="sm" type="dots" />
        ) : data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("detail.empty")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={80}>{t("issues.row")}</Table.Th>
                  <Table.Th w={120}>{t("issues.memberId")}</Table.Th>
                  <Table.Th w={70}>{t("detail.type")}</Table.Th>
                  <Table.Th w={90}>{t("detail.status")}</Table.Th>
                  <Table.Th>{t("detail.content")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{d.rowNumber > 0 ? d.rowNumber : t("detail.deletedRow")}</Table.Td>
                    <Table.Td>{d.memberId}</Table.Td>
                    <Table.Td>{syncTypeLabel(d.syncType)}</Table.Td>
                    <Table.Td c={d.status === "ERROR" ? "red.8" : undefined}>
                      {detailStatusLabel(d.status)}
                    </Table.Td>
                    <Table.Td>
                      {d.messages.map((m) => (
                        <Text
                          key={`${m.fieldName}:${m.message}`}
                          size="sm"
                          c={m.warning ? ISSUE_COLOR.warning : undefined}
                        >
                          {m.column}「{m.value}」: {m.message}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      </Stack>
    </Modal>
  );
}
