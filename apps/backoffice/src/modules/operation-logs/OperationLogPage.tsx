import { downloadFormatDialog, PageTitle, useTranslation } from "@gakumu/ui";
import { Button, Group, Loader, Pagination, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ExportProgress } from "../../app/exports/ExportProgress";
import { useExportDownload } from "../../app/exports/use-export-download";
import { http } from "../../app/http";
import { OPERATION_LOG_DOWNLOAD_TEXTS, OPERATION_LOGS_NAMESPACE } from "./i18n";
import { LogTable } from "./LogTable";
import {
  defaultFilter,
  EXPORT_PATH,
  LOG_PAGE_SIZE,
  type LogFilter,
  operationLogApi,
  operationLogKeys,
} from "./operation-logs-api";
import { SearchForm } from "./SearchForm";

const number = (n: number) => n.toLocaleString("ja-JP");

/** Menu operation-log: search the click log and the audit trail, page through them, download them. */
export function OperationLogPage() {
  const { t } = useTranslation(OPERATION_LOGS_NAMESPACE);
  const [filter, setFilter] = useState<LogFilter>(() => defaultFilter());
  const [page, setPage] = useState(1);
  const exporter = useExportDownload(OPERATION_LOG_DOWNLOAD_TEXTS);

  const search = useQuery({
    queryKey: operationLogKeys.search(filter, page),
    queryFn: ({ signal }) => operationLogApi.search(filter, page, signal),
    // Keep the rows on screen while the next page loads, but never one kind's rows under the other's tab.
    placeholderData: (previous) => (previous?.kind === filter.kind ? keepPreviousData(previous) : undefined),
  });
  const result = search.data;
  const pages = result ? Math.max(1, Math.ceil(result.total / LOG_PAGE_SIZE)) : 1;

  const download = async () => {
    const format = await downloadFormatDialog();
    if (!format) return;
    // The conditions of the list on screen, whatever the form holds now.
    await exporter.run((options) => http.download(EXPORT_PATH, { ...filter, format }, options));
  };

  return (
    <Stack gap="md" p="md">
      <PageTitle title={t("title")} withHeading order={2} />
      <SearchForm
        initial={filter}
        onSearch={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <Group justify="space-between">
        <Text size="sm">{result ? t("table.total", { total: number(result.total) }) : ""}</Text>
        <Button
          variant="light"
          onClick={download}
          disabled={!result || result.total === 0 || exporter.jobId !== null}
          data-operation-id="operation-log-download"
        >
          {t("download.button")}
        </Button>
      </Group>
      <ExportProgress catalogue={OPERATION_LOG_DOWNLOAD_TEXTS} download={exporter} />
      {search.isPending ? <Loader size="sm" type="dots" /> : result && <LogTable result={result} />}
      {result && pages > 1 && <Pagination total={pages} value={page} onChange={setPage} withEdges />}
    </Stack>
  );
}
