import { useTranslation } from "@gakumu/ui";
import { Alert, Card, FileInput, Group, Select, Stack, Title } from "@mantine/core";
import { IconFileSpreadsheet, IconListCheck } from "@tabler/icons-react";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { httpErrorMessage } from "../../app/http";
import { useReadOnly } from "../../app/read-only";
import { MEMBER_IMPORT_NAMESPACE } from "./i18n";
import { DELETE_MODE_OPTIONS } from "./labels";
import type { DeleteMode, importApi, SyncLog } from "./member-import-api";

interface UploadPanelProps {
  api: ReturnType<typeof importApi>;
  /** A check finished (200) or started as a job (202). */
  onChecked: (log: SyncLog) => void;
}

/** Choose a file (Mantine's Dropzone is not part of the kit: a file input), the delete mode, チェック. */
export function UploadPanel({ api, onChecked }: UploadPanelProps) {
  const { t } = useTranslation(MEMBER_IMPORT_NAMESPACE);
  const readOnly = useReadOnly();
  const [file, setFile] = useState<File | null>(null);
  const [deleteMode, setDeleteMode] = useState<DeleteMode | "">("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const check = async () => {
    if (!file) return;
    setError(null);
    setSending(true);
    try {
      onChecked(await api.upload(file, deleteMode || null));
    } catch (failure) {
      setError(httpErrorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("upload.heading")}
        </Title>
        <Group align="flex-end" gap="md" wrap="wrap">
          <FileInput
            label={t("upload.file")}
            placeholder={t("upload.filePlaceholder")}
            description={t("upload.fileDescription")}
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            leftSection={<IconFileSpreadsheet size={18} />}
            value={file}
            onChange={(next) => {
              setFile(next);
              setError(null);
            }}
            disabled={readOnly}
            clearable
            w={{ base: "100%", sm: 420 }}
          />
          <Select
            label={t("upload.deleteMode")}
            data={[{ value: "", label: t("upload.deleteModeNone") }, ...DELETE_MODE_OPTIONS]}
            value={deleteMode}
            onChange={(value) => setDeleteMode((value ?? "") as DeleteMode | "")}
            allowDeselect={false}
            disabled={readOnly}
            w={{ base: "100%", sm: 220 }}
          />
          <ActionButton
            leftSection={<IconListCheck size={16} />}
            onClick={check}
            disabled={!file}
            loading={sending}
            data-operation-id="member-import-check"
          >
            {t("upload.check")}
          </ActionButton>
        </Group>
        {error && (
          <Alert color="red" title={t("upload.failed")}>
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
