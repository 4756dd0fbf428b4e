import { downloadFormatDialog, notify } from "@gakumu/ui";
import { http, notifyHttpError, saveFile } from "../../app/http";
import type { importApi } from "./member-import-api";

/**
 * Lets the browser fetch a file itself (a template, a finished export): the session cookie goes along
 * on the same origin and a GET needs no CSRF header; the download manager writes it to disk.
 */
export function downloadFromUrl(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The error report of a check (行, 会員ID, 列, 値, 理由) in the format the user picks. A short one
 * comes back at once; a long one is written by an export job, followed here until its file is ready.
 */
export async function downloadErrorReport(
  api: ReturnType<typeof importApi>,
  syncLogId: number,
  texts: { preparing: string; failed: string },
): Promise<void> {
  const format = await downloadFormatDialog();
  if (!format) return;
  try {
    const file = await http.download(api.errorReportPath(syncLogId), { format });
    if (!file.blob.type.startsWith("application/json")) {
      saveFile(file);
      return;
    }
    const { jobId } = JSON.parse(await file.blob.text()) as { jobId: string };
    notify.info({ message: texts.preparing });
    for (let polls = 0; polls < 600; polls++) {
      const { status } = await api.exportStatus(jobId);
      if (status === "succeeded") return downloadFromUrl(api.exportFileUrl(jobId));
      if (status === "failed") break;
      await sleep(1000);
    }
    notify.danger({ message: texts.failed });
  } catch (error) {
    notifyHttpError(error);
  }
}
