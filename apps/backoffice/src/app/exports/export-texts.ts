import { useTranslation } from "@gakumu/ui";
import { useCallback } from "react";

/**
 * Where a module keeps the texts of its export: `<prefix>.<key>` in its own catalogue. The texts
 * stay with the module because they name what is exported (「エクスポート」 vs 「ダウンロード」,
 * "many members" vs "many answers"), while the controls and the job handling are shared.
 */
export interface ExportCatalogue {
  namespace: string;
  prefix: string;
}

export const EXPORT_TEXT_KEYS = [
  "encodingTitle",
  "encodingMessage",
  "shiftJis",
  "utf8",
  "submit",
  "cancel",
  "preparing",
  "queued",
  "progress",
  "started",
  "failed",
] as const;

export type ExportTextKey = (typeof EXPORT_TEXT_KEYS)[number];

/** A stable text lookup (safe in effect dependencies) for one module's export texts. */
export function useExportText({ namespace, prefix }: ExportCatalogue) {
  const { t } = useTranslation(namespace);
  return useCallback(
    (key: ExportTextKey, values?: Record<string, string>) => t(`${prefix}.${key}`, values ?? {}),
    [t, prefix],
  );
}
