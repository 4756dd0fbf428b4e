import type { ExportJobStatus } from "@gakumu/domain";
import { notify } from "@gakumu/ui";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { type DownloadedFile, notifyHttpError, type RequestOptions, requestJson, saveFile } from "../http";
import { type ExportCatalogue, useExportText } from "./export-texts";

/** A platform export job: the route's own type (@gakumu/domain exports/export-api.ts). */
export type { ExportJobStatus } from "@gakumu/domain";

/** A job that ended without a file, kept on screen until dismissed or the next export starts. */
export interface ExportFailure {
  jobId: string;
  message: string | null;
}

/** The calls that start a download: a file, or `{ jobId }` as JSON when the file is large. */
export type FileRequest = (options: RequestOptions) => Promise<DownloadedFile>;

// A job id is unique on the platform: one cache entry per job, whichever screen started it.
export const exportJobKey = (jobId: string | null) => ["export-job", jobId] as const;

const jobUrl = (jobId: string) => `/app/api/exports/${encodeURIComponent(jobId)}`;

const finished = (s: ExportJobStatus | undefined) => s?.status === "succeeded" || s?.status === "failed";

/**
 * Lets the browser fetch a finished file itself, streamed to disk by its download manager rather
 * than held in memory: an export of many rows makes a large file. A GET needs no CSRF header.
 */
export function downloadFromUrl(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The platform's download pattern: a small file comes back as the file itself; a large one as
 * `{ jobId }` in JSON, followed every second until its file is ready, then downloaded once.
 * `onError` shows a failed start (default: the §8.2 message unless the helper has shown it).
 */
export function useExportDownload(
  catalogue: ExportCatalogue,
  onError: (error: unknown) => void = notifyHttpError,
) {
  const text = useExportText(catalogue);
  const [jobId, setJobId] = useState<string | null>(null);
  const [failure, setFailure] = useState<ExportFailure | null>(null);
  const job = useQuery({
    queryKey: exportJobKey(jobId),
    queryFn: ({ signal }) =>
      requestJson<ExportJobStatus>("GET", jobUrl(jobId ?? ""), undefined, {
        busy: false,
        enrich: false,
        signal,
      }),
    enabled: jobId !== null,
    refetchInterval: (q) => (finished(q.state.data) ? false : 1000),
    // A failed poll (a short network loss) is tried again instead of ending the wait.
    retry: 3,
  });
  // Effects can run twice for the same data (StrictMode, re-renders): one download per job.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const status = job.data;
    if (!jobId || !status || status.jobId !== jobId || !finished(status) || handled.current === jobId) return;
    handled.current = jobId;
    if (status.status === "succeeded") {
      downloadFromUrl(`${jobUrl(jobId)}/file`);
      notify.success({ message: text("started") });
    } else {
      // A toast would hide after a few seconds; the reason (e.g. the server stopped) stays on screen.
      setFailure({ jobId, message: status.message });
    }
    setJobId(null);
  }, [jobId, job.data, text]);

  useEffect(() => {
    // The poll failed for good: the HTTP helper has said why; stop waiting.
    if (job.isError && jobId) setJobId(null);
  }, [job.isError, jobId]);

  /** `request` gets `{ notify: false }` to pass on when `onError` words the failure itself. */
  const run = useCallback(
    async (request: FileRequest) => {
      setFailure(null);
      try {
        const file = await request({ notify: false });
        if (file.blob.type.startsWith("application/json")) {
          const accepted = JSON.parse(await file.blob.text()) as { jobId: string };
          setJobId(accepted.jobId);
        } else {
          saveFile(file);
        }
      } catch (error) {
        onError(error);
      }
    },
    [onError],
  );

  const dismissFailure = useCallback(() => setFailure(null), []);

  return { run, jobId, progress: jobId ? job.data : undefined, failure, dismissFailure };
}

export type ExportDownload = ReturnType<typeof useExportDownload>;
