import { notify, useTranslation } from "@gakumu/ui";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  type DownloadedFile,
  HttpError,
  notifyHttpError,
  type RequestOptions,
  requestJson,
  saveFile,
} from "../../../app/http";
import { ANSWERS_NAMESPACE } from "../i18n";
import { answerKeys } from "../queries";

/** A platform export job (server: platform/exports/export-routes.ts). */
export interface DownloadJobStatus {
  jobId: string;
  status: "queued" | "running" | "retrying" | "succeeded" | "failed";
  progressDone: number;
  progressTotal: number | null;
}

const finished = (s: DownloadJobStatus | undefined) => s?.status === "succeeded" || s?.status === "failed";

/** A finished job's file is fetched by the browser itself (a GET needs no CSRF header). */
function downloadFromUrl(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The platform's download pattern (as the member list's export): a small file comes back as the
 * file itself; a large one as `{ jobId }` in JSON, followed every second until its file is ready,
 * then downloaded once. Used for the Excel/Csv export and the zip of attachments.
 */
export function useAnswerDownload() {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useQuery({
    queryKey: answerKeys.job(jobId),
    queryFn: ({ signal }) =>
      requestJson<DownloadJobStatus>(
        "GET",
        `/app/api/exports/${encodeURIComponent(jobId ?? "")}`,
        undefined,
        { busy: false, enrich: false, signal },
      ),
    enabled: jobId !== null,
    refetchInterval: (q) => (finished(q.state.data) ? false : 1000),
    retry: 3,
  });
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const status = job.data;
    if (!jobId || !status || status.jobId !== jobId || !finished(status) || handled.current === jobId) return;
    handled.current = jobId;
    if (status.status === "succeeded") {
      downloadFromUrl(`/app/api/exports/${encodeURIComponent(jobId)}/file`);
      notify.success({ message: t("download.started") });
    } else {
      notify.danger({ message: t("download.failed") });
    }
    setJobId(null);
  }, [jobId, job.data, t]);

  useEffect(() => {
    if (job.isError && jobId) setJobId(null);
  }, [job.isError, jobId]);

  /**
   * `request` is called with the helper's options: errors are shown here, because a 404 of these
   * calls carries the server's own words (no answer has files) rather than a missing URL (§8.2).
   */
  const run = useCallback(async (request: (options: RequestOptions) => Promise<DownloadedFile>) => {
    try {
      const file = await request({ notify: false });
      if (file.blob.type.startsWith("application/json")) {
        const accepted = JSON.parse(await file.blob.text()) as { jobId: string };
        setJobId(accepted.jobId);
      } else {
        saveFile(file);
      }
    } catch (error) {
      if (error instanceof HttpError && error.status === 404 && error.serverMessage)
        notify.warning({ message: error.serverMessage });
      else notifyHttpError(error);
    }
  }, []);

  return { run, jobId, progress: jobId ? job.data : undefined };
}
