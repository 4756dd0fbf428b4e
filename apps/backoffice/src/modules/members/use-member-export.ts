import type { DownloadFormat } from "@gakumu/ui";
import { useCallback } from "react";
import type { CsvEncoding } from "../../app/exports/ExportButton";
import { useExportDownload } from "../../app/exports/use-export-download";
import { http } from "../../app/http";
import { MEMBER_EXPORT_TEXTS } from "./i18n";
import { listBase, type MemberFilter, type MemberListKind } from "./members-api";

// The member export API names the encodings in its own words; Excel ignores the value.
const CSV_ENCODING = { Shift_JIS: "shift_jis", "UTF-8": "utf8-bom" } as const;

/**
 * The list's export: a small one comes back as the file itself, a large one (2,000 rows and more)
 * as a job followed until its file is ready (app/exports).
 */
export function useMemberExport(kind: MemberListKind) {
  const download = useExportDownload(MEMBER_EXPORT_TEXTS);
  const { run } = download;
  const start = useCallback(
    (filter: MemberFilter, format: DownloadFormat, encoding: CsvEncoding = "Shift_JIS") =>
      // The helper shows its own §8.2 message on failure, so the run's options are not passed on.
      run(() =>
        http.download(`${listBase(kind)}/export`, { filter, format, csvEncoding: CSV_ENCODING[encoding] }),
      ),
    [run, kind],
  );
  return { ...download, start };
}
