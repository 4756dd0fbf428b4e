import { formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Button, Card, Group, Pagination, Stack, Table, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ImportDetailModal } from "./ImportDetailModal";
import { MEMBER_IMPORT_NAMESPACE } from "./i18n";
import { logStatusColor, logStatusLabel } from "./labels";
import {
  HISTORY_PAGE_SIZE,
  type ImportVariant,
  importApi,
  importKeys,
  type SyncLog,
} from "./member-import-api";

const n = (count: number) => count.toLocaleString("ja-JP");

interface ImportHistoryProps {
  variant: ImportVariant;
  /** Shows a checked import without errors again above, to go on to 取り込み実行. */
  onResume: (log: SyncLog) => void;
}

/** 取り込み履歴: past imports newest first, their state in Japanese, and a detail view of each. */
export function ImportHistory({ variant, onResume }: ImportHistoryProps) {
  const { t } = useTranslation(MEMBER_IMPORT_NAMESPACE);
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<SyncLog | null>(null);
  const query = useQuery({
    queryKey: importKeys(variant).logs(page),
    queryFn: ({ signal }) => importApi(variant).logs(page, signal),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE)) : 1;

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("history.heading")}
        </Title>
        {data && data.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("history.empty")}
          </Text>
        )}
        {data && data.items.length > 0 && (
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("history.createdAt")}</Table.Th>
                  <Table.Th>{t("history.file")}</Table.Th>
                  <Table.Th>{t("history.stage")}</Table.Th>
                  <Table.Th>{t("history.status")}</Table.Th>
                  <Table.Th>{t("history.counts")}</Table.Th>
                  <Table.Th>{t("history.createdBy")}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((log) => (
                  <Table.Tr key={log.syncLogId}>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      {formatDate(log.createdAt, "yyyy/MM/dd HH:mm")}
                    </Table.Td>
                    <Table.Td style={{ wordBreak: "break-all" }}>{log.fileName}</Table.Td>
                    <Table.Td>
                      {t(log.stage === "COMMIT" ? "history.stageCommit" : "history.stageCheck")}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={logStatusColor(log)} variant="light">
                        {logStatusLabel(log.status)}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      {t("history.countsValue", {
                        total: n(log.totalCount),
                        insert: n(log.insertCount),
                        update: n(log.updateCount),
                        error: n(log.errorCount),
                      })}
                    </Table.Td>
                    <Table.Td>{log.createdBy}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap" justify="flex-end">
                        {log.committable && (
                          <Button size="compact-sm" variant="light" onClick={() => onResume(log)}>
                            {t("history.resume")}
                          </Button>
                        )}
                        <Button size="compact-sm" variant="default" onClick={() => setShown(log)}>
                          {t("history.detail")}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      </Stack>
      {shown && <ImportDetailModal variant={variant} log={shown} onClose={() => setShown(null)} />}
    </Card>
  );
}
