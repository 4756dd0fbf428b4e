import { notify } from "@gakumu/ui";
import { useExportDownload } from "../../../app/exports/use-export-download";
import { HttpError, notifyHttpError } from "../../../app/http";
import { ANSWER_DOWNLOAD_TEXTS } from "../i18n";

/**
 * A 404 of these calls carries the server's own words (e.g. no answer has files) rather than a
 * missing URL (§8.2): shown as a warning. Other failures as everywhere.
 */
function notifyDownloadError(error: unknown): void {
  if (error instanceof HttpError && error.status === 404 && error.serverMessage)
    notify.warning({ message: error.serverMessage });
  else notifyHttpError(error);
}

/** The Excel/Csv export and the zip of attachments, with the platform's download pattern. */
export function useAnswerDownload() {
  return useExportDownload(ANSWER_DOWNLOAD_TEXTS, notifyDownloadError);
}
