import { notify, useTranslation } from "@gakumu/ui";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { http, notifyHttpError, requestJson, saveFile } from "../../app/http";
import { MEMBERS_NAMESPACE } from "./i18n";
import { listBase, type MemberFilter, type MemberListKind } from "./members-api";
import { memberKeys } from "./queries";

export type CsvEncoding = "shift_jis" | "utf8-bom";

export interface ExportJobStatus {
  jobId: string;
  status: "queued" | "running" | "retrying" | "succeeded" | "failed";
  progressDone: number;
  progressTotal: number | null;
}

const finished = (s: ExportJobStatus | undefined) => s?.status === "succeeded" || s?.status === "failed";

/**
 * Lets the browser fetch a finished export itself, streamed to disk by its download manager rather
 * than held in memory: a hundred thousand members make a large file. A GET needs no CSRF header.
 */
function downloadFromUrl(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The list's export: a small one comes back as the file itself, a large one (2,000 rows and more)
 * as a job followed every second until its file is ready, then downloaded once.
 */
export function useMemberExport(kind: MemberListKind) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useQuery({
    queryKey: memberKeys.job(jobId),
    queryFn: ({ signal }) =>
      requestJson<ExportJobStatus>("GET", `/app/api/exports/${encodeURIComponent(jobId ?? "")}`, undefined, {
        busy: false,
        enrich: false,
        signal,
      }),
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
      notify.success({ message: t("export.started") });
    } else {
      notify.danger({ message: t("export.failed") });
    }
    setJobId(null);
  }, [jobId, job.data, t]);

  useEffect(() => {
    if (job.isError && jobId) setJobId(null);
  }, [job.isError, jobId]);

  const start = useCallback(
    async (filter: MemberFilter, format: "Excel" | "Csv", csvEncoding: CsvEncoding) => {
      try {
        const file = await http.download(`${listBase(kind)}/export`, { filter, format, csvEncoding });
        if (file.blob.type.startsWith("application/json")) {
          const accepted = JSON.parse(await file.blob.text()) as { jobId: string };
          setJobId(accepted.jobId);
        } else {
          saveFile(file);
        }
      } catch (error) {
        notifyHttpError(error);
      }
    },
    [kind],
  );

  return { start, jobId, progress: jobId ? job.data : undefined };
}
