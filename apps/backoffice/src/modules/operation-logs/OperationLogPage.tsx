import { downloadFormatDialog, PageTitle, useTranslation } from "@gakumu/ui";
import { Alert, Button, Group, Loader, Pagination, Progress, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { notifyHttpError } from "../../app/http";
import { downloadFile } from "./download-file";
import { OPERATION_LOGS_NAMESPACE } from "./i18n";
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
import { useExportJob } from "./use-export-job";

const number = (n: number) => n.toLocaleString("ja-JP");

/** Menu operation-log: search the click log and the audit trail, page through them, download them. */
export function OperationLogPage() {
  const { t } = useTranslation(OPERATION_LOGS_NAMESPACE);
  const [filter, setFilter] = useState<LogFilter>(() => defaultFilter());
  const [page, setPage] = useState(1);
  const [jobId, setJobId] = useState<string | null>(null);
  const clearJob = useCallback(() => setJobId(null), []);
  const job = useExportJob(jobId, clearJob);

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
    try {
      // The conditions of the list on screen, whatever the form holds now.
      const outcome = await downloadFile(EXPORT_PATH, { ...filter, format });
      if (outcome.kind === "job") setJobId(outcome.jobId);
    } catch (error) {
      notifyHttpError(error);
    }
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
          disabled={!result || result.total === 0 || jobId !== null}
          data-operation-id="operation-log-download"
        >
          {t("download.button")}
        </Button>
      </Group>
      {jobId && (
        <Alert title={t("download.preparing")} color="blue">
          <Stack gap={6}>
            <Text size="sm">{t("download.queued")}</Text>
            <Progress
              value={job?.progressTotal ? (100 * job.progressDone) / job.progressTotal : 0}
              animated
              aria-label={t("download.preparing")}
            />
            {job?.progressTotal != null && (
              <Text size="xs" c="dimmed">
                {t("download.progress", { done: number(job.progressDone), total: number(job.progressTotal) })}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {search.isPending ? <Loader size="sm" type="dots" /> : result && <LogTable result={result} />}
      {result && pages > 1 && <Pagination total={pages} value={page} onChange={setPage} withEdges />}
    </Stack>
  );
}
