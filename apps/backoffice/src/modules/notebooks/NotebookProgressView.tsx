import { formatDate, NotebookType } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Button, Group, Pagination, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import { IconArrowLeft, IconCheck, IconPlayerPlay } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ExportProgress } from "../../app/exports/ExportProgress";
import { useExportDownload } from "../../app/exports/use-export-download";
import { NOTEBOOK_EXPORT_TEXTS, NOTEBOOK_NAMESPACE } from "./i18n";
import { notebookApi, notebookKeys } from "./notebooks-api";

const isMedia = (pageType: number) => pageType === NotebookType.MP3 || pageType === NotebookType.MP4;
const at = (iso: string) => formatDate(iso, "yyyy/MM/dd HH:mm");

function Cell({
  pageType,
  openedAt,
  playedAt,
}: {
  pageType: number;
  openedAt: string | null;
  playedAt: string | null;
}) {
  const { t } = useTranslation(NOTEBOOK_NAMESPACE);
  if (isMedia(pageType) && playedAt)
    return (
      <Tooltip label={at(playedAt)}>
        <Badge color="green" variant="light" leftSection={<IconPlayerPlay size={12} />}>
          {t("progress.played")}
        </Badge>
      </Tooltip>
    );
  if (openedAt)
    return (
      <Tooltip label={at(openedAt)}>
        <Badge
          color={isMedia(pageType) ? "yellow" : "green"}
          variant="light"
          leftSection={<IconCheck size={12} />}
        >
          {t("progress.opened")}
        </Badge>
      </Tooltip>
    );
  return (
    <Text size="sm" c="dimmed">
      {t("progress.notYet")}
    </Text>
  );
}

/** 閲覧状況: the latest edition's members × pages, with the export of the whole table. */
export function NotebookProgressView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation(NOTEBOOK_NAMESPACE);
  const [page, setPage] = useState(1);
  const detail = useQuery({
    queryKey: notebookKeys.detail(id),
    queryFn: ({ signal }) => notebookApi.detail(id, signal),
  });
  const progress = useQuery({
    queryKey: notebookKeys.progress(id, page),
    queryFn: ({ signal }) => notebookApi.progress(id, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
  const exporter = useExportDownload(NOTEBOOK_EXPORT_TEXTS);
  const data = progress.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t("progress.back")}
        </Button>
        <Group gap="xs">
          {(["Excel", "Csv"] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              size="xs"
              disabled={exporter.jobId !== null || !data?.total}
              data-operation-id={`notebook-progress-export-${format}`}
              onClick={() => exporter.run((o) => notebookApi.exportFile(id, format, o))}
            >
              {t("download.button")}（{t(format === "Excel" ? "download.excel" : "download.csv")}）
            </Button>
          ))}
        </Group>
      </Group>
      <Title order={2} fz="lg">
        {t("progress.title")}：{detail.data?.title ?? ""}
      </Title>
      <Text size="sm" c="dimmed">
        {t("progress.legend")}
      </Text>
      <ExportProgress catalogue={NOTEBOOK_EXPORT_TEXTS} download={exporter} />
      {data && data.total === 0 ? (
        <Text size="sm" c="dimmed">
          {t("progress.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={200 + (data?.pages.length ?? 0) * 140}>
          <Table striped fz="sm" data-testid="notebook-progress">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("progress.member")}</Table.Th>
                <Table.Th>{t("progress.done")}</Table.Th>
                {(data?.pages ?? []).map((p) => (
                  <Table.Th key={p.id}>
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {p.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {NotebookType.label(p.pageType)}
                      </Text>
                    </Stack>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(data?.rows ?? []).map((row) => (
                <Table.Tr key={row.memberId}>
                  <Table.Td>
                    <Text size="sm">{row.name}</Text>
                    <Text size="xs" c="dimmed">
                      {row.memberCode}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {row.done} / {data?.pages.length ?? 0}
                  </Table.Td>
                  {row.cells.map((c, i) => (
                    <Table.Td key={c.pageId}>
                      <Cell pageType={data!.pages[i]!.pageType} openedAt={c.openedAt} playedAt={c.playedAt} />
                    </Table.Td>
                  ))}
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
