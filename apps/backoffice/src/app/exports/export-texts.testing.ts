// Test-side check that a module's catalogue holds every text the shared export controls read.
import { i18n } from "@gakumu/ui";
import { EXPORT_TEXT_KEYS, type ExportCatalogue } from "./export-texts";

/** `<language>:<prefix>.<key>` of each export text the catalogue lacks (empty when complete). */
export function missingExportTexts({ namespace, prefix }: ExportCatalogue): string[] {
  return ["ja", "en"].flatMap((lng) =>
    EXPORT_TEXT_KEYS.filter((key) => !i18n.exists(`${prefix}.${key}`, { ns: namespace, lng })).map(
      (key) => `${lng}:${prefix}.${key}`,
    ),
  );
}
