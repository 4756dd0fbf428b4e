import { useTranslation } from "@gakumu/ui";
import { Button } from "@mantine/core";
import { IconFileZip } from "@tabler/icons-react";
import { type CsvEncoding, ExportButton } from "../../../app/exports/ExportButton";
import type { ExportRequest } from "../answers-api";
import { ANSWER_DOWNLOAD_TEXTS, ANSWERS_NAMESPACE } from "../i18n";

interface Props {
  disabled: boolean;
  /** A download is being prepared: no second one meanwhile. */
  busy: boolean;
  /** The ticked rows, or the answers found, named in the format dialog. */
  scope: string;
  onExport: (format: ExportRequest["format"], encoding?: CsvEncoding) => void;
  onZip: () => void;
}

/**
 * 「エクスポート」 (Excel or CSV, see ExportButton) and 「添付ファイル一括ダウンロード」 (a zip). Both are
 * reads: allowed on reference-only menus.
 */
export function DownloadControls({ disabled, busy, scope, onExport, onZip }: Props) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  return (
    <>
      <ExportButton
        catalogue={ANSWER_DOWNLOAD_TEXTS}
        label={t("download.export")}
        operationId="form-answer-export"
        disabled={disabled || busy}
        formatMessage={scope}
        onExport={onExport}
      />
      <Button
        variant="default"
        leftSection={<IconFileZip size={16} />}
        onClick={onZip}
        disabled={disabled || busy}
        data-operation-id="form-answer-files-zip"
      >
        {t("download.zip")}
      </Button>
    </>
  );
}
