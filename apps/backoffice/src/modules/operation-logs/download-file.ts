import { http, saveFile } from "../../app/http";

export type DownloadOutcome =
  | { kind: "saved"; filename: string }
  /** The server writes a large export in the background; follow the job, then fetch its file. */
  | { kind: "job"; jobId: string; rowCount: number };

/**
 * POSTs `body` to a download route through the admin helper (credentials, X-Requested-By /
 * X-Requested-With, an error body read as JSON for its §8.2 message). A file answer is saved at once;
 * a 202 JSON answer is a large export queued as a job.
 */
export async function downloadFile(path: string, body: unknown): Promise<DownloadOutcome> {
  const file = await http.download(path, body);
  if (file.blob.type.startsWith("application/json")) {
    const accepted = JSON.parse(await file.blob.text()) as { jobId: string; rowCount: number };
    return { kind: "job", jobId: accepted.jobId, rowCount: accepted.rowCount };
  }
  saveFile(file);
  return { kind: "saved", filename: file.filename };
}

/**
 * Lets the browser fetch a finished export itself: streamed to disk by its download manager rather
 * than held in memory as a Blob, which matters for a file of a hundred thousand rows. A GET needs no
 * CSRF header, and the session cookie goes along on the same origin.
 */
export function downloadFromUrl(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}
