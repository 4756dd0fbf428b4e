import {
  NOTEBOOK_LIMIT_DEFAULTS_MB,
  NOTEBOOK_LIMIT_MAX_MB,
  NOTEBOOK_MEDIA_KINDS,
  NotebookLimits,
  type NotebookMediaKind,
} from "@gakumu/domain";
import { ClampedNumberInput, notify, useTranslation } from "@gakumu/ui";
import { Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { HttpError } from "../../app/http";
import { useReadOnly } from "../../app/read-only";
import { ORGANIZATION_SETTINGS_NAMESPACE } from "./i18n";
import { useNotebookLimits, useSaveNotebookLimits } from "./queries";

type FieldErrors = Partial<Record<NotebookMediaKind, string>>;

const labelKey = { MP3: "notebookLimits.mp3", MP4: "notebookLimits.mp4", PDF: "notebookLimits.pdf" } as const;

/** The Japanese message per field of a failed check: the domain schema's here, the route's from the server. */
const errorsOf = (issues: readonly { path: string; message: string }[]): FieldErrors =>
  Object.fromEntries(
    issues
      .filter((i) => (NOTEBOOK_MEDIA_KINDS as readonly string[]).includes(i.path))
      .map((i) => [i.path, i.message]),
  );

/**
 * 「手帳のファイルの上限」: the largest MP3, MP4 and PDF a notebook page takes, in MB. The API belongs to
 * 組織設定 (organisation parameters NOTEBOOK / MP3, MP4, PDF), so the panel lives here, beside the
 * organisation's other settings; the uploads of 手帳管理 read them on the server.
 */
export function NotebookLimitsSection() {
  const { t } = useTranslation(ORGANIZATION_SETTINGS_NAMESPACE);
  const readOnly = useReadOnly();
  const setting = useNotebookLimits();
  const save = useSaveNotebookLimits();
  const [limits, setLimits] = useState<NotebookLimits>(NOTEBOOK_LIMIT_DEFAULTS_MB);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (setting.data) setLimits(setting.data);
  }, [setting.data]);

  const submit = async () => {
    // The inputs clamp to 1 … max already; the schema the route uses has the last word either way.
    const checked = NotebookLimits.safeParse(limits);
    if (!checked.success) {
      setErrors(errorsOf(checked.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }))));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(checked.data);
      notify.success({ message: t("notebookLimits.saved") });
    } catch (error) {
      // The HTTP helper has toasted the server's message; its field details go under their inputs.
      if (error instanceof HttpError) setErrors(errorsOf(error.details));
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} fz={{ base: 16, sm: 18 }}>
          {t("notebookLimits.title")}
        </Title>
        <Text size="sm">{t("notebookLimits.lead")}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {NOTEBOOK_MEDIA_KINDS.map((kind) => (
            <ClampedNumberInput
              key={kind}
              label={t(labelKey[kind])}
              description={t("notebookLimits.range", {
                max: NOTEBOOK_LIMIT_MAX_MB,
                fallback: NOTEBOOK_LIMIT_DEFAULTS_MB[kind],
              })}
              value={limits[kind]}
              onChange={(value) => setLimits((current) => ({ ...current, [kind]: value }))}
              min={1}
              max={NOTEBOOK_LIMIT_MAX_MB}
              allowDecimal={false}
              readOnly={readOnly}
              error={errors[kind]}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <ActionButton onClick={submit} loading={save.isPending} disabled={!setting.data}>
            {t("notebookLimits.save")}
          </ActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}
