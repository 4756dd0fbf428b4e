import { Button, Group, Radio, Stack, Text } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { tUi } from "../i18n";
import { openAnswerModal } from "./open-answer-modal";

/** File formats of spec §3.4; the values are what the server expects. */
export type DownloadFormat = "Excel" | "Csv";

const FORMATS: readonly DownloadFormat[] = ["Excel", "Csv"];

/** Spec §9: default download format Excel. */
export const DEFAULT_DOWNLOAD_FORMAT: DownloadFormat = "Excel";

interface BodyProps {
  message?: ReactNode;
  answer: (value: DownloadFormat | null) => void;
}

function DownloadFormatBody({ message, answer }: BodyProps) {
  const { t } = useTranslation("ui");
  const [format, setFormat] = useState<DownloadFormat | null>(DEFAULT_DOWNLOAD_FORMAT);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (format) answer(format);
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">{message ?? t("download.message")}</Text>
        <Radio.Group
          label={t("download.formatLabel")}
          value={format}
          onChange={(value) => setFormat(value === "Excel" || value === "Csv" ? value : null)}
          error={format ? undefined : t("download.required")}
          withAsterisk
        >
          <Stack mt="xs" gap="xs">
            {FORMATS.map((value) => (
              <Radio.Card key={value} value={value} radius="md" p="sm">
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator />
                  <Text size="sm">{t(`download.${value.toLowerCase()}`)}</Text>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => answer(null)}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={!format}>
            {t("download.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks Excel or CSV (Excel preselected); null when cancelled or dismissed. */
export function downloadFormatDialog(options: { title?: ReactNode; message?: ReactNode } = {}) {
  return openAnswerModal<DownloadFormat | null>({
    title: options.title ?? tUi("download.title"),
    size: "sm",
    dismissed: null,
    render: (answer) => <DownloadFormatBody message={options.message} answer={answer} />,
  });
}
