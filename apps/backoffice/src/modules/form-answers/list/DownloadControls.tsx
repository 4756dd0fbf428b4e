import { downloadFormatDialog, useTranslation } from "@gakumu/ui";
import { Alert, Button, Group, Modal, Progress, Radio, Stack, Text } from "@mantine/core";
import { IconDownload, IconFileZip } from "@tabler/icons-react";
import { useState } from "react";
import type { ExportRequest } from "../answers-api";
import { ANSWERS_NAMESPACE } from "../i18n";

type Encoding = NonNullable<ExportRequest["encoding"]>;

const number = (n: number) => n.toLocaleString("ja-JP");

interface Props {
  disabled: boolean;
  /** A download is being prepared: no second one meanwhile. */
  busy: boolean;
  /** The ticked rows, or the answers found, named in the format dialog. */
  scope: string;
  onExport: (format: ExportRequest["format"], encoding?: Encoding) => void;
  onZip: () => void;
}

/**
 * 「エクスポート」 (Excel or CSV — the platform's format dialog, Excel first; CSV then asks Shift_JIS
 * or UTF-8) and 「添付ファイル一括ダウンロード」 (a zip). Both are reads: allowed on reference-only menus.
 */
export function DownloadControls({ disabled, busy, scope, onExport, onZip }: Props) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const [askEncoding, setAskEncoding] = useState(false);
  const [encoding, setEncoding] = useState<Encoding>("Shift_JIS");

  const begin = async () => {
    const format = await downloadFormatDialog({ message: scope });
    if (format === "Excel") onExport("Excel");
    if (format === "Csv") setAskEncoding(true);
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        onClick={begin}
        disabled={disabled || busy}
        data-operation-id="form-answer-export"
      >
        {t("download.export")}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileZip size={16} />}
        onClick={onZip}
        disabled={disabled || busy}
        data-operation-id="form-answer-files-zip"
      >
        {t("download.zip")}
      </Button>
      <Modal
        opened={askEncoding}
        onClose={() => setAskEncoding(false)}
        title={t("download.encodingTitle")}
        size="sm"
      >
        <Stack gap="md">
          <Radio.Group
            label={t("download.encodingMessage")}
            value={encoding}
            onChange={(v) => setEncoding(v === "UTF-8" ? "UTF-8" : "Shift_JIS")}
          >
            <Stack mt="xs" gap="xs">
              <Radio value="Shift_JIS" label={t("download.shiftJis")} />
              <Radio value="UTF-8" label={t("download.utf8")} />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAskEncoding(false)}>
              {t("download.cancel")}
            </Button>
            <Button
              onClick={() => {
                setAskEncoding(false);
                onExport("Csv", encoding);
              }}
            >
              {t("download.submit")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** A large file being written on the server: how far it is. */
export function DownloadProgress({ done, total }: { done: number; total: number | null }) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  return (
    <Alert title={t("download.preparing")} color="blue">
      <Stack gap={6}>
        <Text size="sm">{t("download.queued")}</Text>
        <Progress value={total ? (100 * done) / total : 0} animated aria-label={t("download.preparing")} />
        {total !== null && (
          <Text size="xs" c="dimmed">
            {t("download.progress", { done: number(done), total: number(total) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
