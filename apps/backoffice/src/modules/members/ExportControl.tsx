import { downloadFormatDialog, useTranslation } from "@gakumu/ui";
import { Alert, Button, Group, Modal, Progress, Radio, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { MEMBERS_NAMESPACE } from "./i18n";
import type { MemberFilter, MemberListKind } from "./members-api";
import type { CsvEncoding, useMemberExport } from "./use-member-export";

const number = (n: number) => n.toLocaleString("ja-JP");

interface Props {
  kind: MemberListKind;
  /** The conditions of the list on screen. */
  filter: MemberFilter;
  disabled: boolean;
  exporter: ReturnType<typeof useMemberExport>;
}

/** 「エクスポート」: Excel or CSV (then Shift_JIS or UTF-8); the page shows the job's progress. */
export function ExportControl({ kind, filter, disabled, exporter }: Props) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const { start, jobId } = exporter;
  const [askEncoding, setAskEncoding] = useState(false);
  const [encoding, setEncoding] = useState<CsvEncoding>("shift_jis");

  const begin = async () => {
    const format = await downloadFormatDialog();
    if (format === "Excel") await start(filter, "Excel", "shift_jis");
    if (format === "Csv") setAskEncoding(true);
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        onClick={begin}
        disabled={disabled || jobId !== null}
        data-operation-id={`${kind}-export`}
      >
        {t("list.export")}
      </Button>
      <Modal
        opened={askEncoding}
        onClose={() => setAskEncoding(false)}
        title={t("export.encodingTitle")}
        size="sm"
      >
        <Stack gap="md">
          <Radio.Group
            label={t("export.encodingMessage")}
            value={encoding}
            onChange={(v) => setEncoding(v === "utf8-bom" ? "utf8-bom" : "shift_jis")}
          >
            <Stack mt="xs" gap="xs">
              <Radio value="shift_jis" label={t("export.shiftJis")} />
              <Radio value="utf8-bom" label={t("export.utf8")} />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAskEncoding(false)}>
              {t("export.cancel")}
            </Button>
            <Button
              onClick={() => {
                setAskEncoding(false);
                void start(filter, "Csv", encoding);
              }}
            >
              {t("export.submit")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** A large export being written: how far it is. */
export function ExportProgress({ done, total }: { done: number; total: number | null }) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  return (
    <Alert title={t("export.preparing")} color="blue">
      <Stack gap={6}>
        <Text size="sm">{t("export.queued")}</Text>
        <Progress value={total ? (100 * done) / total : 0} animated aria-label={t("export.preparing")} />
        {total !== null && (
          <Text size="xs" c="dimmed">
            {t("export.progress", { done: number(done), total: number(total) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
