import { type DownloadFormat, downloadFormatDialog } from "@gakumu/ui";
import { Button, Group, Modal, Radio, Stack } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { type ExportCatalogue, useExportText } from "./export-texts";

/** The CSV encodings offered; each module's API names them in its own words. */
export type CsvEncoding = "Shift_JIS" | "UTF-8";

interface Props {
  catalogue: ExportCatalogue;
  /** The button's text, e.g. 「エクスポート」. */
  label: string;
  /** The operation log's id of the button (spec: data-operation-id). */
  operationId: string;
  disabled: boolean;
  /** Shown in the format dialog, e.g. which rows go into the file. */
  formatMessage?: string;
  /** Excel comes without an encoding; CSV with the one chosen. */
  onExport: (format: DownloadFormat, encoding?: CsvEncoding) => void;
}

/**
 * 「エクスポート」: the platform's format dialog (Excel first); CSV then asks Shift_JIS or UTF-8.
 * A read: allowed on reference-only menus.
 */
export function ExportButton({ catalogue, label, operationId, disabled, formatMessage, onExport }: Props) {
  const text = useExportText(catalogue);
  const [askEncoding, setAskEncoding] = useState(false);
  const [encoding, setEncoding] = useState<CsvEncoding>("Shift_JIS");

  const begin = async () => {
    const format = await downloadFormatDialog({ message: formatMessage });
    if (format === "Excel") onExport("Excel");
    if (format === "Csv") setAskEncoding(true);
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        onClick={begin}
        disabled={disabled}
        data-operation-id={operationId}
      >
        {label}
      </Button>
      <Modal
        opened={askEncoding}
        onClose={() => setAskEncoding(false)}
        title={text("encodingTitle")}
        size="sm"
      >
        <Stack gap="md">
          <Radio.Group
            label={text("encodingMessage")}
            value={encoding}
            onChange={(v) => setEncoding(v === "UTF-8" ? "UTF-8" : "Shift_JIS")}
          >
            <Stack mt="xs" gap="xs">
              <Radio value="Shift_JIS" label={text("shiftJis")} />
              <Radio value="UTF-8" label={text("utf8")} />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAskEncoding(false)}>
              {text("cancel")}
            </Button>
            <Button
              onClick={() => {
                setAskEncoding(false);
                onExport("Csv", encoding);
              }}
            >
              {text("submit")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
