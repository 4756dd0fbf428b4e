import { notify, useTranslation } from "@gakumu/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { downloadFromUrl } from "./download-file";
import { OPERATION_LOGS_NAMESPACE } from "./i18n";
import { type ExportStatus, operationLogApi, operationLogKeys } from "./operation-logs-api";

const finished = (status: ExportStatus | undefined) =>
  status?.status === "succeeded" || status?.status === "failed";

/**
 * Follows a large export until its file is ready, then starts the download once. `onDone` clears the
 * job on the page. Polls every second: the job reports progress after each thousand rows.
 */
export function useExportJob(jobId: string | null, onDone: () => void): ExportStatus | undefined {
  const { t } = useTranslation(OPERATION_LOGS_NAMESPACE);
  const query = useQuery({
    queryKey: operationLogKeys.job(jobId),
    queryFn: ({ signal }) => operationLogApi.exportStatus(jobId ?? "", signal),
    enabled: jobId !== null,
    refetchInterval: (q) => (finished(q.state.data) ? false : 1000),
    // A failed poll (a short network loss) is tried again instead of ending the wait.
    retry: 3,
  });
  const status = query.data;
  // Effects can run twice for the same data (StrictMode, re-renders): one download per job.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!jobId || !status || status.jobId !== jobId || !finished(status) || handled.current === jobId) return;
    handled.current = jobId;
    if (status.status === "succeeded") {
      downloadFromUrl(operationLogApi.fileUrl(jobId));
      notify.success({ message: t("download.started") });
    } else {
      notify.danger({ message: t("download.failed") });
    }
    onDone();
  }, [jobId, status, onDone, t]);

  useEffect(() => {
    // The poll itself failed for good: the HTTP helper has said why; stop waiting.
    if (query.isError && jobId) onDone();
  }, [query.isError, jobId, onDone]);

  return status;
}
